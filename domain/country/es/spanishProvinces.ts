/**
 * Spanish provinces by postal-code prefix 01–52 with their ISO 3166-2:ES key (docs/validation-by-country.md "Postal codes"). The prefix is
 * the province of the sorting office, which can differ from the legal province (e.g. one 26xxx code is in Soria).
 */
export interface SpanishProvince {
  readonly prefix: string;
  readonly name: string;
  readonly key: string;
  /** Names in everyday use besides `name` (the other official language, the former Castilian form). */
  readonly aliases?: readonly string[];
}

export const SPANISH_PROVINCES: readonly SpanishProvince[] = [
  { prefix: '01', name: 'Álava / Araba', key: 'VI' },
  { prefix: '02', name: 'Albacete', key: 'AB' },
  { prefix: '03', name: 'Alicante / Alacant', key: 'A' },
  { prefix: '04', name: 'Almería', key: 'AL' },
  { prefix: '05', name: 'Ávila', key: 'AV' },
  { prefix: '06', name: 'Badajoz', key: 'BA' },
  { prefix: '07', name: 'Illes Balears', key: 'PM', aliases: ['Baleares', 'Islas Baleares'] },
  { prefix: '08', name: 'Barcelona', key: 'B' },
  { prefix: '09', name: 'Burgos', key: 'BU' },
  { prefix: '10', name: 'Cáceres', key: 'CC' },
  { prefix: '11', name: 'Cádiz', key: 'CA' },
  { prefix: '12', name: 'Castellón / Castelló', key: 'CS', aliases: ['Castellón de la Plana'] },
  { prefix: '13', name: 'Ciudad Real', key: 'CR' },
  { prefix: '14', name: 'Córdoba', key: 'CO' },
  { prefix: '15', name: 'A Coruña', key: 'C', aliases: ['La Coruña', 'Coruña'] },
  { prefix: '16', name: 'Cuenca', key: 'CU' },
  { prefix: '17', name: 'Girona', key: 'GI', aliases: ['Gerona'] },
  { prefix: '18', name: 'Granada', key: 'GR' },
  { prefix: '19', name: 'Guadalajara', key: 'GU' },
  { prefix: '20', name: 'Gipuzkoa', key: 'SS', aliases: ['Guipúzcoa'] },
  { prefix: '21', name: 'Huelva', key: 'H' },
  { prefix: '22', name: 'Huesca', key: 'HU' },
  { prefix: '23', name: 'Jaén', key: 'J' },
  { prefix: '24', name: 'León', key: 'LE' },
  { prefix: '25', name: 'Lleida', key: 'L', aliases: ['Lérida'] },
  { prefix: '26', name: 'La Rioja', key: 'LO' },
  { prefix: '27', name: 'Lugo', key: 'LU' },
  { prefix: '28', name: 'Madrid', key: 'M', aliases: ['Comunidad de Madrid'] },
  { prefix: '29', name: 'Málaga', key: 'MA' },
  { prefix: '30', name: 'Murcia', key: 'MU', aliases: ['Región de Murcia'] },
  { prefix: '31', name: 'Navarra', key: 'NA', aliases: ['Nafarroa'] },
  { prefix: '32', name: 'Ourense', key: 'OR', aliases: ['Orense'] },
  { prefix: '33', name: 'Asturias', key: 'O', aliases: ['Principado de Asturias'] },
  { prefix: '34', name: 'Palencia', key: 'P' },
  { prefix: '35', name: 'Las Palmas', key: 'GC', aliases: ['Gran Canaria'] },
  { prefix: '36', name: 'Pontevedra', key: 'PO' },
  { prefix: '37', name: 'Salamanca', key: 'SA' },
  { prefix: '38', name: 'Santa Cruz de Tenerife', key: 'TF', aliases: ['Tenerife'] },
  { prefix: '39', name: 'Cantabria', key: 'S' },
  { prefix: '40', name: 'Segovia', key: 'SG' },
  { prefix: '41', name: 'Sevilla', key: 'SE' },
  { prefix: '42', name: 'Soria', key: 'SO' },
  { prefix: '43', name: 'Tarragona', key: 'T' },
  { prefix: '44', name: 'Teruel', key: 'TE' },
  { prefix: '45', name: 'Toledo', key: 'TO' },
  { prefix: '46', name: 'Valencia / València', key: 'V' },
  { prefix: '47', name: 'Valladolid', key: 'VA' },
  { prefix: '48', name: 'Bizkaia', key: 'BI', aliases: ['Vizcaya'] },
  { prefix: '49', name: 'Zamora', key: 'ZA' },
  { prefix: '50', name: 'Zaragoza', key: 'Z' },
  { prefix: '51', name: 'Ceuta', key: 'CE' },
  { prefix: '52', name: 'Melilla', key: 'ML' },
];

/** The province of a 5-digit Spanish postal code by its prefix (docs/validation-by-country.md "Postal codes"), or null for 00 and 53–99. */
export function provinceForPostalCode(postalCode: string): SpanishProvince | null {
  if (!/^\d{5}$/.test(postalCode)) return null;
  return SPANISH_PROVINCES.find((province) => postalCode.startsWith(province.prefix)) ?? null;
}
