import { AsYouType } from 'libphonenumber-js/core';
import type { Country } from '../brand/BrandConfigSchema';
import { PHONE_LIMITS } from './phoneLimits';
import { PHONE_METADATA } from './phoneMetadata';

/**
 * Formats a partly typed phone number the way the country writes it ("612345678" → "612 34 56 78" for ES), for the
 * phone input of the ui. The input passes only the characters that count, its separators removed
 * (ui/kit/formatAsTyped.ts, docs/formatted-input.md): AsYouType gives up on some written forms such as "(+49) 170".
 * Input longer than the 250-character limit is returned unchanged. Never throws.
 */
export function formatAsYouType(input: string, country: Country): string {
  if (input.length > PHONE_LIMITS.maxInputLength) return input;
  return new AsYouType(country, PHONE_METADATA).input(input);
}
