import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stylesheetsLoad } from '../support/stylesheetsLoad';
import { renderApp } from './renderApp';

stylesheetsLoad();

type Fixture = Parameters<NonNullable<Parameters<typeof renderApp>[2]>>[0];

/** The first step saved: the lead exists, the later steps may be opened. */
const started = async ({ stores }: Fixture) => {
  await stores.funnel.saveStep('initial-details', { contactDetails: { email: 'a@b.es', phoneNumber: '+34612345678' }, generalPolicies: true, amount: 2500 });
  await stores.funnel.saves?.flush();
};

const label = (step: string, field: string) => `flow^flow>steps>${step}>fields>${field}>label`;
const input = (step: string, field: string) => screen.findByLabelText(label(step, field)) as Promise<HTMLInputElement>;

describe('answers typed and not continued survive a reload and Back/Forward (docs/drafts.md)', () => {
  it('a step mounted again over the same storage (a reload) shows what was typed; a national id is not among it', async () => {
    const first = await renderApp('/step/address-information', {}, started);
    await userEvent.type(await input('address-information', 'contactDetails.street'), 'Calle Mayor');
    await userEvent.type(await input('address-information', 'contactDetails.city'), 'Madrid');
    await waitFor(() => expect(first.storage.rawText('answerDrafts')).toContain('Madrid'));
    await first.router.navigate({ to: '/step/personal-code' });
    await userEvent.type(await input('personal-code', 'personalDetails.personalCode'), '12345678Z');
    // Storage is written a moment after a change (no wait here: WaitBetweenTries is immediate in the fixture).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(first.storage.rawText('answerDrafts')).not.toContain('12345678Z');
    first.view.unmount();

    const second = await renderApp('/step/address-information', {}, undefined, { storage: first.storage, gateway: first.gateway });
    await waitFor(async () => expect((await input('address-information', 'contactDetails.street')).value).toBe('Calle Mayor'));
    expect((await input('address-information', 'contactDetails.city')).value).toBe('Madrid');
    await second.router.navigate({ to: '/step/personal-code' });
    const nationalId = await input('personal-code', 'personalDetails.personalCode');
    // Given time to come back, it does not: kept in the previous page's memory only.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(nationalId.value).toBe('');
  });

  it('Back then Forward in the same page shows what was typed, the national id included', async () => {
    const { router } = await renderApp('/step/personal-code', {}, started);
    await userEvent.type(await input('personal-code', 'personalDetails.personalCode'), '12345678Z');
    // Two steps back: the step before this one would hold it prepared (hidden) anyway, not this far.
    await router.navigate({ to: '/step/loan-purpose' });
    await screen.findByLabelText('flow^flow>steps>loan-purpose>fields>otherDetails.loanPurpose>options>OTHER');
    expect(screen.queryByLabelText(label('personal-code', 'personalDetails.personalCode'))).toBeNull();
    router.history.back();
    await waitFor(async () => expect((await input('personal-code', 'personalDetails.personalCode')).value).toBe('12345678Z'));
  });

  it('a continued step leaves no draft behind', async () => {
    const { router, storage } = await renderApp('/step/name', {}, started);
    await userEvent.type(await input('name', 'personalDetails.firstName'), 'Ana');
    await waitFor(() => expect(storage.rawText('answerDrafts')).toContain('Ana'));
    await userEvent.type(await input('name', 'personalDetails.lastName'), 'Ruiz');
    await userEvent.click(screen.getByRole('button', { name: 'common^buttons>continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/step/personal-code'));
    await waitFor(() => expect(storage.keys()).not.toContain('answerDrafts'));
  });
});
