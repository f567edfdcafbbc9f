import type { ApplicationResult } from '../../domain/lead/ApplicationResult';

/** Where a lead stands: its progress state and result. */
export interface Outcome {
  readonly progressState: number;
  readonly application: ApplicationResult;
}

/** What the engine decided on submit, the rule that fired, and for offer-stage/checking leads what follows. */
export interface Decision extends Outcome {
  readonly rule: string;
  /** The outcome once the offer-stage step is done or the checking polls are over. */
  readonly then?: Outcome;
}
