import { describe, expect, it } from 'vitest';
import type { CaptchaProvider } from '../../../application/ports/CaptchaProvider';
import { CAPTCHA_ADAPTER_LOAD_FAILED, LazyCaptchaProvider } from '../../../adapters/captcha/LazyCaptchaProvider';
import { FixedCaptchaProvider } from '../../support/FixedCaptchaProvider';
import { SpyLogger } from '../../support/SpyLogger';
import { manualLoader } from './deferred';

describe('LazyCaptchaProvider: the captcha adapter fetched on the first token', () => {
  it('fetches nothing until a token is asked for, then once for every token', async () => {
    const loader = manualLoader<CaptchaProvider>();
    const captcha = new LazyCaptchaProvider({ logger: new SpyLogger(), load: loader.load });
    expect(loader.attempts).toHaveLength(0);
    const tokens = [captcha.token('initial_details'), captcha.token('initial_details')];
    loader.arrive(new FixedCaptchaProvider());
    const answers = await Promise.all(tokens);
    await captcha.token('initial_details');
    expect(loader.attempts).toHaveLength(1);
    expect(answers.every((answer) => answer.ok)).toBe(true);
  });

  it('a failed fetch answers CaptchaUnavailable (never rejects), is logged once, and the next token fetches again', async () => {
    const loader = manualLoader<CaptchaProvider>();
    const logger = new SpyLogger();
    const captcha = new LazyCaptchaProvider({ logger, load: loader.load });
    const first = captcha.token('initial_details');
    loader.fail(new Error('offline'));
    expect(await first).toEqual({ ok: false, error: { kind: 'CaptchaUnavailable' } });
    expect(logger.messages('error')).toEqual([CAPTCHA_ADAPTER_LOAD_FAILED]);
    const second = captcha.token('initial_details');
    loader.arrive(new FixedCaptchaProvider());
    expect((await second).ok).toBe(true);
    expect(loader.attempts).toHaveLength(2);
  });
});
