import type { CountryOption, PayoutOption } from '../../domain/country/CountryPack';

/** The 16 regions (ISO 3166-2:CL codes). The postal code does not name them. */
export const CL_REGIONS: readonly CountryOption[] = [
  ['CL-AP', 'Arica y Parinacota'], ['CL-TA', 'Tarapacá'], ['CL-AN', 'Antofagasta'], ['CL-AT', 'Atacama'], ['CL-CO', 'Coquimbo'],
  ['CL-VS', 'Valparaíso'], ['CL-RM', 'Metropolitana de Santiago'], ['CL-LI', "Libertador General Bernardo O'Higgins"],
  ['CL-ML', 'Maule'], ['CL-NB', 'Ñuble'], ['CL-BI', 'Biobío'], ['CL-AR', 'La Araucanía'], ['CL-LR', 'Los Ríos'],
  ['CL-LL', 'Los Lagos'], ['CL-AI', 'Aysén del General Carlos Ibáñez del Campo'], ['CL-MA', 'Magallanes y de la Antártica Chilena'],
].map(([code, name]) => ({ code: code ?? '', name: name ?? '' }));

/** Banks a loan can be paid into, by their code in the Chilean clearing (a CuentaRUT is a BancoEstado account). */
export const CL_BANKS: readonly PayoutOption[] = [
  ['001', 'Banco de Chile'], ['009', 'Banco Internacional'], ['012', 'BancoEstado'], ['014', 'Scotiabank Chile'],
  ['016', 'Banco de Crédito e Inversiones (BCI)'], ['028', 'Banco BICE'], ['037', 'Banco Santander Chile'], ['039', 'Banco Itaú Chile'],
  ['049', 'Banco Security'], ['051', 'Banco Falabella'], ['053', 'Banco Ripley'], ['055', 'Banco Consorcio'],
].map(([code, name]): PayoutOption => ({ code: code ?? '', name: name ?? '', kind: 'bank' }));
