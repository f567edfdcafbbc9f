import { describe, expect, it } from 'vitest';
import type { Hasher } from '../../../application/ports/Hasher';
import type { PixelTracker } from '../../../application/ports/PixelTracker';
import { conversionEvent, RAW_VALUES } from '../../support/conversionEvents';
import { FixedConsentSource } from '../../support/FixedConsentSource';
import { RecordingVendorRuntime } from '../../support/RecordingVendorRuntime';
import { Sha256Hasher } from '../../support/Sha256Hasher';
import { SpyLogger } from '../../support/SpyLogger';

export interface PixelHarness {
  readonly tracker: PixelTracker;
  readonly consent: FixedConsentSource;
  readonly runtime: RecordingVendorRuntime;
  readonly logger: SpyLogger;
  /** Everything the vendor's global received, serialised; '' while the global does not exist. */
  sent(): string;
}

/** What the suite hands an adapter's setup: consent, a recording runtime, a logger and a hasher to build it with. */
export type PixelTrackerContractDeps = { consent: FixedConsentSource; runtime: RecordingVendorRuntime; logger: SpyLogger; hasher: Hasher };

/** Serialises what a vendor global received (its queue's `arguments` objects as arrays), for `sent()`. */
export const serialise = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) => (Object.prototype.toString.call(item) === '[object Arguments]' ? Array.from(item as ArrayLike<unknown>) : item)) ?? '';

/** An adapter under test: the tracker built over the deps, and everything its vendor global received (serialised). */
export type PixelTrackerContractSetup = (deps: PixelTrackerContractDeps) => { tracker: PixelTracker; sent: () => string };

const harness = (build: PixelTrackerContractSetup, hasher: Hasher = new Sha256Hasher()): PixelHarness => {
  const deps = { consent: new FixedConsentSource(), runtime: new RecordingVendorRuntime(), logger: new SpyLogger(), hasher };
  return { ...deps, ...build(deps) };
};

const failingHasher: Hasher = { sha256Hex: async () => Promise.reject(new Error('no crypto')) };

/**
 * The PixelTracker contract (docs/click-ids-and-consent.md "Tracking identity", "Consent categories"; docs/architecture.md house rule 5) that every pixel adapter —
 * built-in, example or an integrator's — passes through its real client code, with its vendor's global API observed:
 * nothing requested and no global before consent (cookies are the vendor script's, which is never requested then;
 * the e2e privacy suite checks the browser's jar); only hashed identity; the event id forwarded for
 * deduplication; events in dispatch order; never rejects (a failure is logged).
 */
export function describePixelTrackerContract(label: string, build: PixelTrackerContractSetup): void {
describe(`${label} honours the PixelTracker contract`, () => {
  it('sends and loads nothing before consent, or after refusal', async () => {
    const pixel = harness(build);
    await pixel.tracker.track(conversionEvent('Lead'));
    pixel.consent.refuseAll();
    await pixel.tracker.track(conversionEvent('CompleteRegistration'));
    await pixel.runtime.idle();
    expect(pixel.sent()).toBe('');
    expect(pixel.runtime.scripts).toEqual([]);
  });

  it('sends the event id unchanged, the same on a retry, and never a raw identity value', async () => {
    const pixel = harness(build);
    pixel.consent.grantAll();
    await pixel.tracker.track(conversionEvent('Lead', { eventId: 'event-id-7' }));
    await pixel.tracker.track(conversionEvent('Lead', { eventId: 'event-id-7' }));
    const sent = pixel.sent();
    expect(sent.match(/event-id-7/g)).toHaveLength(2);
    for (const raw of RAW_VALUES) expect(sent).not.toContain(raw);
  });

  it('never rejects: a hashing failure is logged and nothing is sent', async () => {
    const pixel = harness(build, failingHasher);
    pixel.consent.grantAll();
    await expect(pixel.tracker.track(conversionEvent('Lead'))).resolves.toBeUndefined();
    expect(pixel.logger.messages('error')).toHaveLength(1);
    expect(pixel.sent()).not.toContain('Lead');
  });

  it('sends only hashed identity: a SHA-256 digest, no raw email, phone or session id', async () => {
    const pixel = harness(build);
    pixel.consent.grantAll();
    await pixel.tracker.track(conversionEvent('Lead'));
    expect(pixel.sent()).toMatch(/[0-9a-f]{64}/);
    for (const raw of RAW_VALUES) expect(pixel.sent()).not.toContain(raw);
  });

  it('sends events in the order they were dispatched, even when tracked together', async () => {
    const pixel = harness(build);
    pixel.consent.grantAll();
    await Promise.all([pixel.tracker.track(conversionEvent('Lead', { eventId: 'first-event' })), pixel.tracker.track(conversionEvent('CompleteRegistration', { eventId: 'second-event' }))]);
    const sent = pixel.sent();
    expect(sent.indexOf('first-event')).toBeGreaterThanOrEqual(0);
    expect(sent.indexOf('first-event')).toBeLessThan(sent.indexOf('second-event'));
  });

});
}
