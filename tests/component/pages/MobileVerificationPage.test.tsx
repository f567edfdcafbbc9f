import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MOBILE_VERIFICATION_STATE } from '../../../domain/state/applicationStates';
import type { FixedClock } from '../../support/FixedClock';
import { renderApp } from './renderApp';

const contact = { contactDetails: { email: 'ana@example.es', phoneNumber: '+34612345678' }, generalPolicies: true, amount: 2500 };

/** The app on `path` with a saved lead waiting for its mobile code (state 7), as after a verify+ decision. */
const waitingForCode = (path: string) =>
  renderApp(path, {}, async ({ stores, gateway }) => {
    await stores.funnel.saveStep('initial-details', contact);
    // The save goes out behind the applicant (issue 14): confirmed before the test goes on.
    await stores.funnel.saves?.flush();
    gateway.seed({ ...contact, id: stores.funnel.lead.id ?? '' }, MOBILE_VERIFICATION_STATE, { status: 'offer-stage' });
    // The funnel takes the state the API answers, as at start-up: the route guard opens the state's screen only.
    await stores.funnel.resume(stores.funnel.lead.id ?? '');
  });

const resendStatus = () => document.getElementById('mobile-code-resend-status')?.textContent ?? '';
const codeField = () => screen.findByLabelText(/offer>mobile>codeLabel/);
const submitCode = async (code: string) => {
  fireEvent.change(await codeField(), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: /offer>mobile>verify/ }));
};

describe('the mobile verification screen (issue 12; issue 15 code limits)', () => {
  it('asks for the code with the one-time-code autofill and a digit keypad; a wrong code says how many tries are left; the right one moves on', async () => {
    const { router } = await waitingForCode('/mobile-verification');
    const field = await codeField();
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    await submitCode('0000');
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('offer>errors>wrongLeft {"left":4}');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await submitCode('1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/accepted'));
  });

  it('a code that is not 4 to 8 digits is refused before any call', async () => {
    const { gateway } = await waitingForCode('/mobile-verification');
    await submitCode('12');
    expect((await screen.findByRole('alert')).textContent).toContain('offer>errors>format');
    expect(gateway.callsOf('verifyMobile')).toHaveLength(0);
  });

  it('the fifth wrong code asks for a new code once the cooldown has passed, counted down; then the new code waits out its own', async () => {
    const { gateway, services } = await waitingForCode('/mobile-verification');
    for (let attempt = 0; attempt < 5; attempt += 1) await submitCode('0000');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('offer>errors>spentWait {"seconds":30}'));
    const resend = screen.getByRole('button', { name: /offer>mobile>resend/ });
    expect(resend.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(resend);
    expect(gateway.callsOf('resendMobileCode')).toHaveLength(0);
    // The countdown runs on the app's clock, one tick a second.
    (services.clock as FixedClock).advance(30_000);
    gateway.passTime(30);
    await waitFor(() => expect(resend.getAttribute('aria-disabled')).toBeNull(), { timeout: 2500 });
    fireEvent.click(resend);
    await waitFor(() => expect(resendStatus()).toContain('offer>mobile>resent'));
    expect(screen.getByText(/offer>mobile>resendIn/).textContent).toContain('"seconds":30');
    expect(resend.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(resend);
    expect(gateway.callsOf('resendMobileCode')).toHaveLength(1);
  });

  it('a locked application says in how many minutes to try again, and holds back the resend', async () => {
    const { gateway } = await waitingForCode('/mobile-verification');
    gateway.failNext('verifyMobile', { kind: 'Validation', status: 422, fieldErrors: [{ field: 'code', code: 'TooManyAttempts', message: 'locked', params: { retryAfterSeconds: 900, reason: 'locked' } }] });
    await submitCode('0000');
    expect((await screen.findByRole('alert')).textContent).toContain('offer>errors>locked {"minutes":15}');
    expect(screen.getByRole('button', { name: /offer>mobile>resend/ }).getAttribute('aria-disabled')).toBe('true');
  });

  it('a resend the server refuses as too soon says when, in the status line', async () => {
    const { gateway } = await waitingForCode('/mobile-verification');
    gateway.failNext('resendMobileCode', { kind: 'Validation', status: 422, fieldErrors: [{ field: 'code', code: 'ResendTooSoon', message: 'soon', params: { retryAfterSeconds: 12 } }] });
    fireEvent.click(await screen.findByRole('button', { name: /offer>mobile>resend/ }));
    await waitFor(() => expect(resendStatus()).toContain('offer>errors>tooSoon {"seconds":12}'));
  });

  it('the change of number refuses a landline, sends a code to a mobile and returns to the code', async () => {
    const { router, gateway } = await waitingForCode('/mobile-verification');
    await submitCode('0000');
    await screen.findByRole('alert');
    fireEvent.click(await screen.findByRole('link', { name: /offer>mobile>changeNumber/ }));
    const phone = await screen.findByLabelText(/offer>changeMobile>label/);
    // The code's refusal stays with the code: the number screen opens clean, its heading focused.
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(phone.getAttribute('autocomplete')).toBe('tel');
    fireEvent.change(phone, { target: { value: '912345678' } });
    fireEvent.click(screen.getByRole('button', { name: /offer>changeMobile>submit/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('offer>errors>phone');
    fireEvent.change(phone, { target: { value: '699111222' } });
    fireEvent.click(screen.getByRole('button', { name: /offer>changeMobile>submit/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mobile-verification'));
    expect(gateway.callsOf('changeMobileNumber').map((call) => call.args[1])).toEqual(['699111222']);
    expect(await codeField()).toBeTruthy();
  });

  it('moving between the two screens shows the new screen only: the old form never appears under the new title, and the heading takes focus once', async () => {
    const { router } = await waitingForCode('/mobile-verification');
    fireEvent.click(await screen.findByRole('link', { name: /offer>mobile>changeNumber/ }));
    const phone = await screen.findByLabelText(/offer>changeMobile>label/);
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
    // What the page holds each time a heading takes focus, from the submit on.
    const focusedHeadings: { title: string; phoneField: boolean; codeField: boolean }[] = [];
    const focus = HTMLElement.prototype.focus;
    HTMLElement.prototype.focus = function (this: HTMLElement, options?: FocusOptions) {
      if (this.tagName === 'H1') {
        focusedHeadings.push({ title: this.textContent ?? '', phoneField: !!document.getElementById('mobile-number'), codeField: !!document.getElementById('mobile-code') });
      }
      focus.call(this, options);
    };
    try {
      fireEvent.change(phone, { target: { value: '699111222' } });
      fireEvent.click(screen.getByRole('button', { name: /offer>changeMobile>submit/ }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/mobile-verification'));
      await codeField();
      await waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
    } finally {
      HTMLElement.prototype.focus = focus;
    }
    // A second focus would take the applicant's first Tab or keystroke away (the heading focused under a stale form).
    expect(focusedHeadings).toEqual([{ title: expect.stringContaining('mobile-verification') as string, phoneField: false, codeField: true }]);
  });
});
