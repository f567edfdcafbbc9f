import type { CountryOption } from '../CountryPack';

/** The 32 federal entities, coded as in the CURP (docs/validation-by-country.md "National ids"), and the postal-code prefixes of each (docs/validation-by-country.md "Postal codes"). */
const STATES: ReadonlyArray<readonly [code: string, name: string, fromPrefix: number, toPrefix: number]> = [
  ['DF', 'Ciudad de México', 1, 16], ['AS', 'Aguascalientes', 20, 20], ['BC', 'Baja California', 21, 22],
  ['BS', 'Baja California Sur', 23, 23], ['CC', 'Campeche', 24, 24], ['CL', 'Coahuila', 25, 27], ['CM', 'Colima', 28, 28],
  ['CS', 'Chiapas', 29, 30], ['CH', 'Chihuahua', 31, 33], ['DG', 'Durango', 34, 35], ['GT', 'Guanajuato', 36, 38],
  ['GR', 'Guerrero', 39, 41], ['HG', 'Hidalgo', 42, 43], ['JC', 'Jalisco', 44, 49], ['MC', 'Estado de México', 50, 57],
  ['MN', 'Michoacán', 58, 61], ['MS', 'Morelos', 62, 62], ['NT', 'Nayarit', 63, 63], ['NL', 'Nuevo León', 64, 67],
  ['OC', 'Oaxaca', 68, 71], ['PL', 'Puebla', 72, 75], ['QT', 'Querétaro', 76, 76], ['QR', 'Quintana Roo', 77, 77],
  ['SP', 'San Luis Potosí', 78, 79], ['SL', 'Sinaloa', 80, 82], ['SR', 'Sonora', 83, 85], ['TC', 'Tabasco', 86, 86],
  ['TS', 'Tamaulipas', 87, 89], ['TL', 'Tlaxcala', 90, 90], ['VZ', 'Veracruz', 91, 96], ['YN', 'Yucatán', 97, 97],
  ['ZS', 'Zacatecas', 98, 99],
];

/** Everyday and official long names applicants type for a state (checkAddressConsistency accepts them). */
const STATE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  DF: ['CDMX', 'Distrito Federal', 'México DF'],
  MC: ['Edomex', 'México'],
  CL: ['Coahuila de Zaragoza'],
  MN: ['Michoacán de Ocampo'],
  VZ: ['Veracruz de Ignacio de la Llave'],
};

const optionOf = (code: string, name: string): CountryOption => ({ code, name, ...(STATE_ALIASES[code] ? { aliases: STATE_ALIASES[code] } : {}) });

/** The states as select options (value: CURP state code). */
export const MX_STATES: readonly CountryOption[] = STATES.map(([code, name]) => optionOf(code, name));

/** The state of a 5-digit postal code by its first two digits (docs/validation-by-country.md "Postal codes"), or null for 00 and 17–19. */
export function mxStateOfPostalCode(postalCode: string): CountryOption | null {
  if (!/^\d{5}$/.test(postalCode)) return null;
  const prefix = Number(postalCode.slice(0, 2));
  const state = STATES.find(([, , from, to]) => prefix >= from && prefix <= to);
  return state ? optionOf(state[0], state[1]) : null;
}
