import { describe, expect, it } from 'vitest';
import type { ConsentState } from '../../../application/ports/ConsentSource';
import type { ConversionEvent, PixelTracker } from '../../../application/ports/PixelTracker';
import { FunnelStorage } from '../../../application/session/FunnelStorage';
import { ConversionTracker, PIXEL_TRACK_FAILED } from '../../../application/tracking/ConversionTracker';
import { decisionTracking, leadCreatedTracking, submissionTracking } from '../../../application/analytics/conversionPolicies';
import { OperationKeys } from '../../../application/tracking/OperationKeys';
import { withTracking } from '../../../application/analytics/withTracking';
import { AwaitDecision } from '../../../application/usecases/AwaitDecision';
import { SaveStep } from '../../../application/usecases/SaveStep';
import { SubmitLead } from '../../../application/usecases/SubmitLead';
import { FixedConsentSource } from '../../support/FixedConsentSource';
import { InMemoryKeyValueStorage } from '../../support/InMemoryKeyValueStorage';
import { Sha256Hasher } from '../../support/Sha256Hasher';
import { SpyPixelTracker } from '../../support/SpyPixelTracker';
import { aFunnelState, aLead, aSavedState, SESSION_ID } from '../../support/leadMother';
import { esPages, harness, saveDeps } from './support/harness';

const GRANTED: ConsentState = { decided: true, granted: { analytics: false, marketing: true } };
const REFUSED: ConsentState = { decided: true, granted: { analytics: true, marketing: false } };
const answers = { contactDetails: { email: 'ana@example.es', phoneNumber: '612345678' }, generalPolicies: true };

function setUp(consent: ConsentState = GRANTED, memory = new InMemoryKeyValueStorage(), pixels: PixelTracker[] = [new SpyPixelTracker('meta'), new SpyPixelTracker('tiktok')]) {
  const h = harness(memory);
  const hasher = new Sha256Hasher();
  const tracker = new ConversionTracker({
    pixels,
    consent: new FixedConsentSource(consent),
    keys: h.keys,
    hasher,
    clock: h.clock,
    ids: h.ids,
    logger: h.logger,
    country: 'ES',
    currency: 'EUR',
  });
  const saveStep = withTracking(new SaveStep(saveDeps(h)), leadCreatedTracking(tracker));
  const submitLead = withTracking(new SubmitLead(saveDeps(h)), submissionTracking(tracker));
  return { ...h, hasher, tracker, pixels: pixels as SpyPixelTracker[], saveStep, submitLead };
}

describe('conversion tracking from use-case outcomes (docs/click-ids-and-consent.md "Which events go to which pixel", docs/architecture.md house rule 5)', () => {
  it('Lead goes to every present pixel after the lead is created, with one event_id and the raw identity', async () => {
    const { saveStep, tracker, pixels } = setUp();
    const result = await saveStep.execute({ state: aFunnelState(), pagePath: 'initial-details', answers });
    await tracker.settled();
    expect(result.ok).toBe(true);
    const [meta, tiktok] = pixels;
    expect(meta?.eventsNamed('Lead')).toHaveLength(1);
    expect(tiktok?.eventsNamed('Lead')).toHaveLength(1);
    const event = meta?.events[0] as ConversionEvent;
    expect(event.eventId).toMatch(/^[0-9a-f]{64}$/);
    expect(tiktok?.events[0]?.eventId).toBe(event.eventId);
    expect(event.identity).toEqual({ sessionId: SESSION_ID, email: 'ana@example.es', phoneNumber: '612345678', country: 'ES' });
    expect(event.value).toEqual({ amount: 2500, currency: 'EUR' });
  });

  it('fires nothing when the create fails, and nothing for a later update', async () => {
    const { saveStep, tracker, pixels, gateway } = setUp();
    gateway.failNext('createApplication', { kind: 'Network' });
    const failed = await saveStep.execute({ state: aFunnelState(), pagePath: 'initial-details', answers });
    await tracker.settled();
    expect(pixels[0]?.events).toHaveLength(0);
    if (failed.ok) throw new Error('expected failure');
    const created = await saveStep.execute({ state: failed.error.state, pagePath: 'initial-details', answers: {} });
    if (!created.ok) throw new Error(created.error.kind);
    await saveStep.execute({ state: created.value.state, pagePath: 'loan-purpose', answers: { otherDetails: { loanPurpose: 'OTHER' } } });
    await tracker.settled();
    expect(pixels[0]?.eventsNamed('Lead')).toHaveLength(1);
  });

  it('the retry after a failed create reuses the event_id made before the first attempt', async () => {
    const { saveStep, tracker, pixels, gateway, keys } = setUp();
    gateway.failNext('createApplication', { kind: 'Server', status: 503 });
    const failed = await saveStep.execute({ state: aFunnelState(), pagePath: 'initial-details', answers });
    const prepared = keys.peek('event:Lead');
    expect(prepared).toMatch(/^[0-9a-f]{64}$/);
    if (failed.ok) throw new Error('expected failure');
    await saveStep.execute({ state: failed.error.state, pagePath: 'initial-details', answers: {} });
    await tracker.settled();
    expect(pixels[0]?.eventIdsOf('Lead')).toEqual([prepared]);
  });

  it('a reload before success reuses the persisted event_id', async () => {
    const memory = new InMemoryKeyValueStorage();
    const before = setUp(GRANTED, memory);
    before.gateway.failNext('createApplication', { kind: 'Network' });
    const failed = await before.saveStep.execute({ state: aFunnelState(), pagePath: 'initial-details', answers });
    const prepared = before.keys.peek('event:Lead');
    const reloaded = setUp(GRANTED, memory);
    if (failed.ok) throw new Error('expected failure');
    await reloaded.saveStep.execute({ state: failed.error.state, pagePath: 'initial-details', answers: {} });
    await reloaded.tracker.settled();
    expect(reloaded.pixels[0]?.eventIdsOf('Lead')).toEqual([prepared]);
  });

  it.each([
    ['refused', REFUSED],
    ['undecided', { decided: false, granted: { analytics: false, marketing: false } }],
  ])('consent %s: no pixel is called at all', async (_label, consent) => {
    const { saveStep, submitLead, tracker, pixels } = setUp(consent);
    const saved = await saveStep.execute({ state: aFunnelState(), pagePath: 'initial-details', answers });
    if (!saved.ok) throw new Error(saved.error.kind);
    await submitLead.execute({ state: saved.value.state, answers: {} });
    await tracker.settled();
    expect(pixels.flatMap((pixel) => pixel.events)).toEqual([]);
  });

  it('with no pixel bound nothing is hashed or sent', async () => {
    const { saveStep, tracker, hasher } = setUp(GRANTED, new InMemoryKeyValueStorage(), []);
    const result = await saveStep.execute({ state: aFunnelState(), pagePath: 'initial-details', answers });
    await tracker.settled();
    expect(result.ok).toBe(true);
    expect(hasher.inputs).toHaveLength(1); // only the event_id prepared before the create
  });

  it('a pixel that breaks its promise is logged and does not stop the others', async () => {
    const broken: PixelTracker = { vendor: 'broken', track: () => Promise.reject(new Error('boom')) };
    const spy = new SpyPixelTracker('google');
    const { saveStep, tracker, logger } = setUp(GRANTED, new InMemoryKeyValueStorage(), [broken, spy]);
    await saveStep.execute({ state: aFunnelState(), pagePath: 'initial-details', answers });
    await tracker.settled();
    expect(spy.eventsNamed('Lead')).toHaveLength(1);
    expect(logger.logged(PIXEL_TRACK_FAILED, 'error')).toBe(true);
  });

  describe('submission', () => {
    const submitted = async (status: 'accepted' | 'rejected', progressState: number) => {
      const env = setUp();
      env.gateway.seed({ ...aLead(), id: 'lead-1' });
      env.gateway.decision = { progressState, application: { status } };
      const state = aSavedState('lead-1', 5, { pages: esPages() });
      const first = await env.submitLead.execute({ state, answers: {} });
      const again = await env.submitLead.execute({ state, answers: {} });
      await env.tracker.settled();
      return { env, first, again };
    };

    it('CompleteRegistration fires after the submit, with one event_id even when the submit repeats', async () => {
      const { env, first } = await submitted('accepted', 10);
      expect(first.ok).toBe(true);
      expect(env.pixels[0]?.eventsNamed('CompleteRegistration')).toHaveLength(2);
      expect(env.pixels[0]?.eventIdsOf('CompleteRegistration')).toHaveLength(1);
      expect(env.pixels[0]?.eventsNamed('Rejected')).toHaveLength(0);
      expect(env.pixels[0]?.eventsNamed('Lead')).toHaveLength(0);
    });

    it('prepared ahead (the review, issue 25 item 4), the submission makes its event_id and persists it without calling the API; the submit then fires with it', async () => {
      const env = setUp();
      env.gateway.seed({ ...aLead(), id: 'lead-1' });
      const state = aSavedState('lead-1', 5, { pages: esPages() });
      // Through both wrappers, as the container builds it (conversions around funnel events).
      const submitLead = withTracking(env.submitLead, { after: () => undefined });
      await submitLead.prepare({ state, answers: {} });
      await submitLead.prepare({ state, answers: {} });
      expect(env.gateway.calls).toHaveLength(0);
      const prepared = env.keys.peek('event:CompleteRegistration');
      expect(prepared).toBeDefined();
      // A reload: a fresh OperationKeys over the same storage finds it.
      expect(new OperationKeys(env.storage, env.ids).peek('event:CompleteRegistration')).toBe(prepared);
      expect((await submitLead.execute({ state, answers: {} })).ok).toBe(true);
      await env.tracker.settled();
      expect(env.pixels[0]?.eventIdsOf('CompleteRegistration')).toEqual([prepared]);
    });

    it('Rejected fires when the decision is a rejection', async () => {
      const { env } = await submitted('rejected', 13);
      expect(env.pixels[1]?.eventIdsOf('Rejected')).toHaveLength(1);
    });

    it('Rejected fires when the decision arrives later on the checking screen', async () => {
      const env = setUp();
      env.gateway.seed({ ...aLead(), id: 'lead-1' }, 6, { status: 'checking' });
      env.gateway.statusSequence = [{ progressState: 13, application: { status: 'rejected' } }];
      const awaitDecision = withTracking(new AwaitDecision(env.gateway, env.storage, env.clock, async () => {}), decisionTracking(env.tracker));
      await awaitDecision.execute({ state: aSavedState('lead-1', 6) });
      await env.tracker.settled();
      expect(env.pixels[1]?.eventsNamed('Rejected')).toHaveLength(1);
    });
  });

  it('keeps event ids apart per event and across a fresh OperationKeys over the same storage', async () => {
    const memory = new InMemoryKeyValueStorage();
    const { tracker } = setUp(GRANTED, memory);
    const lead = await tracker.prepare('Lead');
    const complete = await tracker.prepare('CompleteRegistration');
    expect(lead).not.toBe(complete);
    const again = new OperationKeys(new FunnelStorage(memory, { error() {}, warn() {}, info() {} }), { newId: () => 'x' });
    expect(again.peek('event:Lead')).toBe(lead);
  });
  it('hands events to the pixels in the order they were dispatched, even when the first event id is hashed last', async () => {
    const h = harness(new InMemoryKeyValueStorage());
    const pixel = new SpyPixelTracker('meta');
    const real = new Sha256Hasher();
    let hashes = 0;
    // The first hash (Lead's event id) takes longer than the second (CompleteRegistration's).
    const slowFirst = { sha256Hex: async (text: string) => { const delay = hashes++ === 0 ? 30 : 0; await new Promise((resolve) => setTimeout(resolve, delay)); return real.sha256Hex(text); } };
    const tracker = new ConversionTracker({ pixels: [pixel], consent: new FixedConsentSource(GRANTED), keys: h.keys, hasher: slowFirst, clock: h.clock, ids: h.ids, logger: h.logger, country: 'ES', currency: 'EUR' });
    tracker.dispatch('Lead', aFunnelState());
    tracker.dispatch('CompleteRegistration', aFunnelState());
    await tracker.settled();
    expect(pixel.events.map((event) => event.name)).toEqual(['Lead', 'CompleteRegistration']);
  });

  it('each pixel sends the events in dispatch order even when its own work for the first takes longer, and a stuck pixel holds up only itself', async () => {
    const h = harness(new InMemoryKeyValueStorage());
    /** A pixel whose work before sending (hashing the identity, as the vendor adapters do) takes `delays[n]` ms for its nth event. */
    const slowPixel = (vendor: string, delays: number[]) => {
      const sent: string[] = [];
      let calls = 0;
      const pixel: PixelTracker = {
        vendor,
        track: async (event) => {
          const delay = delays[calls++] ?? 0;
          if (delay === Infinity) return new Promise<void>(() => undefined);
          await new Promise((resolve) => setTimeout(resolve, delay));
          sent.push(event.name);
        },
      };
      return { pixel, sent };
    };
    const meta = slowPixel('meta', [30, 0]);
    const stuck = slowPixel('stuck', [Infinity]);
    const tiktok = slowPixel('tiktok', [0, 0]);
    const tracker = new ConversionTracker({ pixels: [meta.pixel, stuck.pixel, tiktok.pixel], consent: new FixedConsentSource(GRANTED), keys: h.keys, hasher: new Sha256Hasher(), clock: h.clock, ids: h.ids, logger: h.logger, country: 'ES', currency: 'EUR' });
    tracker.dispatch('Lead', aFunnelState());
    tracker.dispatch('CompleteRegistration', aFunnelState());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(meta.sent).toEqual(['Lead', 'CompleteRegistration']);
    expect(tiktok.sent).toEqual(['Lead', 'CompleteRegistration']);
    expect(stuck.sent).toEqual([]);
  });
});
