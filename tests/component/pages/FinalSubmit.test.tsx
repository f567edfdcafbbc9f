import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LATER_SCREENS } from '../../../ui/app/laterScreens';
import { stylesheetsLoad } from '../support/stylesheetsLoad';
import { renderApp } from './renderApp';

// Waits are long: the machine is shared and a first render can take seconds.
stylesheetsLoad();

const WAIT = { timeout: 10_000 };
const BRAND = { flow: ['initial-details', 'name'] } as const satisfies Parameters<typeof renderApp>[1];

/** The review of a brand of two steps, every answer given and saved (the review opens only then, issue 22 item 4). */
const review = () =>
  renderApp('/check-answers', BRAND, async ({ stores }) => {
    await stores.funnel.saveStep('initial-details', { contactDetails: { email: 'ana@example.es', phoneNumber: '+34612345678' }, generalPolicies: true, amount: 2500, period: 60 });
    await stores.funnel.saveStep('name', { personalDetails: { firstName: 'Ana', lastName: 'Ruiz' } });
    // The saves go out behind the applicant (issue 14): confirmed before the test goes on.
    await stores.funnel.saves?.flush();
  });

/** The event ids the operation keys hold in storage, by operation. */
const storedKeys = (read: (key: 'idempotencyKey') => unknown): Record<string, string> => ((read('idempotencyKey') as { data?: Record<string, string> } | undefined)?.data ?? {});

describe('the final submit is prepared while the review is read (issue 25 item 4)', () => {
  it('the review readies the submission before any click: the conversion id is made and stored, the result screens are here, nothing is sent', async () => {
    const { gateway, storage, router } = await review();
    await screen.findByRole('heading', { level: 1, name: 'common^checkAnswers>heading' }, WAIT);
    await waitFor(() => expect(storedKeys((key) => storage.read(key))['event:CompleteRegistration']).toBeDefined(), WAIT);
    await waitFor(() => expect(LATER_SCREENS.every((later) => later.loaded())).toBe(true), WAIT);
    // Readying is not submitting.
    expect(gateway.callsOf('submitApplication')).toHaveLength(0);
    const prepared = storedKeys((key) => storage.read(key))['event:CompleteRegistration'];
    await userEvent.click(screen.getByRole('button', { name: 'common^buttons>submit' }));
    await screen.findByRole('heading', { level: 1, name: 'common^results>accepted>title' }, WAIT);
    // The submission used the id made ahead, not a new one.
    expect(storedKeys((key) => storage.read(key))['event:CompleteRegistration']).toBe(prepared);
    expect(gateway.callsOf('submitApplication')).toHaveLength(1);
    // A new entry: Back leads to the review's URL, where the guard shows the result and says why (outcomes e2e).
    expect(router.history.length).toBe(2);
    expect(router.state.location.pathname).toBe('/accepted');
  });
});
