import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stylesheetsLoad } from '../support/stylesheetsLoad';
import { renderApp } from './renderApp';

// Waits are long: the machine is shared and a first render can take seconds.
stylesheetsLoad();

const contact = { contactDetails: { email: 'ana@example.es', phoneNumber: '+34612345678' }, generalPolicies: true, amount: 2500, period: 60 };
const pathOf = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;
const WAIT = { timeout: 10_000 };

/** The app on /mobile-verification for a lead at 7, which the API then holds at `moved` (another window took a step). */
async function codeScreenLeftBehind(moved: number, status: 'offer-stage' | 'accepted') {
  const app = await renderApp('/mobile-verification', {}, async ({ stores, gateway }) => {
    await stores.funnel.saveStep('initial-details', contact);
    await stores.funnel.saves?.flush();
    gateway.seed({ ...contact, id: stores.funnel.lead.id ?? '' }, 7, { status: 'offer-stage' });
    await stores.funnel.resume(stores.funnel.lead.id ?? '');
  });
  const code = await screen.findByLabelText(/offer>mobile>codeLabel/, {}, WAIT);
  app.gateway.seed({ ...contact, id: app.stores.funnel.lead.id ?? '' }, moved, { status });
  fireEvent.change(code, { target: { value: '1234' } });
  fireEvent.click(screen.getByRole('button', { name: /offer>mobile>verify/ }));
  return app;
}

describe('a step the API refuses out of turn (409 StepNotPending) brings the applicant to the pending screen (issue 22 item 4)', () => {
  it('decided meanwhile: the code screen goes to the result the API names, saying the application is decided; the answers stay', async () => {
    const { router, stores, gateway } = await codeScreenLeftBehind(10, 'accepted');
    await waitFor(() => expect(pathOf(router)).toBe('/accepted'), WAIT);
    expect(gateway.callsOf('verifyMobile')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('common^results>accepted>title'), WAIT);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('common^screenGuard>decided');
    expect(stores.funnel.progressState).toBe(10);
    expect(stores.funnel.lead.contactDetails).toEqual(contact.contactDetails);
    expect(router.history.length).toBe(1);
  });

  it('moved on meanwhile: the code screen goes to the step the application now waits for (the id upload), saying what was not saved', async () => {
    const { router, stores } = await codeScreenLeftBehind(30, 'offer-stage');
    await waitFor(() => expect(pathOf(router)).toBe('/id-upload'), WAIT);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('common^screenGuard>moved');
    expect(stores.funnel.lead.contactDetails).toEqual(contact.contactDetails);
  });
});
