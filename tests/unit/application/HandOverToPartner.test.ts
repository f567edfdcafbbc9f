import { describe, expect, it } from 'vitest';
import { decidePartnerHandOver } from '../../../application/redirect/decidePartnerHandOver';
import { HandOverToPartner } from '../../../application/usecases/HandOverToPartner';
import { HOSTILE_PARTNER_URLS } from '../../../domain/api/TestIdentities';
import { aLead, aSavedState } from '../../support/leadMother';
import { harness } from './support/harness';

const ALLOWED = ['https://partner.example', 'https://offers.lender.es:8443'];

describe('decidePartnerHandOver (docs/security-and-reliability.md "Partner redirects")', () => {
  it.each([
    ['https://partner.example/offer?id=1', { kind: 'Navigate', url: 'https://partner.example/offer?id=1' }],
    ['https://PARTNER.example/x', { kind: 'Navigate', url: 'https://partner.example/x' }],
    ['https://offers.lender.es:8443/a', { kind: 'Navigate', url: 'https://offers.lender.es:8443/a' }],
    ['https://offers.lender.es/a', { kind: 'CannotOpen', reason: 'NotAllowlisted' }],
    [HOSTILE_PARTNER_URLS.foreign, { kind: 'CannotOpen', reason: 'NotAllowlisted' }],
    ['https://partner.example.evil.com/', { kind: 'CannotOpen', reason: 'NotAllowlisted' }],
    ['https://partner.example@evil.com/', { kind: 'CannotOpen', reason: 'NotAllowlisted' }],
    ['http://partner.example/offer', { kind: 'CannotOpen', reason: 'NotHttps' }],
    [HOSTILE_PARTNER_URLS.script, { kind: 'CannotOpen', reason: 'NotHttps' }],
    ['data:text/html,<script>alert(1)</script>', { kind: 'CannotOpen', reason: 'NotHttps' }],
    ['/relative/path', { kind: 'CannotOpen', reason: 'Unparseable' }],
    ['', { kind: 'CannotOpen', reason: 'Missing' }],
    [undefined, { kind: 'CannotOpen', reason: 'Missing' }],
  ])('%s → %j', (url, expected) => {
    expect(decidePartnerHandOver(url, ALLOWED)).toEqual(expected);
  });

  it('navigates nowhere with an empty allowlist', () => {
    expect(decidePartnerHandOver('https://partner.example/', []).kind).toBe('CannotOpen');
  });
});

describe('HandOverToPartner', () => {
  function setUp(url: string | undefined) {
    const h = harness();
    h.gateway.seed({ ...aLead(), id: 'lead-1' }, 12, { status: 'redirected' });
    h.gateway.partner = url === undefined ? { name: 'Lender' } : { name: 'Lender', url };
    return { ...h, handOver: new HandOverToPartner(h.gateway, h.storage, h.clock, ['https://partner.example']) };
  }

  it('navigates to an allowlisted https partner and records the redirect', async () => {
    const { handOver, memory } = setUp('https://partner.example/offer/9');
    const result = await handOver.execute({ state: aSavedState('lead-1', 6) });
    if (!result.ok) throw new Error(result.error.kind);
    expect(result.value.handOver).toEqual({ kind: 'Navigate', url: 'https://partner.example/offer/9' });
    expect(result.value.partnerName).toBe('Lender');
    expect(result.value.state.result?.partner?.name).toBe('Lender');
    expect(result.value.state.other.progressState).toBe(12);
    expect(memory.read('redirected')).toBe(true);
    expect(memory.read('redirectUrl')).toBe('https://partner.example/offer/9');
  });

  it('cannot open a foreign origin (no link either) and records nothing as redirected', async () => {
    const { handOver, memory } = setUp(HOSTILE_PARTNER_URLS.foreign);
    const result = await handOver.execute({ state: aSavedState('lead-1', 6) });
    expect(result.ok && result.value.handOver.kind).toBe('CannotOpen');
    expect(memory.read('redirected')).toBeUndefined();
  });

  it('needs a lead', async () => {
    const { handOver, gateway } = setUp('https://partner.example/');
    const result = await handOver.execute({ state: { ...aSavedState(), lead: aLead() } });
    expect(!result.ok && result.error.kind).toBe('NoLead');
    expect(gateway.calls).toHaveLength(0);
  });

  it('passes a lead API failure on as its value', async () => {
    const { handOver, gateway } = setUp('https://partner.example/');
    gateway.failNext('getPartnerRedirect', { kind: 'Conflict', code: 'NotRedirected' });
    const result = await handOver.execute({ state: aSavedState('lead-1', 6) });
    expect(!result.ok && result.error).toEqual({ kind: 'Conflict', code: 'NotRedirected' });
  });
});
