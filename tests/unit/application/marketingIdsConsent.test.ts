import { describe, expect, it } from 'vitest';
import { SaveStep } from '../../../application/usecases/SaveStep';
import { FixedConsentSource } from '../../support/FixedConsentSource';
import { aFunnelState, aLead, aSavedState } from '../../support/leadMother';
import { esPages, harness, saveDeps } from './support/harness';

const initialAnswers = { contactDetails: { email: 'ana@example.es', phoneNumber: '612345678' }, generalPolicies: true, amount: 3000 };
const clickIds = {
  googleClick: { gclid: 'Cj0KCQ-gclid', gclidAt: '2026-11-23T10:00:00.000Z' },
  metaPixel: { fbc: 'fb.1.1700000000000.AbCdEf' },
  tikTokPixel: { ttclid: 'E.C.P.tt' },
};
const refused = () => new FixedConsentSource({ decided: true, granted: { analytics: true, marketing: false } });

function setUp(consent: FixedConsentSource) {
  const h = harness();
  return { ...h, saveStep: new SaveStep({ ...saveDeps(h), consent }) };
}

describe('click ids and ad-vendor ids travel with the lead only under marketing consent (issue 15 item 3)', () => {
  it('a create made after marketing cookies were refused carries no gclid, fbc or ttclid', async () => {
    const { saveStep, gateway } = setUp(refused());
    const result = await saveStep.execute({ state: aFunnelState({ lead: aLead({ ...clickIds, contactDetails: {} }) }), pagePath: 'initial-details', answers: initialAnswers });
    expect(result.ok).toBe(true);
    const body = gateway.callsOf('createApplication')[0]?.args[0] as Record<string, unknown>;
    expect(body.contactDetails).toMatchObject({ email: 'ana@example.es' });
    expect(body).not.toHaveProperty('googleClick');
    expect(body).not.toHaveProperty('metaPixel');
    expect(body).not.toHaveProperty('tikTokPixel');
  });

  it('a create under marketing consent carries them as they came', async () => {
    const { saveStep, gateway } = setUp(FixedConsentSource.grantedAll());
    await saveStep.execute({ state: aFunnelState({ lead: aLead({ ...clickIds, contactDetails: {} }) }), pagePath: 'initial-details', answers: initialAnswers });
    expect(gateway.callsOf('createApplication')[0]?.args[0]).toMatchObject(clickIds);
  });

  it('consent given after the create: the next save sends the ids kept in memory; refused again: they stop', async () => {
    const consent = refused();
    const { saveStep, gateway } = setUp(consent);
    gateway.seed({ ...aLead(), id: 'lead-1' });
    const state = aSavedState('lead-1', 1, { pages: esPages(), lead: { ...aLead(clickIds), id: 'lead-1' } });
    await saveStep.execute({ state, pagePath: 'name', answers: { personalDetails: { firstName: 'Ana', lastName: 'García' } } });
    expect(gateway.callsOf('saveAnswers')[0]?.args[0]).not.toHaveProperty('googleClick');
    consent.record({ analytics: true, marketing: true });
    await saveStep.execute({ state, pagePath: 'name', answers: { personalDetails: { firstName: 'Ana', lastName: 'García' } } });
    expect(gateway.callsOf('saveAnswers')[1]?.args[0]).toMatchObject({ id: 'lead-1', ...clickIds });
    consent.record({ analytics: true, marketing: false });
    await saveStep.execute({ state, pagePath: 'name', answers: { personalDetails: { firstName: 'Ana', lastName: 'García' } } });
    expect(gateway.callsOf('saveAnswers')[2]?.args[0]).not.toHaveProperty('metaPixel');
  });
});
