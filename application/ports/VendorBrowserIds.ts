/** The ad vendors' own ids of this browser, as their scripts keep them. */
export interface VendorBrowserIdValues {
  /** Meta's browser id (`fb.1.{ms}.{random}`), from its `_fbp` cookie. */
  readonly fbp?: string;
  /** TikTok's browser id, from its `_ttp` cookie. */
  readonly ttp?: string;
}

/**
 * Reads the browser ids the Meta and TikTok scripts set once they run (after marketing consent), so the lead carries them
 * for the lender's server-side conversions (docs/click-ids-and-consent.md "Marketing ids follow consent"). Called only while
 * marketing consent is granted. Never throws: an id that is absent, empty or longer than 512 characters is left out.
 */
export interface VendorBrowserIds {
  /** The ids present now, case and content unaltered. */
  read(): VendorBrowserIdValues;
}
