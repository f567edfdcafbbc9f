import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FunnelStore } from '../../../ui/stores/FunnelStore';
import { renderApp } from './renderApp';

const contact = { contactDetails: { email: 'ana@example.es', phoneNumber: '+34612345678' }, generalPolicies: true, amount: 2500 };
/** The saved lead as the server holds it after a partner redirect (only a redirected lead has a partner target). */
const redirected = (stores: { funnel: FunnelStore }, gateway: { seed: (lead: { id: string }, state: number, result: { status: 'redirected' }) => void }) => {
  gateway.seed({ ...contact, id: stores.funnel.lead.id ?? '' }, 12, { status: 'redirected' });
  // The session as the submit left it: the result routes open only for a decided application (the route guard, ui/pages/ScreenGuard.tsx).
  const state = stores.funnel.state;
  if (state) stores.funnel.adopt({ ...state, other: { ...state.other, progressState: 12 } });
};

describe('the redirected screen (docs/product.md "What the product is": partner offer; docs/security-and-reliability.md "Partner redirects": redirects)', () => {
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

  it('offers no link to an https target off the allowlist, does not navigate, and says why and what to do (issue 22 item 6)', async () => {
    const href = window.location.href;
    await renderApp('/redirected', {}, async ({ stores, gateway }) => {
      gateway.partner = { name: 'Otro', url: 'https://partner-not-allowlisted.example/offer' };
      await stores.funnel.saveStep('initial-details', contact);
      // The save goes out behind the applicant (issue 14): confirmed before the test goes on.
      await stores.funnel.saves?.flush();
      redirected(stores, gateway);
    });
    expect((await screen.findByRole('alert')).textContent).toContain('redirected>notAllowed');
    expect(screen.getByRole('alert').textContent).toContain('"partner":"Otro"');
    expect(screen.queryAllByRole('link').filter((link) => (link.getAttribute('href') ?? '').includes('partner-not-allowlisted'))).toHaveLength(0);
    expect(document.body.innerHTML).not.toContain('partner-not-allowlisted.example');
    expect(screen.queryByRole('link', { name: /redirected>link/ })).toBeNull();
    expect(window.location.href).toBe(href);
    // Nothing promises a navigation; a retry asks the API again (its partner target may be corrected).
    expect(screen.queryByText(/redirected>body/)).toBeNull();
    expect(screen.getByRole('button', { name: /buttons>retry/ })).toBeTruthy();
  });

  it('links an allowlisted target, naming its host, besides navigating there', async () => {
    await renderApp('/redirected', {}, async ({ stores, gateway }) => {
      gateway.partner = { name: 'Socio', url: 'https://partner.example/offer/7' };
      await stores.funnel.saveStep('initial-details', contact);
      await stores.funnel.saves?.flush();
      redirected(stores, gateway);
    });
    expect((await screen.findByText(/redirected>body/)).textContent).toContain('"host":"partner.example"');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
