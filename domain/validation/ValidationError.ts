/**
 * What a validator can say is wrong, as a typed kind (docs/validation-by-country.md "How a field is checked"). The domain holds no user-facing text:
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
  /** The tax id contradicts the national id it is derived from (MX: the RFC's letters or birth date are not the CURP's). */
  | 'TaxIdMismatch'
  | 'UnknownProvince'
  /** The province (region) is not the one the postal code belongs to: params { region } names the right one. */
  | 'RegionMismatch'
  | 'PhoneNotANumber'
  | 'PhoneTooShort'
  | 'PhoneTooLong'
  | 'PhoneInvalidLength'
  | 'PhoneInvalidCountry'
  | 'PhoneNotValid'
  /** A valid number that is not a mobile where SMS verification needs one (docs/validation-by-country.md "Phone numbers"). */
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

/**
 * The placeholders each kind's message has in every locale (a test renders every message of every locale with them):
 * a kind listed here cannot be made without its values, so no message shows a raw `{{placeholder}}`.
 */
export interface ValidationParams {
  readonly TooLong: { readonly max: number };
  readonly BelowMinimum: { readonly min: number };
  readonly AboveMaximum: { readonly max: number };
  readonly NotAStep: { readonly step: number };
  readonly WrongLength: { readonly length: number };
  readonly LengthOutOfRange: { readonly min: number; readonly max: number };
  readonly WrongCountry: { readonly country: string };
  readonly RegionMismatch: { readonly region: string };
  readonly PhoneInvalidCountry: { readonly country: string };
  readonly TooYoung: { readonly min: number };
  readonly TooOld: { readonly max: number };
}

/** What is wrong with an answer: its kind and, for a kind with placeholders, their values (ValidationParams). */
export type ValidationError = {
  readonly [K in ValidationErrorKind]: K extends keyof ValidationParams
    ? { readonly kind: K; readonly params: ValidationParams[K] & Readonly<Record<string, string | number>> }
    : { readonly kind: K; readonly params?: Readonly<Record<string, string | number>> };
}[ValidationErrorKind];

/** A problem as it arrives from elsewhere (the API's 422, stored errors): a kind whose params were not checked here. */
export interface UncheckedValidationError {
  readonly kind: ValidationErrorKind;
  readonly params?: Readonly<Record<string, string | number>>;
}
