import { expect, test } from '@playwright/test';
import { answerInitialDetails, closeModalAndConsent, expectStep, openFunnel, theStoredLead } from './support/funnel';

/**
 * UTM parameters travel with the lead as the spec's landing parameters do (issue 15 item 3): read from the landing URL,
 * stored by the real API with the lead, with marketing cookies refused (a campaign names no person or browser).
 */
test('the utm_* campaign of the landing URL is stored with the lead', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = `accept+utm${Date.now()}@example.com`;
  await openFunnel(page, '?utm_source=newsletter&utm_medium=email&utm_campaign=primavera-2026&utm_term=prestamo+coche');
  await closeModalAndConsent(page);
  await answerInitialDetails(page, email);
  await expectStep(page, 'loan-purpose');
  expect((await theStoredLead(request, email)).lead.campaign).toEqual({ utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'primavera-2026', utmContent: null, utmTerm: 'prestamo coche' });
});
