import type { LoadPartnerOffers } from '../../application/usecases/LoadPartnerOffers';
import type { StartBankConnection } from '../../application/usecases/StartBankConnection';
import type { SubmitOfferStep } from '../../application/usecases/SubmitOfferStep';
import type { UploadIdDocument } from '../../application/usecases/UploadIdDocument';
import type { UseCase } from '../../application/usecases/UseCase';

/**
 * The use cases of the id upload, bank connection and partner offer screens (docs/states-and-routes.md "Application states": states 9, 17–19, 29, 30,
 * 36–42; issue 12), part of the offer stage's services (AppServices `offerStage`), so they load with its chunk.
 */
export interface PartnerScreenServices {
  readonly uploadIdDocument: UseCase<UploadIdDocument>;
  readonly startBankConnection: UseCase<StartBankConnection>;
  readonly loadPartnerOffers: UseCase<LoadPartnerOffers>;
  /** Confirms the uploaded document (`documentId`), exchanges the bank's code (`account`), records a partner choice. */
  readonly submitOfferStep: UseCase<SubmitOfferStep>;
}
