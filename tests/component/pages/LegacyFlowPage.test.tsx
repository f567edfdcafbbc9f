import { join } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadBrand } from '../../../server/loadBrand';
import { stylesheetsLoad } from '../support/stylesheetsLoad';
import { renderApp } from './renderApp';

stylesheetsLoad();

const DE_KREDIT = loadBrand(join(process.cwd(), 'brands'), 'de-kredit');

type Fixture = Parameters<NonNullable<Parameters<typeof renderApp>[2]>>[0];

const LOAN_INFORMATION = { contactDetails: { email: 'max@example.de', phoneNumber: '+4915123456789' }, generalPolicies: true, amount: 5000, period: 48 };
const PERSONAL_DETAILS = {
  personalDetails: { firstName: 'Jürgen', lastName: 'Müller', dateOfBirth: '1985-06-15' },
  otherDetails: { cityOfBirth: 'Hamburg', citizenship: 'DE', maritalStatus: 'SINGLE', numberOfDependants: 0 },
};
/** The pages after the personal details, each with its required answers (brands/de-kredit/brand.json legacyFlow). */
const LATER_PAGES: ReadonlyArray<readonly [string, object]> = [
  ['contact-details', { contactDetails: { postalCode: '10115', city: 'Berlin', street: 'Invalidenstraße', houseNumber: '10' }, otherDetails: { housingTenure: 'OWNER' } }],
  ['income-details', { incomeDetails: { incomeSource: 'EMPLOYED_PERMANENT', monthlyIncome: 2800 }, expenses: { monthlyExpenses: 800, creditCommitments: false } }],
  ['other-information', { otherDetails: { loanPurpose: 'OTHER', isPoliticallyExposed: false, connectedToPep: false }, incomeDetails: { iban: 'DE89370400440532013000' } }],
  ['reference-information', { referenceDetails: { type: 'FRIEND', name: 'Erika Mustermann', phoneNumber: '+4915198765432' } }],
];

/** The first page saved (the lead exists), then the personal details when `withPersonal`, then every later page when `everyPage`. */
const prepared = (withPersonal: boolean, everyPage = false) => async ({ stores }: Fixture) => {
  await stores.funnel.saveStep('loan-information', LOAN_INFORMATION);
  if (withPersonal) await stores.funnel.saveStep('personal-details', PERSONAL_DETAILS);
  if (everyPage) {
    for (const [page, answers] of LATER_PAGES) await stores.funnel.saveStep(page, answers);
  }
  // The saves go out behind the applicant (issue 14): confirmed before the test goes on.
  await stores.funnel.saves?.flush();
};

const label = (step: string, field: string) => `flow^flow>steps>${step}>fields>${field}>label`;

describe('a page of the legacy flow (issue 12 item 3; docs/states-and-routes.md "Routes": main routes)', () => {
  it('is one form headed by its section label, each question with its catalogue text; Continue with nothing answered names every field in the focused summary and stays', async () => {
    const { router, documentMetadata } = await renderApp('/personal-details', DE_KREDIT, prepared(false));
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('flow^flow>sections>personal-details');
    expect(screen.queryByText(/common\^progress>stepOf/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'common^buttons>continue' }));
    await waitFor(() => expect(document.activeElement?.className).toBe('error-summary'));
    const summary = document.querySelector('.error-summary')?.textContent ?? '';
    for (const [step, field] of [
      ['name', 'personalDetails.firstName'],
      ['name', 'personalDetails.lastName'],
      ['city-of-birth', 'otherDetails.cityOfBirth'],
    ]) {
      expect(summary, field).toContain(label(step!, field!));
    }
    expect(summary).toContain('validation^validation>Required');
    expect(document.getElementById('f-personalDetails-firstName')?.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(label('city-of-birth', 'otherDetails.cityOfBirth')).getAttribute('aria-invalid')).toBe('true');
    expect(documentMetadata.applied.at(-1)?.title.startsWith('common^titles>errorPrefix')).toBe(true);
    expect(router.state.location.pathname).toBe('/personal-details');
  });

  it('shows the answers saved before; Continue saves the page and opens the next page at its own route; Back points to the previous page', async () => {
    const { router, gateway } = await renderApp('/personal-details', DE_KREDIT, prepared(true));
    await screen.findByRole('heading', { level: 1, name: 'flow^flow>sections>personal-details' });
    expect((screen.getByLabelText(label('name', 'personalDetails.firstName')) as HTMLInputElement).value).toBe('Jürgen');
    expect(screen.getByRole('link', { name: 'common^buttons>back' }).getAttribute('href')).toBe('/application-frontend/loan-information');
    const savesBefore = gateway.callsOf('saveAnswers').length;
    await userEvent.click(screen.getByRole('button', { name: 'common^buttons>continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact-details'));
    expect(await screen.findByRole('heading', { level: 1, name: 'flow^flow>sections>contact-information' })).toBeTruthy();
    await waitFor(() => expect(gateway.callsOf('saveAnswers').length).toBe(savesBefore + 1));
  });

  it('the index of a legacy brand opens its first page', async () => {
    const { router } = await renderApp('/', DE_KREDIT);
    await waitFor(() => expect(router.state.location.pathname).toBe('/loan-information'));
    expect(await screen.findByRole('heading', { level: 1, name: 'flow^flow>sections>loan-information' })).toBeTruthy();
  });

  it('a v3 brand has no legacy pages: their routes still open its first step still to answer', async () => {
    const { router } = await renderApp('/contact-details');
    await waitFor(() => expect(router.state.location.pathname).toBe('/step/initial-details'));
  });

  it('check-your-answers opened on a legacy brand links each Change and Back to the page that asks it, never to a v3 step URL', async () => {
    // Every page answered: the route guard shows the review only then (issue 22 item 4; domain/transitions/screenGuard.ts).
    const { router, stores } = await renderApp('/check-answers', DE_KREDIT, prepared(true, true));
    await screen.findByRole('heading', { level: 1, name: 'common^checkAnswers>heading' });
    const hrefs = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((a) => a.getAttribute('href') ?? '').filter((href) => href.startsWith('/application-frontend/'));
    // Each page's answers are changed at the page's own route, which returns to the review; Back opens the last page.
    const pages = stores.funnel.steps.map((step) => step.path);
    for (const page of pages) expect(hrefs, page).toContain(`/application-frontend/${page}?review=1`);
    expect(screen.getByRole('link', { name: 'common^buttons>back' }).getAttribute('href')).toBe(`/application-frontend/${pages.at(-1)}`);
    expect(hrefs.filter((href) => href.includes('/step/'))).toEqual([]);
    expect(router.state.location.pathname).toBe('/check-answers');
  });

  it('check-your-answers opened on a legacy brand with a page still to answer lands on that page at its own route, never a v3 step URL', async () => {
    const { router } = await renderApp('/check-answers', DE_KREDIT, prepared(true));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact-details'));
    expect(await screen.findByRole('heading', { level: 1, name: 'flow^flow>sections>contact-information' })).toBeTruthy();
    expect(screen.queryByText('common^checkAnswers>heading')).toBeNull();
  });
});
