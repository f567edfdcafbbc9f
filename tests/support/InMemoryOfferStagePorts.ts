import { createHash } from 'node:crypto';
import type { BankConnectionProvider } from '../../application/ports/BankConnectionProvider';
import type { DocumentUploader, IdDocumentUpload } from '../../application/ports/DocumentUploader';
import type { GatewayResult } from '../../application/ports/LeadGateway';
import type { PartnerOfferSource } from '../../application/ports/PartnerOfferSource';
import { bankConnectionForState, type BankAuthorizeResponse } from '../../domain/offer/bank/bankConnections';
import { idDocumentProblem, MAX_ID_DOCUMENT_BYTES, sniffIdDocumentType, type UploadedIdDocument } from '../../domain/offer/documents/idDocumentFile';
import type { PartnerOffers } from '../../domain/offer/partners/PartnerOfferContract';
import { partnerOffersFor } from '../../domain/offer/partners/partnerOffersFor';
import { partnerById, type BrandLending, type PartnerId } from '../../domain/offer/partners/partnerOffers';
import { err, ok } from '../../domain/kernel/Result';
import type { InMemoryLeadGateway } from './InMemoryLeadGateway';
import { EURO_LENDING } from './SpyOfferStagePorts';

const refusedField = (field: string, code: string, message: string) => err({ kind: 'Validation' as const, status: 422, fieldErrors: [{ field, code, message }] });

/**
 * The offer stage's partner-screen ports over the leads of an InMemoryLeadGateway, answering as the reference API does
 * (server/routes/bankRoutes.ts, partnerRoutes.ts, uploadRoutes.ts): each checks the lead exists and waits at the
 * step the call belongs to. They pass the same contracts as the lead API adapters (tests/contract/offerStage/).
 */
export class InMemoryBankConnectionProvider implements BankConnectionProvider {
  private started = 0;
  constructor(private readonly backend: InMemoryLeadGateway) {}

  async authorize(leadId: string, returnTo: string): GatewayResult<BankAuthorizeResponse> {
    const lead = this.backend.leads.get(leadId);
    if (!lead) return err({ kind: 'NotFound' });
    const refused = this.backend.refuse(lead, 'bankAuthorize');
    if (refused) return refused;
    const connection = bankConnectionForState(lead.progressState);
    if (!connection) return refusedField('id', 'NotAnOption', 'The lead is not waiting for a bank connection');
    this.started += 1;
    const query = new URLSearchParams({ state: `state-${this.started}`, returnTo });
    return ok({ authorizeUrl: `https://bank.example/${connection.provider}/authorize?${query.toString()}`, provider: connection.provider });
  }
}

/** PartnerOfferSource over an InMemoryLeadGateway's leads: the reference offers of the partner whose screen the lead is at, in `brand`'s currency. */
export class InMemoryPartnerOfferSource implements PartnerOfferSource {
  constructor(private readonly backend: InMemoryLeadGateway, private readonly brand: BrandLending = EURO_LENDING) {}

  async offersFor(leadId: string, partnerId: PartnerId): GatewayResult<PartnerOffers> {
    const lead = this.backend.leads.get(leadId);
    const partner = partnerById(partnerId);
    if (!lead || !partner) return err({ kind: 'NotFound' });
    const atPartner = partner.state === null ? lead.application.status === 'offer-stage' : lead.progressState === partner.state;
    if (!atPartner) return err({ kind: 'NotFound' });
    const amount = typeof lead.lead.amount === 'number' ? lead.lead.amount : Number.NaN;
    return ok({ partner: { id: partner.id, name: partner.name }, offers: partnerOffersFor(partner, amount, this.brand), consents: partner.consents.map((c) => ({ ...c })) });
  }
}

/** DocumentUploader over an InMemoryLeadGateway's leads: keeps each side's metadata (`kept`), never the bytes; the type by content. */
export class InMemoryDocumentUploader implements DocumentUploader {
  readonly kept: Array<{ readonly leadId: string } & UploadedIdDocument> = [];
  constructor(private readonly backend: InMemoryLeadGateway) {}

  async upload({ leadId, side, file }: IdDocumentUpload, onProgress: (fraction: number) => void): GatewayResult<UploadedIdDocument> {
    const bytes = new Uint8Array(await file.arrayBuffer());
    onProgress(1);
    if (bytes.byteLength > MAX_ID_DOCUMENT_BYTES) return err({ kind: 'Refused', status: 413 });
    const type = sniffIdDocumentType(bytes);
    if (!type || idDocumentProblem({ type, size: bytes.byteLength })) return refusedField('file', 'NotAnOption', 'A JPEG, PNG or PDF file is required');
    const lead = this.backend.leads.get(leadId);
    if (!lead) return err({ kind: 'NotFound' });
    const kept = { side, type, size: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') };
    this.kept.push({ leadId, ...kept });
    return ok(kept);
  }
}
