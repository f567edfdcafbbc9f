import { describe, expect, it } from 'vitest';
import { FunnelStorage } from '../../../application/session/FunnelStorage';
import { INVALID_AFFILIATE_DATA, LANDING_PARAMETERS_REJECTED, StartSession, UI_TAG } from '../../../application/usecases/StartSession';
import { FixedDeviceReadings } from '../../support/FixedDeviceReadings';
import { InMemoryKeyValueStorage } from '../../support/InMemoryKeyValueStorage';
import { SpyProductAnalytics } from '../../support/SpyProductAnalytics';
import { SpySessionRecorder } from '../../support/SpySessionRecorder';
import { aBrand, aFunnelState, aLead, aSavedState, SESSION_ID, T0 } from '../../support/leadMother';
import { harness } from './support/harness';

// Longer than 300 lines: every way a session starts (fresh, resumed, expired, corrupt storage, affiliate, click ids) over one set of fixtures.

const HOUR = 3_600_000;
const OTHER_UUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';

function setUp(memory = new InMemoryKeyValueStorage(), brand = aBrand()) {
  const h = harness(memory);
  const analytics = new SpyProductAnalytics();
  const recorder = new SpySessionRecorder();
  const startSession = new StartSession({
    storage: h.storage,
    keys: h.keys,
    ids: h.ids,
    clock: h.clock,
    device: new FixedDeviceReadings(),
    logger: h.logger,
    analytics,
    recorder,
    brand,
  });
  return { ...h, analytics, recorder, startSession };
}

/** Storage holding a previous visit of SESSION_ID. */
function returningVisitor(stateOverrides = {}, startedAt = T0 - HOUR) {
  const memory = new InMemoryKeyValueStorage();
  const storage = new FunnelStorage(memory, { error() {}, warn() {}, info() {} });
  memory.write('sessionId', SESSION_ID);
  memory.write('sessionStartedAt', new Date(startedAt).toISOString());
  storage.save(undefined, aFunnelState(stateOverrides));
  return memory;
}

describe('StartSession (docs/product.md "Landing parameters", docs/sessions-and-storage.md "Session id": session rules)', () => {
  describe('session id (docs/sessions-and-storage.md "Session id")', () => {
    it('a first visit gets a new id and the new-session flag', async () => {
      const { startSession, ids, memory } = setUp();
      const result = await startSession.execute({ search: '' });
      if (!result.ok) throw new Error('unexpected');
      expect(result.value.state.sessionId).toBe(ids.issued[0]);
      expect(result.value.isNewSession).toBe(true);
      expect(memory.read('sessionId')).toBe(ids.issued[0]);
      expect(memory.read('newSessionFlag')).toBe(true);
      expect(result.value.state.lead.sessionId).toBe(ids.issued[0]);
    });

    it('a returning visitor keeps the stored id, its answers and its session start', async () => {
      const { startSession, memory } = setUp(returningVisitor());
      const result = await startSession.execute({ search: '?utm_source=x' });
      if (!result.ok) throw new Error('unexpected');
      expect(result.value.state.sessionId).toBe(SESSION_ID);
      expect(result.value.isNewSession).toBe(false);
      expect(memory.read('newSessionFlag')).toBe(false);
      expect(result.value.state.lead.contactDetails?.email).toBe(aLead().contactDetails?.email);
      expect(result.value.state.sessionStartedAtMs).toBe(T0 - HOUR);
    });

    it('a valid sessionId in the URL that differs replaces the stored one and drops the other session\'s answers', async () => {
      const { startSession } = setUp(returningVisitor());
      const result = await startSession.execute({ search: `?sessionId=${OTHER_UUID}` });
      if (!result.ok) throw new Error('unexpected');
      expect(result.value.state.sessionId).toBe(OTHER_UUID);
      expect(result.value.isNewSession).toBe(true);
      expect(result.value.state.lead.contactDetails).toBeUndefined();
    });

    it('an invalid sessionId in the URL is ignored and logged', async () => {
      const { startSession, logger } = setUp(returningVisitor());
      const result = await startSession.execute({ search: '?sessionId=not-a-uuid' });
      expect(result.ok && result.value.state.sessionId).toBe(SESSION_ID);
      expect(logger.logged(LANDING_PARAMETERS_REJECTED, 'warn')).toBe(true);
    });
  });

  describe('stale data (docs/sessions-and-storage.md "Stale data")', () => {
    it('clears the stale fields, the progress and the result once the session is older than the configured expiry', async () => {
      const expiry = aBrand().applicationDataExpiryMilliseconds;
      const memory = returningVisitor(aSavedState('lead-1', 6, { lead: aLead({ id: 'lead-1', generalPolicies: true, leadStatus: 1 }) }), T0 - expiry - 1);
      const { startSession } = setUp(memory);
      const result = await startSession.execute({ search: '' });
      if (!result.ok) throw new Error('unexpected');
      expect(result.value.wasStale).toBe(true);
      expect(result.value.state.lead.id).toBeUndefined();
      expect(result.value.state.lead.generalPolicies).toBeUndefined();
      expect(result.value.state.other.progressState).toBe(0);
      expect(result.value.state.result).toBeNull();
      // Issue 15 item 0: nothing personal stays in the browser once the session has expired; the loan choice does.
      expect(result.value.state.lead.contactDetails).toBeUndefined();
      expect(result.value.state.lead.personalDetails).toBeUndefined();
      expect(result.value.state.lead.amount).toBe(aLead().amount);
      expect(result.value.state.sessionStartedAtMs).toBe(T0);
    });

    it('a lead refused by the server (leadStatus not positive) keeps its answers: only the session clock or the lead expiring clears them', async () => {
      const { startSession } = setUp(returningVisitor(aSavedState('lead-1', 3, { lead: aLead({ id: 'lead-1', leadStatus: 0 }) })));
      const result = await startSession.execute({ search: '' });
      expect(result.ok && result.value.state.lead.contactDetails?.email).toBe(aLead().contactDetails?.email);
    });

    it('a lead whose expiresAt has passed leaves no personal answer in the browser', async () => {
      const memory = returningVisitor(aSavedState('lead-1', 3, { lead: aLead({ id: 'lead-1', leadStatus: 1, expiresAt: new Date(T0 - 1).toISOString() }) }));
      const { startSession } = setUp(memory);
      const result = await startSession.execute({ search: '' });
      if (!result.ok) throw new Error('unexpected');
      expect(result.value.wasStale).toBe(true);
      expect(result.value.state.lead.contactDetails).toBeUndefined();
      const stored = JSON.stringify(memory.read('leadApplication'));
      expect(stored).toContain(String(aLead().amount));
      expect(stored).not.toContain(String(aLead().contactDetails?.email));
    });

    it('keeps data exactly at the expiry (stale only when older)', async () => {
      const expiry = aBrand().applicationDataExpiryMilliseconds;
      const { startSession } = setUp(returningVisitor(aSavedState(), T0 - expiry));
      const result = await startSession.execute({ search: '' });
      expect(result.ok && result.value.wasStale).toBe(false);
      expect(result.ok && result.value.state.lead.id).toBe('lead-1');
    });

    it('treats a lead whose leadStatus is not positive as stale', async () => {
      const { startSession } = setUp(returningVisitor(aSavedState('lead-1', 3, { lead: aLead({ id: 'lead-1', leadStatus: 0 }) })));
      const result = await startSession.execute({ search: '' });
      expect(result.ok && result.value.state.lead.id).toBeUndefined();
    });
  });

  describe('affiliate reference (docs/affiliates.md "Replacement")', () => {
    it('sets a reference from the URL (refTransactionId falling back to s_id)', async () => {
      const { startSession } = setUp();
      const result = await startSession.execute({ search: '?refName=partnerA&refSubId=7&s_id=tx-1' });
      expect(result.ok && result.value.state.lead.affiliateReferenceParams).toEqual({
        attribute: 'partnerA',
        subId: '7',
        transactionId: 'tx-1',
        setAt: new Date(T0).toISOString(),
      });
    });

    it('a different reference replaces the stored one and resets the session data', async () => {
      const stored = aLead({ affiliateReferenceParams: { attribute: 'partnerA', subId: null, transactionId: null, setAt: new Date(T0 - HOUR).toISOString() } });
      const { startSession } = setUp(returningVisitor({ lead: stored }));
      const result = await startSession.execute({ search: '?refName=partnerB' });
      if (!result.ok) throw new Error('unexpected');
      expect(result.value.affiliate).toBe('Replaced');
      expect(result.value.state.lead.affiliateReferenceParams?.attribute).toBe('partnerB');
      expect(result.value.state.lead.contactDetails).toBeUndefined();
      expect(result.value.state.sessionId).toBe(SESSION_ID);
    });

    it('an expired reference (480 h) is removed and the session data reset; at 479 h it is kept', async () => {
      const at = (hours: number) => aLead({ affiliateReferenceParams: { attribute: 'partnerA', subId: null, transactionId: null, setAt: new Date(T0 - hours * HOUR).toISOString() } });
      const expired = await setUp(returningVisitor({ lead: at(480) })).startSession.execute({ search: '' });
      const live = await setUp(returningVisitor({ lead: at(479) })).startSession.execute({ search: '' });
      expect(expired.ok && expired.value.affiliate).toBe('Expired');
      expect(expired.ok && expired.value.state.lead.affiliateReferenceParams).toBeUndefined();
      expect(expired.ok && expired.value.state.lead.contactDetails).toBeUndefined();
      expect(live.ok && live.value.affiliate).toBe('Kept');
      expect(live.ok && live.value.state.lead.contactDetails?.email).toBeDefined();
    });

    it('invalid stored affiliate data is only logged', async () => {
      const memory = returningVisitor();
      // A reference whose setAt is unreadable passes the schema but not the expiry rule.
      new FunnelStorage(memory, { error() {}, warn() {}, info() {} }).save(undefined, aFunnelState({
        lead: aLead({ affiliateReferenceParams: { attribute: 'p', subId: null, transactionId: null, setAt: 'yesterday' } }),
      }));
      const { startSession, logger } = setUp(memory);
      const result = await startSession.execute({ search: '' });
      expect(result.ok).toBe(true);
      expect(logger.logged(INVALID_AFFILIATE_DATA, 'warn')).toBe(true);
    });
  });

  describe('click id, device data, tags, pixels', () => {
    it('saves a gclid from the URL with the current time and places it into the lead', async () => {
      const { startSession, memory } = setUp();
      const result = await startSession.execute({ search: '?gclid=Abc_1&gclsrc=aw.ds' });
      expect(result.ok && result.value.state.lead.googleClick).toEqual({ gclid: 'Abc_1', gclidAt: new Date(T0).toISOString() });
      expect(memory.read('gclid')).toEqual({ gclid: 'Abc_1', savedAt: T0 });
    });

    it('puts the utm_* campaign into the lead; a later landing with one replaces it, one without keeps it (issue 15 item 3)', async () => {
      const memory = new InMemoryKeyValueStorage();
      const first = await setUp(memory).startSession.execute({ search: '?utm_source=newsletter&utm_medium=email&utm_campaign=spring+sale' });
      expect(first.ok && first.value.state.lead.campaign).toEqual({ utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring sale', utmContent: null, utmTerm: null });
      const plain = await setUp(memory).startSession.execute({ search: '' });
      expect(plain.ok && plain.value.state.lead.campaign?.utmCampaign).toBe('spring sale');
      const next = await setUp(memory).startSession.execute({ search: '?utm_source=google&utm_term=car+loan' });
      expect(next.ok && next.value.state.lead.campaign).toEqual({ utmSource: 'google', utmMedium: null, utmCampaign: null, utmContent: null, utmTerm: 'car loan' });
    });

    it('leaves a stored click id to the save that sends the lead (application/tracking/MarketingIds.ts): start-up neither reads nor removes it', async () => {
      const memory = new InMemoryKeyValueStorage();
      memory.write('gclid', { gclid: 'old', savedAt: T0 - 90 * 24 * HOUR });
      const { startSession } = setUp(memory);
      const result = await startSession.execute({ search: '' });
      expect(result.ok && result.value.state.lead.googleClick).toBeUndefined();
      expect(memory.read('gclid')).toEqual({ gclid: 'old', savedAt: T0 - 90 * 24 * HOUR });
    });

    it('ignores a gclid whose gclsrc is not Google Ads', async () => {
      const { startSession, memory } = setUp();
      const result = await startSession.execute({ search: '?gclid=Abc_1&gclsrc=ds' });
      expect(result.ok && result.value.state.lead.googleClick).toBeUndefined();
      expect(memory.read('gclid')).toBeUndefined();
    });

    it('adds device data and starts the tags with ui:react exactly once', async () => {
      const { startSession } = setUp(returningVisitor({ lead: aLead({ tags: ['partner', UI_TAG] }) }));
      const result = await startSession.execute({ search: '' });
      if (!result.ok) throw new Error('unexpected');
      expect(result.value.state.lead.deviceData).toEqual({ timezoneOffset: -60, deviceMemory: 8, language: 'es-ES', screenResolution: '1920 x 1080', loadingTime: 1234 });
      expect(result.value.state.lead.tags).toEqual([UI_TAG, 'partner']);
    });

    it('keeps fbclid unaltered inside fbc and ttclid as given, and stores each with its landing time', async () => {
      const { startSession, memory } = setUp();
      const result = await startSession.execute({ search: '?fbclid=IwAR_Case&ttclid=Tt_9' });
      expect(result.ok && result.value.state.lead.metaPixel?.fbc).toBe(`fb.1.${T0}.IwAR_Case`);
      expect(result.ok && result.value.state.lead.tikTokPixel?.ttclid).toBe('Tt_9');
      expect(memory.read('fbc')).toEqual({ value: `fb.1.${T0}.IwAR_Case`, savedAt: T0 });
      expect(memory.read('ttclid')).toEqual({ value: 'Tt_9', savedAt: T0 });
    });

    it('the same fbclid landing again keeps the fbc of its first landing (its creation time); another one replaces it', async () => {
      const memory = new InMemoryKeyValueStorage();
      memory.write('fbc', { value: 'fb.1.1000.IwAR_Case', savedAt: 1000 });
      const again = await setUp(memory).startSession.execute({ search: '?fbclid=IwAR_Case' });
      expect(again.ok && again.value.state.lead.metaPixel?.fbc).toBe('fb.1.1000.IwAR_Case');
      expect(memory.read('fbc')).toEqual({ value: 'fb.1.1000.IwAR_Case', savedAt: 1000 });
      const other = await setUp(memory).startSession.execute({ search: '?fbclid=IwAR_Other' });
      expect(other.ok && other.value.state.lead.metaPixel?.fbc).toBe(`fb.1.${T0}.IwAR_Other`);
    });
  });

  describe('prefill from URL parameters (posthogParameters)', () => {
    it('prefills personal fields and lists them, and identifies analytics by session id', async () => {
      const { startSession, analytics } = setUp();
      const result = await startSession.execute({ search: '?firstName=Ana&email=ana%40x.es&phoneNumber=%2B34612345678' });
      if (!result.ok) throw new Error('unexpected');
      const { lead } = result.value.state;
      expect(lead.personalDetails?.firstName).toBe('Ana');
      expect(lead.contactDetails).toMatchObject({ email: 'ana@x.es', phoneNumber: '+34612345678' });
      expect(lead.posthogParameters).toEqual({
        isLeadPrefilled: true,
        leadPrefilledFields: ['personalDetails.firstName', 'contactDetails.email', 'contactDetails.phoneNumber'],
      });
      expect(analytics.identified).toEqual([result.value.state.sessionId]);
      expect(analytics.superProperties()).toMatchObject({ isLeadPrefilled: true });
    });

    it('marks a browser that was handed over to a partner before (leadPreviouslyRedirected)', async () => {
      const memory = returningVisitor();
      memory.write('redirected', true);
      const { startSession, analytics } = setUp(memory);
      const result = await startSession.execute({ search: '' });
      expect(result.ok && result.value.state.lead.posthogParameters?.leadPreviouslyRedirected).toBe(true);
      expect(analytics.superProperties()).toMatchObject({ leadPreviouslyRedirected: true });
    });

    it('does not count amount and period as a prefilled lead, and snaps them into the brand range', async () => {
      const { startSession } = setUp();
      const result = await startSession.execute({ search: '?amount=25050&period=200' });
      if (!result.ok) throw new Error('unexpected');
      expect(result.value.state.lead.amount).toBe(20000);
      expect(result.value.state.lead.period).toBe(96);
      expect(result.value.state.lead.posthogParameters).toBeUndefined();
    });
  });

  describe('session recording block (docs/click-ids-and-consent.md "Product analytics and session recording")', () => {
    it.each([
      ['retargeting', false, true, true],
      ['retargeting', true, true, false],
      ['abandonment', true, false, true],
      ['abandonment', true, true, false],
      ['newsletter', false, false, false],
    ])('utm_medium=%s with retargeting logging %s and abandonment logging %s → blocked %s', async (medium, retargetingLogging, abandonmentLogging, blocked) => {
      const brand = aBrand();
      const { startSession, memory, recorder } = setUp(new InMemoryKeyValueStorage(), { ...brand, sessionRecording: { ...brand.sessionRecording, retargetingLogging, abandonmentLogging } });
      const result = await startSession.execute({ search: `?utm_medium=${medium}` });
      expect(result.ok && result.value.sessionRecordingBlocked).toBe(blocked);
      expect(memory.read('logRocketBlocked')).toBe(blocked);
      // The recorder is asked once, with this session and the flag; it decides with consent and sampling (docs/click-ids-and-consent.md "Product analytics and session recording").
      expect(recorder.starts).toEqual([{ sessionId: result.ok ? result.value.state.sessionId : '', blocked }]);
    });
  });

  describe('storage failures', () => {
    it('starts a fresh session on unavailable storage, without throwing', async () => {
      const memory = new InMemoryKeyValueStorage();
      memory.makeUnavailable();
      const { startSession } = setUp(memory);
      const result = await startSession.execute({ search: '?amount=3000' });
      expect(result.ok && result.value.state.lead.amount).toBe(3000);
      expect(result.ok && result.value.isNewSession).toBe(true);
    });

    it('reads corrupt stored answers as none', async () => {
      const memory = new InMemoryKeyValueStorage();
      memory.write('sessionId', SESSION_ID);
      memory.plantRaw('leadApplication', '{"v":1,"data":{"amount":"a lot"}}');
      memory.plantRaw('state', '[[[');
      const { startSession } = setUp(memory);
      const result = await startSession.execute({ search: '' });
      expect(result.ok && result.value.state.sessionId).toBe(SESSION_ID);
      expect(result.ok && result.value.state.lead.amount).toBeUndefined();
      expect(result.ok && result.value.state.other.progressState).toBe(0);
    });
  });

  it('points to the route of the stored progress state', async () => {
    const { startSession } = setUp(returningVisitor(aSavedState('lead-1', 7)));
    const result = await startSession.execute({ search: '' });
    expect(result.ok && result.value.route).toBe('/mobile-verification');
  });
});

describe('StartSession when the stored values cannot be checked (first-step budget: their schemas are a chunk of their own)', () => {
  it('rejects before writing anything, so the stored answers are still there for the retry', async () => {
    const memory = returningVisitor();
    const keys = ['leadApplication', 'state', 'dynamicPages', 'sessionId', 'sessionStartedAt', 'newSessionFlag', 'logRocketBlocked'] as const;
    const before = keys.map((key) => memory.rawText(key));
    const h = harness(memory);
    const startSession = new StartSession({
      storage: new FunnelStorage(memory, h.logger, () => Promise.reject(new Error('chunk failed'))),
      keys: h.keys,
      ids: h.ids,
      clock: h.clock,
      device: new FixedDeviceReadings(),
      logger: h.logger,
      analytics: new SpyProductAnalytics(),
      recorder: new SpySessionRecorder(),
      brand: aBrand(),
    });
    await expect(startSession.execute({ search: '' })).rejects.toThrow('chunk failed');
    expect(keys.map((key) => memory.rawText(key))).toEqual(before);
    expect(before[0]).toBeDefined();
  });
});
