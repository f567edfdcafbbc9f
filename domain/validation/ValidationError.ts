/**
 * What a validator can say is wrong, as a typed kind (spec §5). The domain holds no user-facing text:
 * the ui maps each kind to the translation key `validation>{kind}` (params fill the message's placeholders).
 */
export type ValidationErrorKind =
  | 'Required'
  | 'InvalidFormat'
  | 'TooLong'
  | 'BelowMinimum'
  | 'AboveMaximum'
  | 'NotAStep'
  | 'InvalidChecksum'
  | 'UnknownProvince'
  | 'PhoneNotANumber'
  | 'PhoneTooShort'
  | 'PhoneTooLong'
  | 'PhoneInvalidLength'
  | 'PhoneInvalidCountry'
  | 'PhoneNotValid'
  /** A valid number that is not a mobile where SMS verification needs one (country-rules.md §1.4). */
  | 'PhoneNotMobile'
  | 'InvalidDate'
  | 'DateInFuture'
  | 'DateInPast'
  | 'TooYoung'
  | 'TooOld'
  | 'MustBeAccepted'
  | 'NotAnOption'
  /**
   * The ui could not load the code that checks this answer (a chunk failed on a flaky network; first-step budget): nothing
   * was judged, the applicant keeps the answer and Continue tries again. Never produced by the domain validators.
   */
  | 'CheckUnavailable';

export interface ValidationError {
  readonly kind: ValidationErrorKind;
  /** Placeholder values for the message, e.g. `{ min: 1000, max: 20000, step: 100 }`. */
  readonly params?: Readonly<Record<string, string | number>>;
}
