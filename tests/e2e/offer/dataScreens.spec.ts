import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { REFERENCE_VERIFICATION_CODE } from '../../../domain/api/TestIdentities';
import { BASE, continueButton, expectAccessible } from '../support/funnel';
import { resumeSubmitted } from '../support/leadInState';

// Longer than 300 lines: one journey row per data screen of the offer stage, in one table.

// Issue 12: every data screen of the offer stage (domain/offer/offerScreenDefinitions.ts) through the real server and
// database. Each journey makes a lead over the API with the state{n}+ identity (domain/api/TestIdentities.ts), resumes it
// in the browser (/continue/{id}) to land on the screen, sends one value the screen refuses (its message in the summary
// and on the field; axe clean on the screen and on its error state), then the right value, and follows the progress
// state to a decision. Independent tests: they run in parallel.

type Messages = Record<string, string> & { fields: Record<string, Record<string, string> | undefined> };
const VALIDATION = (JSON.parse(readFileSync(new URL('../../../locales/es/validation.json', import.meta.url), 'utf8')) as { validation: Messages }).validation;
const COMMON = JSON.parse(readFileSync(new URL('../../../locales/es/common.json', import.meta.url), 'utf8')) as { offerStages: Record<string, { title: string }> };
/** The Spanish message of `kind`; with a field's lead path, its own message for the kind when the locale has one (ui/kit/validationMessage.ts). */
const message = (kind: string, params: Record<string, string | number> = {}, path?: string): string =>
  Object.entries(params).reduce(
    (text, [name, value]) => text.replace(`{{${name}}}`, String(value)),
    (path === undefined ? undefined : VALIDATION.fields[path]?.[kind]) ?? VALIDATION[kind] ?? kind,
  );
/** A refusal: the error kind and its params; the text is looked up at the field (its own message wins). */
const refusal = (kind: string, params: Record<string, string | number> = {}) => ({ kind, params });
/** The lead path behind a field id: f-employer-name → employer.name, a date part's id → the date's path. */
const leadPath = (fieldId: string): string => fieldId.replace(/^f-/, '').replace(/-(day|month|year)$/, '').replaceAll('-', '.');

/** Opens the screen of `state` on `route` the way an applicant coming back does: the resume link of a lead in that state. */
async function reachScreen(page: Page, state: number, route: string): Promise<void> {
  const { progressState } = await resumeSubmitted(page, `state${state}+${route.slice(1)}${Date.now()}@example.com`, route);
  expect(progressState).toBe(state);
  await expect(page.locator('main form:visible')).toBeVisible();
}

const fill = (page: Page, id: string, value: string) => page.locator(`#${id}`).fill(value);
const pick = (page: Page, name: string, value: string) => page.locator(`input[name="${name}"][value="${value}"]`).check();
const tick = (page: Page, id: string) => page.locator(`#${id}`).check();
const date = async (page: Page, id: string, day: string, month: string, year: string) => {
  await fill(page, `${id}-day`, day);
  await fill(page, `${id}-month`, month);
  await fill(page, `${id}-year`, year);
};

interface ScreenJourney {
  readonly route: string;
  readonly state: number;
  /** Every answer right. */
  readonly answer: (page: Page) => Promise<void>;
  /** One answer the screen refuses, the field's id and the message the summary and the field show. */
  readonly spoil: (page: Page) => Promise<void>;
  readonly field: string;
  /** The field is a radio group: its message is on the group (fieldset), not an input's aria-invalid. */
  readonly group?: boolean;
  readonly refusal: { readonly kind: string; readonly params: Record<string, string | number> };
  /** The refused answer put right. */
  readonly mend: (page: Page) => Promise<void>;
  /** Where the application goes next. */
  readonly next: RegExp;
}

const ACCEPTED = new RegExp(`${BASE}/accepted$`);
// Employment details (8) come before the offer: the credit policy decides after them, whatever it decides.
const DECIDED = new RegExp(`${BASE}/(accepted|rejected|redirected)$`);

const JOURNEYS: readonly ScreenJourney[] = [
  {
    route: '/vehicle',
    state: 16,
    answer: async (page) => {
      await page.locator('#f-vehicle-make').selectOption('Seat');
      await page.locator('#f-vehicle-model').selectOption('León');
      await fill(page, 'f-vehicle-year', '2019');
      await fill(page, 'f-vehicle-licencePlate', '1234 BCD');
      await tick(page, 'f-vehicle-guaranteeConsent');
    },
    spoil: (page) => page.locator('#f-vehicle-guaranteeConsent').uncheck(),
    field: 'f-vehicle-guaranteeConsent',
    refusal: refusal('MustBeAccepted'),
    mend: (page) => tick(page, 'f-vehicle-guaranteeConsent'),
    next: ACCEPTED,
  },
  {
    route: '/dynamic-consents',
    state: 35,
    answer: async (page) => {
      await tick(page, 'f-consents-general-terms');
      await tick(page, 'f-consents-privacy-notice');
    },
    spoil: (page) => page.locator('#f-consents-privacy-notice').uncheck(),
    field: 'f-consents-privacy-notice',
    refusal: refusal('MustBeAccepted'),
    mend: (page) => tick(page, 'f-consents-privacy-notice'),
    next: ACCEPTED,
  },
  {
    route: '/employment-details',
    state: 8,
    answer: async (page) => {
      await fill(page, 'f-employer-name', 'Talleres García');
      await fill(page, 'f-incomeDetails-jobTitle', 'Mecánica');
      await date(page, 'f-incomeDetails-incomeContractStartedAt', '15', '1', '2020');
      await fill(page, 'f-incomeDetails-workPhone', '912345678');
    },
    spoil: (page) => date(page, 'f-incomeDetails-incomeContractStartedAt', '15', '1', '2099'),
    field: 'f-incomeDetails-incomeContractStartedAt-day',
    refusal: refusal('DateInFuture'),
    mend: (page) => date(page, 'f-incomeDetails-incomeContractStartedAt', '15', '1', '2020'),
    next: DECIDED,
  },
  {
    route: '/additional-employment-details',
    state: 21,
    answer: async (page) => {
      await fill(page, 'f-employer-street', 'Calle Mayor');
      await fill(page, 'f-employer-houseNumber', '12');
      await fill(page, 'f-employer-postalCode', '28013');
      await fill(page, 'f-employer-city', 'Madrid');
    },
    spoil: (page) => fill(page, 'f-employer-houseNumber', ''),
    field: 'f-employer-houseNumber',
    refusal: refusal('Required'),
    mend: (page) => fill(page, 'f-employer-houseNumber', '12'),
    next: ACCEPTED,
  },
  {
    route: '/marital-details',
    state: 23,
    answer: async (page) => {
      await pick(page, 'otherDetails.maritalStatus', 'MARRIED');
      await fill(page, 'f-otherDetails-numberOfDependants', '1');
      await fill(page, 'f-incomeDetails-spouseMonthlyIncome', '1200');
    },
    spoil: (page) => fill(page, 'f-otherDetails-numberOfDependants', '25'),
    field: 'f-otherDetails-numberOfDependants',
    refusal: refusal('AboveMaximum', { max: 20 }),
    mend: (page) => fill(page, 'f-otherDetails-numberOfDependants', '1'),
    next: ACCEPTED,
  },
  {
    route: '/aide',
    state: 24,
    // The benefit left unanswered: a radio group cannot be emptied once answered, so it is answered last.
    answer: (page) => fill(page, 'f-aid-monthlyAmount', '100'),
    spoil: async () => undefined,
    field: 'f-aid-type',
    group: true,
    refusal: refusal('Required'),
    mend: (page) => pick(page, 'aid.type', 'CHILD'),
    next: ACCEPTED,
  },
  {
    route: '/credit-details',
    state: 26,
    answer: async (page) => {
      await fill(page, 'f-credit-activeLoans', '1');
      await fill(page, 'f-credit-monthlyRepayments', '150');
      await fill(page, 'f-credit-outstandingBalance', '3000');
    },
    spoil: (page) => fill(page, 'f-credit-activeLoans', '31'),
    field: 'f-credit-activeLoans',
    refusal: refusal('AboveMaximum', { max: 30 }),
    mend: (page) => fill(page, 'f-credit-activeLoans', '1'),
    next: ACCEPTED,
  },
  {
    route: '/professional-details',
    state: 27,
    answer: async (page) => {
      await page.locator('#f-incomeDetails-jobArea').selectOption('IT');
      await pick(page, 'incomeDetails.positionType', 'EMPLOYEE');
      await pick(page, 'otherDetails.education', 'UNIVERSITY');
    },
    spoil: async (page) => {
      await page.locator('#f-incomeDetails-jobArea').selectOption('');
    },
    field: 'f-incomeDetails-jobArea',
    refusal: refusal('Required'),
    mend: async (page) => {
      await page.locator('#f-incomeDetails-jobArea').selectOption('IT');
    },
    next: ACCEPTED,
  },
  {
    route: '/cnp',
    state: 28,
    answer: (page) => fill(page, 'f-personalDetails-personalCode', '1960521400105'),
    spoil: (page) => fill(page, 'f-personalDetails-personalCode', '1960521400109'),
    field: 'f-personalDetails-personalCode',
    refusal: refusal('InvalidChecksum'),
    mend: (page) => fill(page, 'f-personalDetails-personalCode', '1960521400105'),
    next: ACCEPTED,
  },
  {
    route: '/customer-debts',
    state: 31,
    answer: async (page) => {
      await fill(page, 'f-debts-totalAmount', '5000');
      await fill(page, 'f-debts-overdueAmount', '0');
      await pick(page, 'debts.inCollection', 'no');
    },
    spoil: (page) => fill(page, 'f-debts-totalAmount', ''),
    field: 'f-debts-totalAmount',
    refusal: refusal('Required'),
    mend: (page) => fill(page, 'f-debts-totalAmount', '5000'),
    next: ACCEPTED,
  },
  {
    route: '/reference-details',
    state: 32,
    answer: async (page) => {
      await pick(page, 'referenceDetails.type', 'FAMILY');
      await fill(page, 'f-referenceDetails-name', 'Marta López');
      await fill(page, 'f-referenceDetails-phoneNumber', '699111222');
    },
    spoil: (page) => fill(page, 'f-referenceDetails-phoneNumber', '12'),
    field: 'f-referenceDetails-phoneNumber',
    refusal: refusal('PhoneTooShort'),
    mend: (page) => fill(page, 'f-referenceDetails-phoneNumber', '699111222'),
    next: ACCEPTED,
  },
  {
    route: '/wniosek',
    state: 33,
    answer: async (page) => {
      await fill(page, 'f-personalDetails-personalCode', '44051401359');
      await fill(page, 'f-otherDetails-idCardNumber', 'ABA300000');
      await fill(page, 'f-personalDetails-mothersMaidenName', 'Kowalska');
    },
    spoil: (page) => fill(page, 'f-personalDetails-personalCode', '44051401358'),
    field: 'f-personalDetails-personalCode',
    refusal: refusal('InvalidChecksum'),
    mend: (page) => fill(page, 'f-personalDetails-personalCode', '44051401359'),
    next: ACCEPTED,
  },
  {
    route: '/wniosek-uzupelnienie',
    state: 34,
    answer: async (page) => {
      await fill(page, 'f-employer-name', 'Firma Sp. z o.o.');
      await fill(page, 'f-incomeDetails-monthlyIncome', '6500');
      await pick(page, 'otherDetails.housingTenure', 'TENANT');
    },
    spoil: (page) => fill(page, 'f-employer-name', ''),
    field: 'f-employer-name',
    refusal: refusal('Required'),
    mend: (page) => fill(page, 'f-employer-name', 'Firma Sp. z o.o.'),
    next: ACCEPTED,
  },
];

for (const journey of JOURNEYS) {
  test(`${journey.route} (state ${journey.state}): a refused answer says why, axe clean, then on to a decision`, async ({ page }) => {
    await reachScreen(page, journey.state, journey.route);
    await expectAccessible(page);
    await journey.answer(page);
    await journey.spoil(page);
    await continueButton(page).click();
    const summary = page.locator('.error-summary');
    const refused = message(journey.refusal.kind, journey.refusal.params, leadPath(journey.field));
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(refused);
    // The same message at the field (the inline error), so the applicant finds it where the answer goes.
    await expect(page.locator('main form:visible')).toContainText(refused);
    if (!journey.group) await expect(page.locator(`#${journey.field}`)).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(`${BASE}${journey.route}`);
    await expectAccessible(page);
    await journey.mend(page);
    await continueButton(page).click();
    await expect(page).toHaveURL(journey.next);
  });
}

test('/consents (state 20) by keyboard alone: the unticked required consent is refused, ticking it goes on; axe clean', async ({ page }) => {
  await reachScreen(page, 20, '/consents');
  await expect(page.locator('h1:visible')).toHaveText(COMMON.offerStages.consents?.title ?? 'missing title');
  await expectAccessible(page);
  const creditBureau = page.locator('#f-consents-creditBureau');
  const precontract = page.locator('#f-consents-precontractInformation');
  await creditBureau.focus();
  await page.keyboard.press('Tab');
  await expect(precontract).toBeFocused();
  await page.keyboard.press('Space');
  await expect(precontract).toBeChecked();
  await page.keyboard.press('Enter');
  const summary = page.locator('.error-summary');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(message('MustBeAccepted'));
  await expect(creditBureau).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  // The summary's link takes focus to the field it names.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(creditBureau).toBeFocused();
  await page.keyboard.press('Space');
  await expect(creditBureau).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(ACCEPTED);
});

test('/change-mobile-number (state 15): a landline is refused, a mobile leads to the code, the code to a decision', async ({ page }) => {
  await reachScreen(page, 15, '/change-mobile-number');
  await expectAccessible(page);
  const number = page.locator('#mobile-number');
  await number.fill('912345678');
  await number.press('Enter');
  await expect(page.locator('.error-summary')).toContainText('Introduzca un número de teléfono móvil');
  await expectAccessible(page);
  await number.fill('699111222');
  await number.press('Enter');
  await expect(page).toHaveURL(`${BASE}/mobile-verification`);
  await page.locator('#mobile-code').fill(REFERENCE_VERIFICATION_CODE);
  await page.locator('#mobile-code').press('Enter');
  await expect(page).toHaveURL(ACCEPTED);
});

test('an offer-stage route opened with no application under way sends the visitor to the start', async ({ page }) => {
  for (const route of ['/vehicle', '/cnp', '/mobile-verification', '/personal-details']) {
    await page.goto(`${BASE}${route}`);
    await expect(page).toHaveURL(new RegExp(`${BASE}/step/`));
  }
});
