import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stylesheetsLoad } from '../support/stylesheetsLoad';
import { renderApp } from './renderApp';

stylesheetsLoad();

/** What is agreed is shown (issue 15 item 4): the required box links to the documents the API lists. */
describe('the documents beside the required policies box', () => {
  it('links each required policy from the API to its document in a new tab, and nothing else', { timeout: 30_000 }, async () => {
    const { gateway, interact } = await renderApp('/step/initial-details');
    await screen.findByLabelText(/contactDetails\.email>label/, {}, { timeout: 15_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Nothing is fetched before the applicant's first interaction (first-step budget).
    expect(gateway.callsOf('getPolicies')).toHaveLength(0);
    interact();
    const link = await screen.findByRole('link', { name: /common\^policies>privacy/ }, { timeout: 15_000 });
    expect(link.getAttribute('href')).toBe('/api/policies/privacy');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.textContent).toContain('common^policies>newTab');
    expect(screen.queryByRole('link', { name: /policies>news/ })).toBeNull();
    expect(gateway.callsOf('getPolicies')).toHaveLength(1);
  });

  it('a list that cannot be loaded says so and loads again on retry, the answers untouched', async () => {
    const { gateway, interact } = await renderApp('/step/initial-details', {}, async ({ gateway }) => {
      gateway.failNext('getPolicies', { kind: 'Network' });
    });
    interact();
    const email = (await screen.findByLabelText(/contactDetails\.email>label/)) as HTMLInputElement;
    await userEvent.type(email, 'ana@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe('common^policies>failed');
    await userEvent.click(screen.getByRole('button', { name: 'common^buttons>retry' }));
    await screen.findByRole('link', { name: /common\^policies>privacy/ }, { timeout: 15_000 });
    expect(email.value).toBe('ana@example.com');
    await waitFor(() => expect(gateway.callsOf('getPolicies').length).toBeGreaterThanOrEqual(2));
  });
});
