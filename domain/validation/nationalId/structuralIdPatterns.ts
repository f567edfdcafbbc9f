/**
 * National identifiers that carry no published check digit, checked for shape only (country-rules.md):
 * Colombian cédula de ciudadanía 6–10 digits (§4.1, no DV), Vietnamese CCCD 12 digits (§7.1; every 4th digit is a valid
 * century/sex code, and the old 9-digit CMND is no longer accepted), Philippine PhilSys Card Number 16 digits
 * (§8.1: businesses collect the PCN, never the confidential PSN).
 */
export const STRUCTURAL_ID_PATTERNS = {
  CO: /^\d{6,10}$/,
  VN: /^\d{12}$/,
  PH: /^\d{16}$/,
} as const;
