import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContainerModule } from 'inversify';
import { spy } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { Wait } from '../../../application/usecases/AwaitDecision';
import { WaitBetweenTries } from '../../../src/container/useCasesModule';
import { LATER_SCREENS } from '../../../ui/app/laterScreens';
import { stylesheetsLoad } from '../support/stylesheetsLoad';
import { renderApp } from './renderApp';

// Waits are long: the machine is shared and a first render can take seconds.
stylesheetsLoad();

const WAIT = { timeout: 10_000 };
const BRAND = { flow: ['initial-details', 'name'] } as const satisfies Parameters<typeof renderApp>[1];

const CONTACT = { contactDetails: { email: 'ana@example.es', phoneNumber: '+34612345678' }, generalPolicies: true, amount: 2500, period: 60 };
const NAME = { personalDetails: { firstName: 'Ana', lastName: 'Ruiz' } };

/** A wait for a backoff that never ends by itself (the queue's own next-task waits, 0 ms, pass). */
const endlessBackoff = new ContainerModule(({ rebind }) => {
  rebind(WaitBetweenTries).toConstantValue(((ms) => (ms === 0 ? Promise.resolve() : new Promise<void>(() => undefined))) satisfies Wait);
});

/** The review of a brand of two steps, every answer given and saved (the review opens only then, issue 22 item 4). */
const review = () =>
  renderApp('/check-answers', BRAND, async ({ stores }) => {
    await stores.funnel.saveStep('initial-details', CONTACT);
    await stores.funnel.saveStep('name', NAME);
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

  it('a save waiting out its backoff is sent as the review opens, before any click, so none stands in front of Submit', async () => {
    const { gateway, stores } = await renderApp(
      '/check-answers',
      BRAND,
      async ({ stores, gateway }) => {
        await stores.funnel.saveStep('initial-details', CONTACT);
        await stores.funnel.saves?.flush();
        gateway.failNext('saveAnswers', { kind: 'Network' });
        await stores.funnel.saveStep('name', NAME);
        await waitFor(() => expect(stores.funnel.saveStatus?.failing).toBe('Network'));
        // Waiting out the backoff: nothing leaves by itself.
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(gateway.callsOf('saveAnswers')).toHaveLength(1);
      },
      { modules: [endlessBackoff] },
    );
    await screen.findByRole('heading', { level: 1, name: 'common^checkAnswers>heading' }, WAIT);
    await waitFor(() => expect(stores.funnel.saveStatus?.pending).toBe(0), WAIT);
    expect(gateway.callsOf('saveAnswers')).toHaveLength(2);
    expect(gateway.callsOf('submitApplication')).toHaveLength(0);
  });

  it('the press renders only the button: while the submission is under way the answers do not render again', async () => {
    const { gateway } = await review();
    await screen.findByRole('heading', { level: 1, name: 'common^checkAnswers>heading' }, WAIT);
    // The submission held on the wire, so what the press alone renders can be seen.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const submitApplication = gateway.submitApplication.bind(gateway);
    gateway.submitApplication = async (lead) => held.then(() => submitApplication(lead));
    const reacted: string[] = [];
    // Every observer component is a MobX reaction named after it (mobx-react-lite): the screens a change renders.
    const stop = spy((event) => void (event.type === 'reaction' && reacted.push(event.name)));
    try {
      await userEvent.click(screen.getByRole('button', { name: 'common^buttons>submit' }));
      await waitFor(() => expect(screen.getByRole('button', { name: /common\^buttons>submit/ }).getAttribute('aria-disabled')).toBe('true'), WAIT);
    } finally {
      stop();
      release();
    }
    expect(reacted).toContain('observerSubmitButton');
    expect(reacted).not.toContain('observerCheckAnswersContent');
    await screen.findByRole('heading', { level: 1, name: 'common^results>accepted>title' }, WAIT);
  });
});
