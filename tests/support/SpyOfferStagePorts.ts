import type { BankConnectionProvider } from '../../application/ports/BankConnectionProvider';
import type { DocumentUploader, IdDocumentUpload } from '../../application/ports/DocumentUploader';
import type { LeadGatewayError } from '../../application/ports/LeadGateway';
import type { PartnerOfferSource } from '../../application/ports/PartnerOfferSource';
import type { BankAuthorizeResponse } from '../../domain/offer/bank/bankConnections';
import type { UploadedIdDocument } from '../../domain/offer/documents/idDocumentFile';
import type { PartnerOffers } from '../../domain/offer/partners/PartnerOfferContract';
import { partnerOffersFor } from '../../domain/offer/partners/partnerOffersFor';
import { partnerById, type BrandLending, type PartnerId } from '../../domain/offer/partners/partnerOffers';
import type { Result } from '../../domain/kernel/Result';
import { err, ok } from '../../domain/kernel/Result';

/** DocumentUploader that records each upload, reports progress in quarters and answers `next` (default: kept). */
export class SpyDocumentUploader implements DocumentUploader {
  readonly uploads: IdDocumentUpload[] = [];
  next: Result<UploadedIdDocument, LeadGatewayError> | null = null;

  async upload(upload: IdDocumentUpload, onProgress: (fraction: number) => void) {
    this.uploads.push(upload);
    for (const fraction of [0.25, 0.5, 0.75, 1]) onProgress(fraction);
    const answer = this.next ?? ok({ side: upload.side, type: upload.file.type as UploadedIdDocument['type'], size: upload.file.size, sha256: 'a'.repeat(64) });
    this.next = null;
    return answer;
  }
}

/** BankConnectionProvider answering `authorizeUrl` (or `failure`) and recording each call. */
export class FixedBankConnectionProvider implements BankConnectionProvider {
  readonly calls: Array<{ leadId: string; returnTo: string }> = [];
  constructor(
    public authorizeUrl = 'https://bank.example/authorize?state=s1',
    public failure: LeadGatewayError | null = null,
  ) {}

  async authorize(leadId: string, returnTo: string): Promise<Result<BankAuthorizeResponse, LeadGatewayError>> {
    this.calls.push({ leadId, returnTo });
    return this.failure ? err(this.failure) : ok({ authorizeUrl: this.authorizeUrl, provider: 'tink' });
  }
}

/** A euro brand lending 500–15,000 in steps of 100 (the partners' own currency). */
export const EURO_LENDING: BrandLending = { currency: 'EUR', loan: { amount: { default: 3000, min: 500, max: 15_000, step: 100 } } };

/** PartnerOfferSource serving the reference offers of the partner asked for (for a 2500 loan in `brand`), or `answer` when set. */
export class FixedPartnerOfferSource implements PartnerOfferSource {
  answer: Result<PartnerOffers, LeadGatewayError> | null = null;

  constructor(private readonly brand: BrandLending = EURO_LENDING, private readonly requested = 2500) {}

  async offersFor(_leadId: string, partnerId: PartnerId) {
    if (this.answer) return this.answer;
    const partner = partnerById(partnerId)!;
    return ok({ partner: { id: partner.id, name: partner.name }, offers: partnerOffersFor(partner, this.requested, this.brand), consents: [...partner.consents] });
  }
}
