import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loanPricingFor } from '../../../ui/pages/loanPricing';
import { LoanModal } from '../../../ui/pages/LoanModal';
import { LoanSelectionStore } from '../../../ui/stores/LoanSelectionStore';
import { aBrand } from '../../support/leadMother';
import { TranslateProvider } from '../../../ui/kit/Translate';
import { keyFallbackT } from '../support/renderWithT';

const keys = { title: 'common^loan>amount', hint: 'common^loan>noSuchHint' } as never;
const rowsText = () => [...document.querySelectorAll('.representative-example__row')].map((row) => row.textContent?.replace(/\s/g, ' '));

describe('LoanModal: pressing Continue', () => {
  it('starts no load that could grow the dialog between press and release (the click would land beside the button)', () => {
    // Another country than the test below, so its pricing module is untouched here.
    const loan = new LoanSelectionStore(aBrand({ country: 'MX' } as never), {});
    const closed: string[] = [];
    render(
      <TranslateProvider t={keyFallbackT('es')}>
        <LoanModal loan={loan} open onClose={() => closed.push('closed')} intlLocale="es-MX" currency="MXN" keys={keys} />
      </TranslateProvider>,
    );
    const button = document.getElementById('loan-modal-continue') as HTMLElement;
    fireEvent.pointerDown(button);
    fireEvent.keyDown(button, { key: 'Enter' });
    // No load under way: an idle module's settled() is the one resolved promise every idle module shares.
    expect(loanPricingFor('MX').settled()).toBe(loanPricingFor('PH').settled());
    fireEvent.click(button);
    expect(closed).toEqual(['closed']);
  });
});

describe('LoanModal: the representative example (docs/disclosure.md "Representative example"; issue 15 "what is agreed is shown")', () => {
  it('loads nothing before the applicant moves (first-step budget), then shows the fee, the amount paid out after it, the TAE under the pack\'s name and a total that includes the fee', async () => {
    // Its own brand country (ES); the pricing module is per country and loads once per test file.
    const loan = new LoanSelectionStore(aBrand(), {});
    render(
      <TranslateProvider t={keyFallbackT('es')}>
        <LoanModal loan={loan} open onClose={() => undefined} intlLocale="es-ES" currency="EUR" keys={keys} />
      </TranslateProvider>,
    );
    expect(loanPricingFor('ES').current()).toBeUndefined();
    expect(document.querySelector('.representative-example')).toBeNull();
    fireEvent.pointerDown(screen.getAllByRole('slider')[0] as HTMLElement);
    await waitFor(() => expect(document.querySelector('.representative-example')).not.toBeNull(), { timeout: 10_000 });
    // es-vehicle default: 2 500 € at 8.99 % over 60 months with its 3 % opening fee.
    expect(rowsText()).toEqual([
      'Cuota mensual51,88 €',
      'Última cuota52,16 €',
      'Importe total del crédito2500 €',
      'Importe que recibe2425 €',
      'Duración60 meses',
      'Tipo deudor (TIN fijo)8,99 %',
      'Comisión de apertura (3,00 %)75 €',
      'Tasa anual equivalente (TAE)10,81 %',
      'Importe total adeudado3188,08 €',
    ]);
    expect(document.querySelector('.representative-example .hint')?.textContent?.replace(/\s/g, ' ')).toBe('La comisión de apertura de 75 € se descuenta del importe al ingresárselo.');
  });
});
