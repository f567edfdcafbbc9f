import type { Container } from 'inversify';
import type { BankConnectionProvider } from '../../application/ports/BankConnectionProvider';
import type { DocumentUploader } from '../../application/ports/DocumentUploader';
import type { PartnerOfferSource } from '../../application/ports/PartnerOfferSource';
import type { Random } from '../../application/ports/Random';
import { LoadPartnerOffers } from '../../application/usecases/LoadPartnerOffers';
import { StartBankConnection } from '../../application/usecases/StartBankConnection';
import { UploadIdDocument } from '../../application/usecases/UploadIdDocument';
import { FetchBankConnectionProvider } from '../../adapters/http/FetchBankConnectionProvider';
import { FetchPartnerOfferSource } from '../../adapters/http/FetchPartnerOfferSource';
import { XhrDocumentUploader } from '../../adapters/http/XhrDocumentUploader';
import type { FetchOfferStageDeps } from '../../adapters/http/callLeadApi';
import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import type { PartnerScreenServices } from '../../ui/services/PartnerScreenServices';

/**
 * The port bound under `key` (Symbol.for, as src/container/tokens.ts names tokens) when an integration binds one,
 * else the default adapter: the defaults live in this lazy chunk, so binding them at start-up would cost the first
 * step bytes (first-step budget), and an integrator still swaps one by binding its token (README "Integrating").
 */
const portOr = <T>(container: Container, key: string, fallback: () => T): T =>
  container.isBound(Symbol.for(key)) ? container.get<T>(Symbol.for(key)) : fallback();

/**
 * The id upload, bank connection and partner offer screens' services (ui/services/PartnerScreenServices.ts), in
 * the later-steps chunk with the rest of the offer stage (offerStageServices.ts). Ports: DocumentUploader,
 * BankConnectionProvider, PartnerOfferSource (tokens of those names), defaulting to the lead API's.
 */
export function partnerScreenServices(container: Container): PartnerScreenServices {
  const brand = container.get<BrandConfig>(Symbol.for('BrandConfig'));
  const random = container.get<Random>(Symbol.for('Random'));
  const deps: FetchOfferStageDeps = {
    fetch: (input, init) => globalThis.fetch(input, init),
    timers: { setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms), clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>) },
    random: () => random.next(),
  };
  return {
    uploadIdDocument: new UploadIdDocument(portOr<DocumentUploader>(container, 'DocumentUploader', () => new XhrDocumentUploader({ baseUrl: brand.apiBaseUrl }))),
    startBankConnection: new StartBankConnection(portOr<BankConnectionProvider>(container, 'BankConnectionProvider', () => new FetchBankConnectionProvider(brand.apiBaseUrl, deps))),
    loadPartnerOffers: new LoadPartnerOffers(portOr<PartnerOfferSource>(container, 'PartnerOfferSource', () => new FetchPartnerOfferSource(brand.apiBaseUrl, deps))),
    submitOfferStep: container.get<PartnerScreenServices['submitOfferStep']>(Symbol.for('SubmitOfferStep')),
  };
}
