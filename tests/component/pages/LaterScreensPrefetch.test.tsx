import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LATER_SCREENS } from '../../../ui/app/laterScreens';
import { decisionStoreOf } from '../../../ui/stores/DecisionStore';
import { unsubscribeStoreOf } from '../../../ui/stores/UnsubscribeStore';
import { stylesheetsLoad } from '../support/stylesheetsLoad';
import { renderApp } from './renderApp';

// Waits are long: the machine is shared and a first render can take seconds.
stylesheetsLoad();

const contact = { contactDetails: { email: 'ana@example.es', phoneNumber: '+34612345678' }, generalPolicies: true, amount: 2500 };
const loadedScreens = () => LATER_SCREENS.filter((screen) => screen.loaded()).length;

// One file of its own: the chunks' loaded state is the module's, and the order of these tests is the funnel's.
describe('the later screens are fetched from step 2 on, never on step 1 (first-step budget)', () => {
  it('step 1 fetches none of them', async () => {
    const { stores } = await renderApp('/step/initial-details');
    await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loadedScreens()).toBe(0);
    // Nor the stores only they use: RootStore builds them on first use.
    expect(Object.keys(stores)).not.toContain('decision');
    expect(Object.keys(stores)).not.toContain('unsubscribe');
  });

  it('step 2 fetches all of them, so a result screen then opens without the loader', async () => {
    const { router, stores } = await renderApp('/step/loan-purpose', {}, async ({ stores }) => {
      await stores.funnel.saveStep('initial-details', contact);
      // The save goes out behind the applicant (issue 14): confirmed before the test goes on.
      await stores.funnel.saves?.flush();
    });
    await screen.findByRole('button', { name: 'common^buttons>continue' }, { timeout: 10_000 });
    await waitFor(() => expect(loadedScreens()).toBe(LATER_SCREENS.length), { timeout: 10_000 });
    // Decided, as a submit leaves the session: the result routes open only then (the route guard, ui/pages/ScreenGuard.tsx).
    const state = stores.funnel.state;
    if (state) stores.funnel.adopt({ ...state, other: { ...state.other, progressState: 10 } });
    await router.navigate({ to: '/accepted' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('common^results>accepted>title'));
    expect(screen.queryByText('common^chrome>loading')).toBeNull();
  });

  it("a later screen's store is built once per session, on first use", async () => {
    const { stores } = await renderApp('/accepted');
    expect(decisionStoreOf(stores)).toBe(decisionStoreOf(stores));
    expect(unsubscribeStoreOf(stores)).toBe(unsubscribeStoreOf(stores));
    const other = await renderApp('/accepted');
    expect(decisionStoreOf(other.stores)).not.toBe(decisionStoreOf(stores));
  });
});
