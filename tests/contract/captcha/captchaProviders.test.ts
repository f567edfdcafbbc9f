import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_TEST_CAPTCHA_TOKEN, LocalTestCaptchaProvider } from '../../../adapters/captcha/LocalTestCaptchaProvider';
import {
  RECAPTCHA_FAILED,
  RECAPTCHA_SCRIPT,
  RECAPTCHA_TIMEOUT_MILLISECONDS,
  RecaptchaCaptchaProvider,
  type RecaptchaWindow,
} from '../../../adapters/captcha/RecaptchaCaptchaProvider';
import { FixedCaptchaProvider } from '../../support/FixedCaptchaProvider';
import { RecordingVendorRuntime } from '../../support/RecordingVendorRuntime';
import { SpyLogger } from '../../support/SpyLogger';
import { describeCaptchaProviderContract } from '../suites/captchaProviderContract';

describeCaptchaProviderContract('FixedCaptchaProvider (test double)', {
  available: () => new FixedCaptchaProvider('t'),
  unavailable: () => new FixedCaptchaProvider(null),
});
describeCaptchaProviderContract('LocalTestCaptchaProvider', { available: () => new LocalTestCaptchaProvider() });
/** A reCAPTCHA provider whose script (recorded, not fetched) installs `grecaptcha` when `installed`. */
const recaptcha = (installed: boolean) => () => {
  const win: RecaptchaWindow = { setTimeout: (callback, ms) => setTimeout(callback, ms) };
  if (installed) win.grecaptcha = { ready: (callback) => callback(), execute: async (_siteKey, options) => `token-for-${options.action}` };
  return new RecaptchaCaptchaProvider('site-key', { win, runtime: new RecordingVendorRuntime(), logger: new SpyLogger() });
};
describeCaptchaProviderContract('RecaptchaCaptchaProvider', { available: recaptcha(true), unavailable: recaptcha(false) });

it('LocalTestCaptchaProvider answers the token the reference server accepts', async () => {
  expect(await new LocalTestCaptchaProvider().token('initial_details')).toEqual({ ok: true, value: LOCAL_TEST_CAPTCHA_TOKEN });
});

describe('RecaptchaCaptchaProvider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (execute: (siteKey: string, options: { action: string }) => Promise<string>) => {
    const runtime = new RecordingVendorRuntime();
    const logger = new SpyLogger();
    const win: RecaptchaWindow = {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
    };
    const provider = new RecaptchaCaptchaProvider('site-key', { win, runtime, logger });
    const install = () => {
      win.grecaptcha = { ready: (callback) => callback(), execute };
    };
    return { runtime, logger, provider, install };
  };

  it('loads nothing until a token is asked for, then the script once, and executes with the action', async () => {
    const calls: unknown[] = [];
    const { runtime, provider, install } = setup(async (siteKey, options) => {
      calls.push([siteKey, options]);
      return 'token-1';
    });
    expect(runtime.scripts).toEqual([]);
    install();
    expect(await provider.token('initial_details')).toEqual({ ok: true, value: 'token-1' });
    await provider.token('initial_details');
    expect(runtime.scripts).toEqual([`${RECAPTCHA_SCRIPT}?render=site-key`]);
    expect(calls).toEqual([['site-key', { action: 'initial_details' }], ['site-key', { action: 'initial_details' }]]);
  });

  it('answers CaptchaUnavailable after the timeout, and logs', async () => {
    const { logger, provider, install } = setup(() => new Promise(() => {}));
    install();
    const pending = provider.token('x');
    await vi.advanceTimersByTimeAsync(RECAPTCHA_TIMEOUT_MILLISECONDS);
    expect(await pending).toEqual({ ok: false, error: { kind: 'CaptchaUnavailable' } });
    expect(logger.logged(RECAPTCHA_FAILED, 'error')).toBe(true);
  });

  it('answers CaptchaUnavailable when the script leaves no grecaptcha', async () => {
    const { provider } = setup(async () => 't');
    expect(await provider.token('x')).toEqual({ ok: false, error: { kind: 'CaptchaUnavailable' } });
  });
});
