import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stylesheetsLoad } from '../support/stylesheetsLoad';
import { renderApp } from './renderApp';

// Waits are long: the machine is shared and a first render can take seconds.
stylesheetsLoad();

const contact = { contactDetails: { email: 'ana@example.es', phoneNumber: '+34612345678' }, generalPolicies: true, amount: 2500 };
const pathOf = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;
const WAIT = { timeout: 10_000 };

/** The app on `route` for a saved lead the API holds at `state`. */
const leadAt = (route: string, state: number, status: 'offer-stage' | 'accepted' | 'rejected' = 'offer-stage') =>
  renderApp(route, {}, async ({ stores, gateway }) => {
    await stores.funnel.saveStep('initial-details', contact);
    // The save goes out behind the applicant (issue 14): confirmed before the test goes on.
    await stores.funnel.saves?.flush();
    gateway.seed({ ...contact, id: stores.funnel.lead.id ?? '' }, state, { status });
    // The funnel takes the state the API answers, as at start-up.
    await stores.funnel.resume(stores.funnel.lead.id ?? '');
  });

describe('the route guard: the funnel shows the screen of the state the lead is in (issue 22 item 4)', () => {
  it('a lead waiting for its SMS code (7) who opens /consents is shown the mobile verification, replacing the entry, with the reason', async () => {
    const { router } = await leadAt('/consents', 7);
    await waitFor(() => expect(pathOf(router)).toBe('/mobile-verification'), WAIT);
    await screen.findByLabelText(/offer>mobile>codeLabel/, {}, WAIT);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('common^screenGuard>notPending');
    expect(document.getElementById('f-consents-creditBureau')).toBeNull();
    expect(router.history.length).toBe(1);
  });

  it('the change of number is another way to take the code\'s step: it opens at 7', async () => {
    const { router } = await leadAt('/change-mobile-number', 7);
    await screen.findByLabelText(/offer>changeMobile>label/, {}, WAIT);
    expect(pathOf(router)).toBe('/change-mobile-number');
    expect(screen.queryByText('common^screenGuard>notPending')).toBeNull();
  });

  it.each(['/smava', '/accepted', '/tfbank-consents'])('a lead waiting for its documents (30) who opens %s is shown the id upload', async (route) => {
    const { router } = await leadAt(route, 30);
    await waitFor(() => expect(pathOf(router)).toBe('/id-upload'), WAIT);
    expect(screen.queryByText('common^results>accepted>title')).toBeNull();
  });

  it('a fresh browser opening /check-answers lands on the first step; the review is never shown', async () => {
    const { router } = await renderApp('/check-answers');
    await waitFor(() => expect(pathOf(router)).toBe('/step/initial-details'), WAIT);
    expect(screen.queryByText('common^checkAnswers>heading')).toBeNull();
    expect(document.getElementById('submit-application')).toBeNull();
  });

  it('a rejected application (13) opening a step of its form is shown its result, saying its answers can no longer be changed', async () => {
    const { router } = await leadAt('/step/loan-purpose', 13, 'rejected');
    await waitFor(() => expect(pathOf(router)).toBe('/rejected'), WAIT);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('common^results>rejected>title');
    expect(screen.getByRole('alert').textContent).toBe('common^screenGuard>closed');
    expect(document.querySelector('main form')).toBeNull();
  });

  it('the screen a step leads to opens without a notice: the right code at 7 goes to /accepted and stays there', async () => {
    const { router } = await leadAt('/mobile-verification', 7);
    fireEvent.change(await screen.findByLabelText(/offer>mobile>codeLabel/, {}, WAIT), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: /offer>mobile>verify/ }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('common^results>accepted>title'), WAIT);
    expect(pathOf(router)).toBe('/accepted');
    expect(screen.queryByText(/common\^screenGuard>/)).toBeNull();
  });
});
