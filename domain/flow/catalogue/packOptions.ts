import type { CountryOption, CountryPack } from '../../country/CountryPack';
import type { FieldDefinition } from '../FlowDefinition';

/** The pack's list behind each pack-backed choice of the catalogue, by lead path (the server checks the same lists). */
const PACK_LISTS: Readonly<Record<string, (pack: CountryPack) => readonly (CountryOption | string)[]>> = {
  'personalDetails.idDocumentType': (pack) => pack.idDocumentTypes,
  'incomeDetails.bankCode': (pack) => pack.payoutOptions,
  'incomeDetails.bankAccountType': (pack) => pack.bankAccountTypes,
  'contactDetails.province': (pack) => pack.regions,
};

/**
 * `field` with its options from the brand country's pack where the pack owns the list (banks, regions, document
 * types, account types): codes as values, proper names shown untranslated (account types stay translated by value).
 * A text field (the Spanish province, filled from the postal code) is left as it is.
 */
export function withPackOptions(field: FieldDefinition, pack: CountryPack): FieldDefinition {
  const list = PACK_LISTS[field.name];
  if (!list || (field.control !== 'select' && field.control !== 'radio')) return field;
  const entries = list(pack);
  const options = entries.map((entry) => (typeof entry === 'string' ? entry : entry.code));
  const named = entries.filter((entry): entry is CountryOption => typeof entry !== 'string');
  return {
    ...field,
    options,
    ...(named.length > 0 ? { optionNames: Object.fromEntries(named.map((entry) => [entry.code, entry.name])) } : {}),
  };
}
