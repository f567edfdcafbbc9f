import type { UncheckedValidationError } from '../../domain/validation/ValidationError';
import type { TranslateFn } from './Translate';

// Intl objects are built once per locale (step changes must stay fast).
const numberFormats = new Map<string, Intl.NumberFormat>();
const regionNames = new Map<string, Intl.DisplayNames>();

function numberFormat(intlLocale: string): Intl.NumberFormat {
  let found = numberFormats.get(intlLocale);
  if (found === undefined) numberFormats.set(intlLocale, (found = new Intl.NumberFormat(intlLocale)));
  return found;
}

function regionName(code: string, intlLocale: string): string {
  let names = regionNames.get(intlLocale);
  if (names === undefined) regionNames.set(intlLocale, (names = new Intl.DisplayNames([intlLocale], { type: 'region' })));
  return names.of(code) ?? code;
}

/**
 * The applicant-facing text of a validation error (docs/architecture.md house rule 1: the ui maps each kind to
 * `validation>{kind}`). Numbers in the params are written the locale's way (20000 → "20.000" in es-ES) and a
 * `country` code becomes the country's name ("ES" → "España"). With `field` (its lead path), the field's own message
 * for the kind (`validation>fields>{field}>{kind}`) wins when the locale has one.
 */
export function validationMessage(t: TranslateFn, error: UncheckedValidationError, intlLocale: string, field?: string): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(error.params ?? {})) {
    if (typeof value === 'number') params[name] = numberFormat(intlLocale).format(value);
    else params[name] = name === 'country' && /^[A-Z]{2}$/.test(value) ? regionName(value, intlLocale) : value;
  }
  // The field's own message first (GOV.UK: "Introduzca su número de DNI o NIE"), the kind's generic one otherwise.
  const specific = field === undefined ? '' : t(`validation^validation>fields>${field}>${error.kind}`, params);
  return specific && !specific.includes(`${field}>${error.kind}`) ? specific : t(`validation^validation>${error.kind}`, params);
}
