/**
 * Length limits of a phone number (docs/validation-by-country.md "Phone numbers"), the same ones libphonenumber-js applies internally; held here so the ui
 * can cap its input and tests can pin them.
 */
export const PHONE_LIMITS = {
  /** Longest raw input accepted, in characters. */
  maxInputLength: 250,
  /** Longest country calling code, in digits. */
  maxCallingCodeDigits: 3,
  /** Shortest national significant number, in digits. */
  minNationalDigits: 2,
  /** Longest national significant number, in digits. */
  maxNationalDigits: 17,
  /** Longest extension, in digits. */
  maxExtensionDigits: 20,
} as const;
