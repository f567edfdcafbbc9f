import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../../../domain/brand/BrandConfigSchema';
import type { Lead } from '../../../domain/lead/LeadSchema';
import { partnerForState } from '../../../domain/offer/partners/partnerOffers';
import { formatMoney } from '../../../ui/kit/formatMoney';
import { shippedBrand } from '../../support/shippedBrand';
import { FixedPartnerOfferSource } from '../../support/SpyOfferStagePorts';
import { renderApp } from './renderApp';

const PL = shippedBrand('pl-pozyczka');
const VN = shippedBrand('vn-vaynhanh');
const PESEL_ON_FILE = '02220703523';

/** The app on `route` for a saved lead of `brand` holding `held`, waiting at `state`. */
const leadAt = (brand: BrandConfig, route: string, state: number, phoneNumber: string, held: Lead, modules: ContainerModule[] = []) =>
  renderApp(
    route,
    brand,
    async ({ stores, gateway }) => {
      const contact = { contactDetails: { email: 'anna@example.com', phoneNumber }, generalPolicies: true, amount: brand.loan.amount.default };
      await stores.funnel.saveStep('initial-details', contact);
      // The save goes out behind the applicant (issue 14): confirmed before the test goes on.
      await stores.funnel.saves?.flush();
      const id = stores.funnel.lead.id ?? '';
      gateway.seed({ ...contact, ...held, id }, state, { status: 'offer-stage' });
      // The funnel takes the lead and state the API answers, as at start-up (sensitive answers in memory only).
      await stores.funnel.resume(id);
    },
    { modules },
  );

const field = (name: string) => document.getElementById(`f-${name.replace(/\./g, '-')}`) as HTMLInputElement | null;

describe('offer-stage screens start from what the lead holds (issue 22 item 6)', () => {
  it('/wniosek shows the PESEL and id card on file; a different PESEL refused by the API is told on its field in the brand\'s words', async () => {
    const { gateway } = await leadAt(PL, '/wniosek', 33, '+48512345678', { personalDetails: { personalCode: PESEL_ON_FILE }, otherDetails: { idCardNumber: 'ABA300000' } });
    await waitFor(() => expect(field('personalDetails.personalCode')?.value).toBe(PESEL_ON_FILE));
    expect(field('otherDetails.idCardNumber')?.value).toBe('ABA300000');
    expect(field('personalDetails.mothersMaidenName')?.value).toBe('');

    fireEvent.change(field('personalDetails.personalCode')!, { target: { value: '44051401359' } });
    fireEvent.change(field('personalDetails.mothersMaidenName')!, { target: { value: 'Kowalska' } });
    gateway.failNext('submitOfferStageStep', {
      kind: 'Validation',
      status: 422,
      fieldErrors: [{ field: 'personalDetails.personalCode', code: 'NationalIdMismatch', message: 'differs from the national id on file' }],
    });
    fireEvent.click(screen.getByRole('button', { name: /continue/i }));
    const input = field('personalDetails.personalCode')!;
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(input.getAttribute('aria-describedby')?.split(' ').find((id) => id.includes('error')) ?? '');
    expect(message?.textContent).toContain('NationalIdMismatch');
    expect((await screen.findByRole('alert')).textContent).toContain('NationalIdMismatch');
  });

  it('/marital-details starts from the family situation the funnel asked', async () => {
    await leadAt(PL, '/marital-details', 23, '+48512345678', { otherDetails: { maritalStatus: 'MARRIED', numberOfDependants: 2 } });
    await waitFor(() => expect(field('otherDetails.numberOfDependants')?.value).toBe('2'));
    const married = document.querySelector<HTMLInputElement>('input[name="otherDetails.maritalStatus"][value="MARRIED"]') ?? document.querySelector<HTMLSelectElement>('select#f-otherDetails-maritalStatus');
    expect(married instanceof HTMLInputElement ? married.checked : married?.value === 'MARRIED').toBe(true);
  });

  it('/cnp on a Spanish lead does not show the DNI on file as a CNP', async () => {
    await leadAt(shippedBrand('es-personal'), '/cnp', 28, '+34612345678', { personalDetails: { personalCode: '12345678Z' } });
    await waitFor(() => expect(field('personalDetails.personalCode')).not.toBeNull());
    expect(field('personalDetails.personalCode')?.value).toBe('');
  });

  it('a Vietnamese applicant asking 10,000,000 ₫ is shown the partner\'s offer in dong, at that amount', async () => {
    const advanzia = partnerForState(29)!;
    const source = new ContainerModule(({ bind }) => {
      bind(Symbol.for('PartnerOfferSource')).toConstantValue(new FixedPartnerOfferSource(VN, 10_000_000));
    });
    await leadAt(VN, advanzia.route, 29, '+84912345678', { amount: 10_000_000 }, [source]);
    const amount = formatMoney(10_000_000, VN.intlLocale, VN.currency);
    const figures = () => [...document.querySelectorAll('.summary-list__value')].map((value) => value.textContent ?? '');
    await waitFor(() => expect(figures()[0]).toBe(amount));
    expect(amount).toContain('₫');
    expect(document.body.textContent).not.toContain(formatMoney(10_000, VN.intlLocale, VN.currency));
  });
});
