/**
 * A SHA-256 function: the hex digest (64 lowercase characters) of the UTF-8 text. Production passes the Hasher
 * port's `sha256Hex` (docs/click-ids-and-consent.md "Tracking identity": "Decision: hashing uses Web Crypto … behind a Hasher port").
 */
export type Sha256 = (text: string) => Promise<string>;
