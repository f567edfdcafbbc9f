import { describe, expect, it } from 'vitest';
import type { VendorBrowserIds } from '../../../application/ports/VendorBrowserIds';
import { INVALID_STORED_CLICK_ID, MarketingIds } from '../../../application/tracking/MarketingIds';
import { SaveStep } from '../../../application/usecases/SaveStep';
import { NO_MARKETING_IDS } from '../../../domain/tracking/marketingIds';
import { FixedConsentSource } from '../../support/FixedConsentSource';
import { aFunnelState, aLead, aSavedState } from '../../support/leadMother';
import { esPages, harness, saveDeps } from './support/harness';

const DAY = 86_400_000;
const EXPIRY = 90 * DAY;
const initialAnswers = { contactDetails: { email: 'ana@example.es', phoneNumber: '612345678' }, generalPolicies: true, amount: 3000 };
const clickIds = {
  googleClick: { gclid: 'Cj0KCQ-gclid', gclidAt: '2026-11-23T10:00:00.000Z' },
  metaPixel: { fbc: 'fb.1.1700000000000.AbCdEf' },
  tikTokPixel: { ttclid: 'E.C.P.tt' },
};
const ID_VALUES = ['Cj0KCQ-gclid', 'AbCdEf', 'E.C.P.tt'];
const refused = () => new FixedConsentSource({ decided: true, granted: { analytics: true, marketing: false } });
const vendorIds = (values: { fbp?: string; ttp?: string }): VendorBrowserIds => ({ read: () => values });

function setUp(consent: FixedConsentSource, vendor: VendorBrowserIds = vendorIds({})) {
  const h = harness();
  const marketing = new MarketingIds({ storage: h.storage, clock: h.clock, consent, logger: h.logger, clickIdExpiryMs: EXPIRY, vendorIds: vendor });
  return { ...h, marketing, saveStep: new SaveStep({ ...saveDeps(h), marketing }) };
}

const createBody = (gateway: ReturnType<typeof harness>['gateway']) => gateway.callsOf('createApplication')[0]?.args[0] as Record<string, unknown>;

describe('click ids and ad-vendor ids travel with the lead only under marketing consent (application/tracking/MarketingIds.ts)', () => {
  it('a create made after marketing cookies were refused says the lead holds none: every id null, no id value in the body', async () => {
    const { saveStep, gateway } = setUp(refused());
    const result = await saveStep.execute({ state: aFunnelState({ lead: aLead({ ...clickIds, contactDetails: {} }) }), pagePath: 'initial-details', answers: initialAnswers });
    expect(result.ok).toBe(true);
    const body = createBody(gateway);
    expect(body.contactDetails).toMatchObject({ email: 'ana@example.es' });
    expect(body).toMatchObject(NO_MARKETING_IDS);
    for (const value of ID_VALUES) expect(JSON.stringify(body)).not.toContain(value);
  });

  it('a create under marketing consent carries them as they came, with the vendors\' browser ids', async () => {
    const { saveStep, gateway } = setUp(FixedConsentSource.grantedAll(), vendorIds({ fbp: 'fb.1.1.99', ttp: 'ttp-42' }));
    await saveStep.execute({ state: aFunnelState({ lead: aLead({ ...clickIds, contactDetails: {} }) }), pagePath: 'initial-details', answers: initialAnswers });
    expect(createBody(gateway)).toMatchObject({ ...clickIds, metaPixel: { ...clickIds.metaPixel, fbp: 'fb.1.1.99' }, tikTokPixel: { ...clickIds.tikTokPixel, ttp: 'ttp-42' } });
  });

  it('the vendors\' cookies are not read without consent', async () => {
    let reads = 0;
    const { saveStep } = setUp(refused(), { read: () => ((reads += 1), { fbp: 'fb.1.1.99' }) });
    await saveStep.execute({ state: aFunnelState({ lead: aLead({ contactDetails: {} }) }), pagePath: 'initial-details', answers: initialAnswers });
    expect(reads).toBe(0);
  });

  it('consent given after the create: the next save sends the ids kept in memory; withdrawn: the next save clears them', async () => {
    const consent = refused();
    const { saveStep, gateway } = setUp(consent);
    gateway.seed({ ...aLead(), id: 'lead-1' });
    const state = aSavedState('lead-1', 1, { pages: esPages(), lead: { ...aLead(clickIds), id: 'lead-1' } });
    const name = { personalDetails: { firstName: 'Ana', lastName: 'García' } };
    await saveStep.execute({ state, pagePath: 'name', answers: name });
    expect(gateway.callsOf('saveAnswers')[0]?.args[0]).toMatchObject(NO_MARKETING_IDS);
    consent.record({ analytics: true, marketing: true });
    await saveStep.execute({ state, pagePath: 'name', answers: name });
    expect(gateway.callsOf('saveAnswers')[1]?.args[0]).toMatchObject({ id: 'lead-1', ...clickIds });
    consent.record({ analytics: true, marketing: false });
    const withdrawn = await saveStep.execute({ state, pagePath: 'name', answers: name });
    expect(gateway.callsOf('saveAnswers')[2]?.args[0]).toMatchObject(NO_MARKETING_IDS);
    // The API clears them (a null clears a field), and so does the lead it holds.
    expect(gateway.leads.get('lead-1')?.lead.googleClick?.gclid ?? null).toBeNull();
    expect(gateway.leads.get('lead-1')?.lead.metaPixel?.fbc ?? null).toBeNull();
    // In memory the ids stay, for a consent given again on this page; they are never sent without it.
    expect(withdrawn.ok && withdrawn.value.state.lead.googleClick?.gclid).toBe('Cj0KCQ-gclid');
  });
});

describe('MarketingIds: ids kept from an earlier landing (a return visit)', () => {
  const NOW = Date.parse('2026-11-23T10:00:00.000Z');

  function stored(entries: Partial<Record<'gclid' | 'fbc' | 'ttclid', unknown>>) {
    const set = setUp(FixedConsentSource.grantedAll());
    set.clock.set(NOW);
    for (const [key, value] of Object.entries(entries)) set.storage.writeRaw(key as 'gclid', value);
    return set;
  }

  it('sends each stored id while it lives, the state having none', () => {
    const { marketing } = stored({ gclid: { gclid: 'G-old', savedAt: NOW - 89 * DAY }, fbc: { value: 'fb.1.5.F', savedAt: NOW - 89 * DAY }, ttclid: { value: 'T-old', savedAt: NOW - 29 * DAY } });
    expect(marketing.forLead({})).toEqual({
      googleClick: { gclid: 'G-old', gclidAt: new Date(NOW - 89 * DAY).toISOString() },
      metaPixel: { fbc: 'fb.1.5.F' },
      tikTokPixel: { ttclid: 'T-old' },
    });
  });

  it.each([
    ['gclid', { gclid: 'G', savedAt: NOW - 90 * DAY }, 'googleClick'],
    ['fbc', { value: 'fb.1.5.F', savedAt: NOW - 90 * DAY }, 'metaPixel'],
    ['ttclid', { value: 'T', savedAt: NOW - 30 * DAY }, 'tikTokPixel'],
  ] as const)('removes a %s entry at the end of its lifetime and sends nothing for it', (key, entry, section) => {
    const { marketing, memory } = stored({ [key]: entry });
    expect(marketing.forLead({})).not.toHaveProperty(section);
    expect(memory.read(key)).toBeUndefined();
  });

  it('a shorter brand click-id expiry caps the fbc and ttclid lifetimes too', () => {
    const h = harness();
    h.clock.set(NOW);
    const marketing = new MarketingIds({ storage: h.storage, clock: h.clock, consent: FixedConsentSource.grantedAll(), logger: h.logger, clickIdExpiryMs: 7 * DAY });
    h.storage.writeRaw('fbc', { value: 'fb.1.5.F', savedAt: NOW - 8 * DAY });
    h.storage.writeRaw('ttclid', { value: 'T', savedAt: NOW - 6 * DAY });
    expect(marketing.forLead({})).toEqual({ tikTokPixel: { ttclid: 'T' } });
  });

  it('migrates an old-layout gclid entry and removes one of no known layout, with a warning', () => {
    const migrated = stored({ gclid: { value: 'LEGACY', expiryDate: NOW + 80 * DAY } });
    expect(migrated.marketing.forLead({}).googleClick?.gclid).toBe('LEGACY');
    expect(migrated.memory.read('gclid')).toEqual({ gclid: 'LEGACY', savedAt: NOW - 10 * DAY });
    const broken = stored({ gclid: 'not an entry' });
    expect(broken.marketing.forLead({})).toEqual({});
    expect(broken.memory.read('gclid')).toBeUndefined();
    expect(broken.logger.messages('warn')).toContain(INVALID_STORED_CLICK_ID);
  });

  it('without consent: every id null, and storage is not touched', () => {
    const h = harness();
    h.storage.writeRaw('fbc', { value: 'fb.1.5.F', savedAt: 0 });
    const marketing = new MarketingIds({ storage: h.storage, clock: h.clock, consent: refused(), logger: h.logger, clickIdExpiryMs: EXPIRY });
    expect(marketing.forLead(aLead(clickIds))).toEqual(NO_MARKETING_IDS);
    expect(h.memory.read('fbc')).toEqual({ value: 'fb.1.5.F', savedAt: 0 });
  });
});
