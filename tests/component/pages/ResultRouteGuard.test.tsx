import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RESULT_ROUTES } from '../../../domain/state/resultRoutes';
import type { FunnelStore } from '../../../ui/stores/FunnelStore';
import { stylesheetsLoad } from '../support/stylesheetsLoad';
import { renderApp } from './renderApp';

stylesheetsLoad();

const contact = { contactDetails: { email: 'ana@example.es', phoneNumber: '+34612345678' }, generalPolicies: true, amount: 2500 };
/** The session as a submit leaves it: the server's progress state adopted by the funnel. */
const decided = (funnel: FunnelStore, progressState: number) => {
  const state = funnel.state;
  if (!state) throw new Error('not started');
  funnel.adopt({ ...state, other: { ...state.other, progressState } });
};
/** The router's path, relative to the base path. */
const pathOf = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

describe('the result routes refuse a visitor with no decided application (issue 11 item 6)', () => {
  it.each(RESULT_ROUTES)('%s with nothing submitted sends the visitor to the start, showing nothing of the result', async (route) => {
    const { router } = await renderApp(route);
    await waitFor(() => expect(pathOf(router)).toMatch(/^\/step\//), { timeout: 10_000 });
    expect(screen.queryByRole('heading', { name: /common\^results>/ })).toBeNull();
  });

  it('/accepted after saving the first step only (no decision yet) still sends the visitor to the start', async () => {
    const { router } = await renderApp('/accepted', {}, async ({ stores }) => {
      await stores.funnel.saveStep('initial-details', contact);
      // The save goes out behind the applicant (issue 14): confirmed before the test goes on.
      await stores.funnel.saves?.flush();
    });
    await waitFor(() => expect(pathOf(router)).toMatch(/^\/step\//), { timeout: 10_000 });
    expect(screen.queryByText('common^results>accepted>title')).toBeNull();
  });

  it('/accepted opens for an accepted application (state 10)', async () => {
    await renderApp('/accepted', {}, async ({ stores }) => {
      await stores.funnel.saveStep('initial-details', contact);
      // The save goes out behind the applicant (issue 14): confirmed before the test goes on.
      await stores.funnel.saves?.flush();
      decided(stores.funnel, 10);
    });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('common^results>accepted>title'), { timeout: 10_000 });
  });

  it('/accepted for a rejected application (state 13) shows the rejection instead, replacing the history entry', async () => {
    const { router } = await renderApp('/accepted', {}, async ({ stores }) => {
      await stores.funnel.saveStep('initial-details', contact);
      // The save goes out behind the applicant (issue 14): confirmed before the test goes on.
      await stores.funnel.saves?.flush();
      decided(stores.funnel, 13);
    });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('common^results>rejected>title'), { timeout: 10_000 });
    expect(pathOf(router)).toBe('/rejected');
    expect(screen.queryByText('common^results>accepted>title')).toBeNull();
  });
});
