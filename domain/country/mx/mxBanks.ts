import type { PayoutOption } from '../CountryPack';

/**
 * Banks by their CLABE bank code (first 3 digits; docs/validation-by-country.md "Bank accounts", S2 `mx/banks.ts`, Banxico list as of 2017)
 * plus Nu México (638, formerly Akala) and Mercado Pago (722). Option values are the 3-digit codes.
 */
export const MX_BANKS: readonly PayoutOption[] = [
  ['002', 'Banamex'], ['006', 'Bancomext'], ['009', 'Banobras'], ['012', 'BBVA México'], ['014', 'Santander'],
  ['019', 'Banjército'], ['021', 'HSBC'], ['030', 'Banco del Bajío'], ['032', 'IXE'], ['036', 'Inbursa'],
  ['037', 'Interacciones'], ['042', 'Mifel'], ['044', 'Scotiabank'], ['058', 'Banregio'], ['059', 'Invex'],
  ['060', 'Bansi'], ['062', 'Afirme'], ['072', 'Banorte'], ['102', 'ABN AMRO'], ['103', 'American Express'],
  ['106', 'Bank of America'], ['108', 'MUFG (Tokyo)'], ['110', 'J.P. Morgan'], ['112', 'Monex'], ['113', 'Ve por Más'],
  ['116', 'ING'], ['124', 'Deutsche Bank'], ['126', 'Credit Suisse'], ['127', 'Banco Azteca'], ['128', 'Autofin'],
  ['129', 'Barclays'], ['130', 'Compartamos'], ['131', 'Banco Famsa'], ['132', 'Multiva'], ['133', 'Actinver'],
  ['134', 'Walmart Adelante'], ['135', 'Nafin'], ['136', 'Intercam Banco'], ['137', 'BanCoppel'], ['138', 'ABC Capital'],
  ['139', 'UBS'], ['140', 'Consubanco'], ['141', 'Volkswagen Bank'], ['143', 'CIBanco'], ['145', 'Banco Base'],
  ['147', 'Bankaool'], ['148', 'PagaTodo'], ['150', 'Inmobiliario Mexicano'], ['152', 'Bancrea'], ['156', 'Sabadell'],
  ['166', 'Banco del Bienestar'], ['168', 'Hipotecaria Federal'], ['600', 'Monex CB'], ['601', 'GBM'], ['602', 'Masari'],
  ['605', 'Value'], ['608', 'Vector'], ['610', 'B y B'], ['614', 'Accival'], ['616', 'Finamex'], ['617', 'Valmex'],
  ['618', 'Única'], ['619', 'MAPFRE'], ['620', 'Profuturo'], ['621', 'Actinver CB'], ['623', 'Skandia'],
  ['626', 'Deutsche Securities'], ['627', 'Zurich'], ['628', 'Zurich Vida'], ['630', 'Intercam CB'], ['631', 'CI Bolsa'],
  ['634', 'Fincomún'], ['636', 'HDI Seguros'], ['637', 'OrderExpress'], ['638', 'Nu México'], ['640', 'J.P. Morgan CB'],
  ['642', 'Reforma'], ['646', 'STP'], ['647', 'Telecomm'], ['648', 'Evercore'], ['651', 'Seguros Monterrey'],
  ['652', 'Asea'], ['653', 'Kuspit'], ['655', 'Sofiexpress'], ['656', 'Unagra'], ['659', 'Opciones Empresariales del Noroeste'],
  ['670', 'Libertad'], ['722', 'Mercado Pago'], ['846', 'STP (SPEI)'], ['901', 'CLS Bank'], ['902', 'Indeval'],
].map(([code, name]) => ({ code: code ?? '', name: name ?? '', kind: 'bank' as const }));

/** The CLABE bank codes, for incomeDetails.bankCode select options. */
export const MX_BANK_CODES: readonly string[] = MX_BANKS.map((bank) => bank.code);
