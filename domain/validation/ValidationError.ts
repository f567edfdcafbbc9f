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
  /** An identifier of the wrong length: params { length } (exact length expected). */
  | 'WrongLength'
  /** An identifier of the wrong length: params { min, max } characters expected. */
  | 'LengthOutOfRange'
  /** The birth date an identifier encodes (PESEL, CNP, CURP, RFC) does not exist. */
  | 'InvalidIdDate'
  /** The region / county / province code inside an identifier is not a real one (CNP county, CCCD province). */
  | 'UnknownRegionCode'
  /** An IBAN of another country than the brand's: params { country } expected. */
  | 'WrongCountry'
  /** A bank code (CLABE's first 3 digits) that names no known bank. */
  | 'UnknownBank'
  /** The date of birth contradicts the birth date inside the national id; set on both fields. */
  | 'BirthDateMismatch'
  | 'UnknownProvince'
  /** The province (region) is not the one the postal code belongs to: params { region } names the right one. */
  | 'RegionMismatch'
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
  /** Under the minimum age (params { min }), from the date of birth or the birth date inside the national id. */
  | 'TooYoung'
  | 'TooOld'
  | 'MustBeAccepted'
  | 'NotAnOption'
  /** An email address at a disposable-mail domain, refused by the API: the applicant must stay reachable (issue 15 item 5). */
  | 'DisposableDomain'
  /** A national id other than the one the application holds, sent on a partner's screen (domain/offer/answersOnFile.ts). */
  | 'NationalIdMismatch'
  /**
   * The ui could not load the code that checks this answer (a chunk failed on a flaky network; first-step budget): nothing
   * was judged, the applicant keeps the answer and Continue tries again. The domain validators produce it only when the
   * brand's country pack has not loaded (createDeferredFieldValidators).
   */
  | 'CheckUnavailable';

export interface ValidationError {
  readonly kind: ValidationErrorKind;
  /** Placeholder values for the message, e.g. `{ min: 1000, max: 20000, step: 100 }`. */
  readonly params?: Readonly<Record<string, string | number>>;
}
