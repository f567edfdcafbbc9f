import { describe, expect, it } from 'vitest';
import { CO_PACK } from '../../domain/country/co/coPack';
import { ES_PACK } from '../../domain/country/es/esPack';
import { MX_PACK } from '../../domain/country/mx/mxPack';
import { PH_PACK } from '../../domain/country/ph/phPack';
import { representativeExample, type RepresentativeExampleInput } from '../../domain/loan/representativeExample';
import { RepresentativeExample } from '../../ui/kit/RepresentativeExample';
import { renderWithT } from './support/renderWithT';

const exampleOf = (input: RepresentativeExampleInput) => {
  const result = representativeExample(input);
  if (!result.ok) throw new Error(result.error.field);
  return result.value;
};
const exampleRows = () =>
  [...document.querySelectorAll('.representative-example__row')].map((row) => [row.querySelector('dt')?.textContent?.replace(/\s/g, ' '), row.querySelector('dd')?.textContent?.replace(/\s/g, ' ')]);
const notes = () => [...document.querySelectorAll('.representative-example .hint')].map((note) => note.textContent?.replace(/\s/g, ' '));

describe('RepresentativeExample (docs/disclosure.md "Representative example", "Amount paid out and taxes")', () => {
  it('shows the docs/disclosure.md "Representative example" worked example for es-ES: the fee by name and amount, the amount paid out after it, the TAE under the pack\'s name, a total payable that includes the fee', () => {
    const example = exampleOf({ amount: 10_000, period: 36, periodScale: 'months', nominalAnnualRate: 0.08, openingFeeRate: 0.03 });
    renderWithT(<RepresentativeExample amount={10000} durationText="36 meses" openingFeeRate={0.03} example={example} rule={ES_PACK.aprDisclosure} apr={ES_PACK.aprDisclosure} intlLocale="es-ES" currency="EUR" />, 'es');
    expect(exampleRows()).toEqual([
      ['Cuota mensual', '313,36 €'],
      ['Última cuota', '313,51 €'],
      ['Importe total del crédito', '10.000 €'],
      ['Importe que recibe', '9700 €'],
      ['Duración', '36 meses'],
      ['Tipo deudor (TIN fijo)', '8,00 %'],
      ['Comisión de apertura (3,00 %)', '300 €'],
      ['Tasa anual equivalente (TAE)', '10,57 %'],
      ['Importe total adeudado', '11.581,11 €'],
    ]);
    expect(notes()).toEqual(['La comisión de apertura de 300 € se descuenta del importe al ingresárselo.']);
  });

  it('says nothing about a fee of 0: no fee row, no amount paid out, no note', () => {
    const example = exampleOf({ amount: 3000, period: 36, periodScale: 'months', nominalAnnualRate: 0.1099, openingFeeRate: 0 });
    renderWithT(<RepresentativeExample amount={3000} durationText="36 meses" openingFeeRate={0} example={example} rule={ES_PACK.aprDisclosure} apr={ES_PACK.aprDisclosure} intlLocale="es-ES" currency="EUR" />, 'es');
    const terms = exampleRows().map(([term]) => term ?? '');
    expect(terms.filter((term) => /comisión|recibe/i.test(term))).toEqual([]);
    expect(notes()).toEqual([]);
  });

  it('ph-pautang: "Amount financed" is the net ₱9,700 of ₱10,000 with the 3 % fee (Truth in Lending Act), the gross named as the principal', () => {
    const example = exampleOf({ amount: 10_000, period: 6, periodScale: 'months', nominalAnnualRate: 0.36, openingFeeRate: 0.03 });
    renderWithT(<RepresentativeExample amount={10000} durationText="6 months" openingFeeRate={0.03} example={example} rule={PH_PACK.aprDisclosure} apr={PH_PACK.aprDisclosure} intlLocale="en-PH" currency="PHP" />, 'ph');
    const rows = exampleRows();
    expect(rows).toContainEqual(['Amount financed', '₱9,700']);
    expect(rows).toContainEqual(['Loan amount (principal)', '₱10,000']);
    expect(rows).toContainEqual(['Processing fee (3.00%)', '₱300']);
    // The finance charge in pesos (interest ₱1,075.85 and the fee): the Truth in Lending Act names it.
    expect(rows).toContainEqual(['Finance charge', '₱1,375.85']);
    expect(notes()).toEqual(['The processing fee of ₱300 is deducted from the amount when it is released.']);
  });

  it('mx-presta: the total with IVA beside the total without it, and in words that the CAT excludes IVA', () => {
    const example = exampleOf({ amount: 10_000, period: 12, periodScale: 'months', nominalAnnualRate: 0.45, openingFeeRate: 0.05 });
    renderWithT(<RepresentativeExample amount={10000} durationText="12 meses" openingFeeRate={0.05} example={example} rule={MX_PACK.aprDisclosure} apr={MX_PACK.aprDisclosure} intlLocale="es-MX" currency="MXN" />, 'mx');
    const rows = exampleRows();
    expect(rows).toContainEqual(['Monto que recibe', '$9,500']);
    expect(rows.slice(-3)).toEqual([
      ['Total a pagar sin IVA', '$13,101.48'],
      ['IVA (16.00%)', '$496.24'],
      ['Total a pagar con IVA', '$13,597.72'],
    ]);
    expect(notes()).toEqual([
      'La comisión por apertura de $500 se descuenta del monto al depositárselo.',
      'El CAT no incluye el IVA (16.00%) que se cobra sobre los intereses y la comisión por apertura.',
      'CAT sin IVA. Para fines informativos y de comparación.',
    ]);
  });

  it('mx-express: one payment over 15 days, the CAT with the words CONDUSEF requires beside it, IVA on the interest only (no fee)', () => {
    const example = exampleOf({ amount: 15_000, period: 15, periodScale: 'days', nominalAnnualRate: 0.9, openingFeeRate: 0 });
    renderWithT(<RepresentativeExample amount={15000} durationText="15 días" openingFeeRate={0} example={example} rule={MX_PACK.aprDisclosure} apr={MX_PACK.aprDisclosure} intlLocale="es-MX" currency="MXN" />, 'mx');
    const rows = exampleRows();
    expect(rows[0]).toEqual(['Pago único', '$15,554.79']);
    expect(rows.map(([term]) => term)).not.toContain('Cuota mensual');
    expect(rows).toContainEqual(['Costo Anual Total (CAT)', '142.00%']);
    // Interest 554.79 × 16 % = 88.77; 15 554.79 + 88.77 = 15 643.56.
    expect(rows.slice(-2)).toEqual([
      ['IVA (16.00%)', '$88.77'],
      ['Total a pagar con IVA', '$15,643.56'],
    ]);
    expect(notes()).toEqual(['El CAT no incluye el IVA (16.00%) que se cobra sobre los intereses.', 'CAT sin IVA. Para fines informativos y de comparación.']);
  });

  it('co: the E.A. with its monthly equivalent rate (docs/disclosure.md "Per country")', () => {
    const example = exampleOf({ amount: 10_000, period: 36, periodScale: 'months', nominalAnnualRate: 0.08, openingFeeRate: 0 });
    renderWithT(<RepresentativeExample amount={10000} durationText="36 meses" openingFeeRate={0} example={example} rule={CO_PACK.aprDisclosure} apr={CO_PACK.aprDisclosure} intlLocale="es-CO" currency="COP" />, 'co');
    const rows = exampleRows();
    expect(rows).toContainEqual(['Tasa efectiva anual (E.A.)', '8,30%']);
    expect(rows).toContainEqual(['Tasa efectiva mensual', '0,67%']);
  });
});
