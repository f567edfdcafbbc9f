import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FunnelStore } from '../../../ui/stores/FunnelStore';
import { renderApp } from './renderApp';

const contact = { contactDetails: { email: 'ana@example.es', phoneNumber: '+34612345678' }, generalPolicies: true, amount: 2500 };
/** The saved lead as the server holds it after a partner redirect (only a redirected lead has a partner target). */
const redirected = (stores: { funnel: FunnelStore }, gateway: { seed: (lead: { id: string }, state: number, result: { status: 'redirected' }) => void }) => {
  gateway.seed({ ...contact, id: stores.funnel.lead.id ?? '' }, 12, { status: 'redirected' });
  // The session as the submit left it: the result routes open only for a decided application (ui/pages/DecidedOnly.tsx).
  const state = stores.funnel.state;
  if (state) stores.funnel.adopt({ ...state, other: { ...state.other, progressState: 12 } });
};

describe('the redirected screen (spec §1 partner offer; tracking-privacy-security.md §3 redirects)', () => {
  it('names the partner and offers no link for a javascript: target', async () => {
    await renderApp('/redirected', {}, async ({ stores, gateway }) => {
      gateway.partner = { name: 'Prestamista', url: 'javascript:alert(document.domain)' };
      await stores.funnel.saveStep('initial-details', contact);
      // The save goes out behind the applicant (issue 14): confirmed before the test goes on.
      await stores.funnel.saves?.flush();
      redirected(stores, gateway);
    });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('"partner":"Prestamista"'));
    expect(document.querySelectorAll('a[href^="javascript:"]')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: /redirected>link/ })).toBeNull();
    // Never "we are taking you to…" over a dead end: it says the offer cannot be opened and offers a retry.
    expect(screen.queryByText(/redirected>body/)).toBeNull();
    expect((await screen.findByRole('alert')).textContent).toContain('redirected>unavailable');
    expect(screen.getByRole('button', { name: /buttons>retry/ })).toBeTruthy();
  });

  it('shows a link, and does not navigate, for an https target off the allowlist', async () => {
    const href = window.location.href;
    await renderApp('/redirected', {}, async ({ stores, gateway }) => {
      gateway.partner = { name: 'Otro', url: 'https://partner-not-allowlisted.example/offer' };
      await stores.funnel.saveStep('initial-details', contact);
      // The save goes out behind the applicant (issue 14): confirmed before the test goes on.
      await stores.funnel.saves?.flush();
      redirected(stores, gateway);
    });
    const link = await screen.findByRole('link', { name: /redirected>link/ });
    expect(link.getAttribute('href')).toBe('https://partner-not-allowlisted.example/offer');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(window.location.href).toBe(href);
    // The link and the text name the real destination host, and nothing promises a navigation.
    expect(link.textContent).toContain('"host":"partner-not-allowlisted.example"');
    expect(screen.getByText(/redirected>otherSite/).textContent).toContain('partner-not-allowlisted.example');
    expect(screen.queryByText(/redirected>body/)).toBeNull();
  });
});
