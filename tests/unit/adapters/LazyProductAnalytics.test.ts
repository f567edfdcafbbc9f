import { describe, expect, it } from 'vitest';
import type { ProductAnalytics } from '../../../application/ports/ProductAnalytics';
import { ANALYTICS_ADAPTER_LOAD_FAILED, LazyProductAnalytics, MAX_QUEUED_CAPTURES } from '../../../adapters/analytics/LazyProductAnalytics';
import { FixedConsentSource } from '../../support/FixedConsentSource';
import { RecordingVendorRuntime, settle } from '../../support/RecordingVendorRuntime';
import { SpyLogger } from '../../support/SpyLogger';
import { SpyProductAnalytics } from '../../support/SpyProductAnalytics';
import { manualLoader } from './deferred';

const setUp = (consent = new FixedConsentSource()) => {
  const runtime = new RecordingVendorRuntime();
  const logger = new SpyLogger();
  const loader = manualLoader<ProductAnalytics>();
  const analytics = new LazyProductAnalytics({ consent, runtime, logger, load: loader.load });
  return { consent, runtime, logger, loader, analytics, real: new SpyProductAnalytics() };
};

/** Grant analytics consent, let idle time pass and the adapter arrive. */
const arrive = async ({ consent, runtime, loader, real, analytics }: ReturnType<typeof setUp>) => {
  consent.grantAll();
  await runtime.idle();
  loader.arrive(real);
  await analytics.ready();
};

describe('LazyProductAnalytics: the analytics adapter fetched after analytics consent', () => {
  it('fetches nothing before analytics consent, even at idle time', async () => {
    const { consent, runtime, loader, analytics } = setUp();
    analytics.identify('s-1');
    analytics.capture('step_viewed');
    await runtime.idle();
    consent.record({ analytics: false, marketing: true });
    await runtime.idle();
    expect(loader.attempts).toHaveLength(0);
  });

  it('replays what was called before the adapter arrived, in order, then forwards directly', async () => {
    const setup = setUp();
    const { analytics, real, loader } = setup;
    analytics.identify('s-1');
    analytics.register({ isLeadPrefilled: true });
    analytics.capture('step_viewed', { step: 1 });
    await arrive(setup);
    expect(loader.attempts).toHaveLength(1);
    expect(real.identified).toEqual(['s-1']);
    expect(real.registered).toEqual([{ isLeadPrefilled: true }]);
    expect(real.captured).toEqual([{ event: 'step_viewed', properties: { step: 1 } }]);
    analytics.capture('step_saved');
    expect(real.eventNames()).toEqual(['step_viewed', 'step_saved']);
  });

  it('consent given at start (a brand without a banner): calls before idle time fetch nothing; idle time does', async () => {
    const { analytics, runtime, loader } = setUp(FixedConsentSource.grantedAll());
    analytics.identify('s-1');
    analytics.capture('started');
    await settle();
    expect(loader.attempts).toHaveLength(0);
    await runtime.idle();
    expect(loader.attempts).toHaveLength(1);
  });

  it('a refusal discards the held captures but keeps who the visitor is; captures after a refusal are not held', async () => {
    const setup = setUp();
    const { analytics, consent, real } = setup;
    analytics.identify('s-1');
    analytics.capture('before_refusal');
    consent.refuseAll();
    analytics.capture('after_refusal');
    await settle();
    await arrive(setup);
    expect(real.identified).toEqual(['s-1']);
    expect(real.captured).toEqual([]);
  });

  it(`holds at most ${MAX_QUEUED_CAPTURES} captures, dropping the oldest first`, async () => {
    const full = setUp();
    for (let i = 1; i <= MAX_QUEUED_CAPTURES; i += 1) full.analytics.capture(`e${i}`);
    await arrive(full);
    expect(full.real.captured).toHaveLength(MAX_QUEUED_CAPTURES);
    expect(full.real.captured[0]?.event).toBe('e1');

    const over = setUp();
    over.analytics.identify('s-1');
    for (let i = 1; i <= MAX_QUEUED_CAPTURES + 1; i += 1) over.analytics.capture(`e${i}`);
    await arrive(over);
    expect(over.real.captured).toHaveLength(MAX_QUEUED_CAPTURES);
    expect(over.real.captured[0]?.event).toBe('e2');
    expect(over.real.identified).toEqual(['s-1']);
  });

  it('a failed fetch is logged, keeps what was held, and the next call fetches again and delivers it', async () => {
    const { analytics, consent, runtime, loader, logger, real } = setUp();
    analytics.capture('held');
    consent.grantAll();
    await runtime.idle();
    loader.fail(new Error('offline'));
    expect(await analytics.ready()).toBeUndefined();
    expect(logger.messages('error')).toEqual([ANALYTICS_ADAPTER_LOAD_FAILED]);
    analytics.capture('next');
    expect(loader.attempts).toHaveLength(2);
    loader.arrive(real);
    await analytics.ready();
    expect(real.eventNames()).toEqual(['held', 'next']);
  });
});
