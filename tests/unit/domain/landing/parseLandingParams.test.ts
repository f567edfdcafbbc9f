import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLandingParams } from '../../../../domain/landing/parseLandingParams';
import { HOSTILE_INPUT_MS } from '../../../support/hostileInputTime';

const UUID = '0b7e9a3c-1f2d-4c5b-9a8e-7d6c5b4a3f21';

describe('parseLandingParams (docs/product.md "Landing parameters")', () => {
  it('reads every parameter of docs/product.md "Landing parameters"', () => {
    const search =
      '?refName=partner&refSubId=sub&refTransactionId=tx&amount=2500&period=60&firstName=Ana&lastName=Pérez' +
      '&email=ana%40x.es&phoneNumber=612345678&sellingTierGlobalId=tier-1&sessionId=' + UUID +
      '&fbclid=FB.1&ttclid=TT1&gclid=G1&gclsrc=aw.ds&gbraid=B1&wbraid=W1' +
      '&utm_medium=cpc&utm_source=google&utm_campaign=spring&utm_content=ad1&utm_term=loan';
    expect(parseLandingParams(search)).toEqual({
      refName: 'partner',
      refSubId: 'sub',
      refTransactionId: 'tx',
      amount: 2500,
      period: 60,
      firstName: 'Ana',
      lastName: 'Pérez',
      email: 'ana@x.es',
      phoneNumber: '612345678',
      sellingTierGlobalId: 'tier-1',
      sessionId: UUID,
      fbclid: 'FB.1',
      ttclid: 'TT1',
      gclid: 'G1',
      gclsrc: 'aw.ds',
      gbraid: 'B1',
      wbraid: 'W1',
      campaign: { utm_medium: 'cpc', utm_source: 'google', utm_campaign: 'spring', utm_content: 'ad1', utm_term: 'loan' },
      rejected: [],
    });
  });

  it('falls back to s_id for refTransactionId', () => {
    expect(parseLandingParams('s_id=S1').refTransactionId).toBe('S1');
    expect(parseLandingParams('refTransactionId=&s_id=S1').refTransactionId).toBe('S1');
    expect(parseLandingParams('refTransactionId=T1&s_id=S1').refTransactionId).toBe('T1');
  });

  it('leaves empty campaign fields absent', () => {
    expect(parseLandingParams('utm_medium=&utm_source=%20&utm_campaign=x').campaign).toEqual({ utm_campaign: 'x' });
    expect(parseLandingParams('').campaign).toEqual({});
  });

  it('keeps only a UUID sessionId, in lower case', () => {
    expect(parseLandingParams(`sessionId=${UUID.toUpperCase()}`).sessionId).toBe(UUID);
    const bad = parseLandingParams('sessionId=abc');
    expect(bad.sessionId).toBeUndefined();
    expect(bad.rejected).toEqual(['sessionId']);
  });

  it.each([
    ['amount=1000.5', 1000.5],
    ['amount=abc', undefined],
    ['amount=-5', undefined],
    ['amount=1e5', undefined],
    ['amount=1.234', undefined],
  ])('%s → amount %s', (query, amount) => {
    expect(parseLandingParams(query).amount).toBe(amount);
  });

  it.each([
    ['period=60', 60],
    ['period=6.5', undefined],
    ['period=12345', undefined],
  ])('%s → period %s', (query, period) => {
    expect(parseLandingParams(query).period).toBe(period);
  });

  it('keeps a literal + in e-mail and phone, decodes + as space elsewhere', () => {
    const parsed = parseLandingParams('email=ana+loans@x.es&phoneNumber=+34612345678&firstName=Ana+Maria');
    expect(parsed.email).toBe('ana+loans@x.es');
    expect(parsed.phoneNumber).toBe('+34612345678');
    expect(parsed.firstName).toBe('Ana Maria');
  });

  it('keeps markup as inert text', () => {
    expect(parseLandingParams('firstName=%3Cscript%3Ealert(1)%3C%2Fscript%3E').firstName).toBe('<script>alert(1)</script>');
  });

  it('strips control characters and trims', () => {
    expect(parseLandingParams('lastName=%00%20Ruiz%0A').lastName).toBe('Ruiz');
  });

  it('drops a value over its limit (255 kept, 256 dropped)', () => {
    expect(parseLandingParams(`refName=${'a'.repeat(255)}`).refName).toHaveLength(255);
    const over = parseLandingParams(`refName=${'a'.repeat(256)}`);
    expect(over.refName).toBeUndefined();
    expect(over.rejected).toEqual(['refName']);
  });

  it('keeps the first of a repeated parameter and survives malformed encoding', () => {
    expect(parseLandingParams('refName=a&refName=b').refName).toBe('a');
    expect(parseLandingParams('refName=%E0%A4%A').refName).toBe('%E0%A4%A');
  });

  it('never throws on arbitrary query strings and yields only strings, numbers and the two lists', () => {
    const keys = ['refName', 'amount', 'period', 'sessionId', 's_id', 'utm_term', 'email', 'gclid', 'x'];
    const query = fc.array(fc.tuple(fc.constantFrom(...keys), fc.string()), { maxLength: 8 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), query), (search) => {
        const parsed = parseLandingParams(search);
        for (const [key, value] of Object.entries(parsed)) {
          if (key === 'campaign' || key === 'rejected') continue;
          expect(['string', 'number']).toContain(typeof value);
          expect(value).not.toBe('');
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('a query longer than 16 KiB is read up to there, never ending in half a surrogate pair (fuzz counterexample)', () => {
    // 2 + 16,370 + 9 ("&refName=") + 2 (the first 𐀀) = 16,383 units: the second 𐀀's high half is the last one read.
    const pad = `x=${'9'.repeat(16_370)}`;
    // The cut falls inside the last 𐀀 (two UTF-16 units): the half left behind would be a lone surrogate.
    const search = `${pad}&refName=𐀀𐀀 more beyond the limit`;
    expect(search.charCodeAt(16_383)).toBeGreaterThanOrEqual(0xd800);
    expect(search.charCodeAt(16_383)).toBeLessThanOrEqual(0xdbff);
    expect(parseLandingParams(search).refName).toBe('𐀀');
  });

  it('answers a 10,000-character query without super-linear work (< 250 ms)', () => {
    const search = `?${Array.from({ length: 500 }, (_, i) => `k${i}=%41%42+c`).join('&')}`.padEnd(10_000, 'x');
    const start = performance.now();
    parseLandingParams(search);
    expect(performance.now() - start).toBeLessThan(HOSTILE_INPUT_MS);
  });
});
