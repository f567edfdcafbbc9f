import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSha256Hex, normaliseEmail } from '../../../../domain/tracking/normaliseEmail';
import { normaliseExternalId } from '../../../../domain/tracking/normaliseExternalId';
import { normalisePhone } from '../../../../domain/tracking/normalisePhone';
import { HOSTILE_INPUT_MS } from '../../../support/hostileInputTime';

const VENDORS = ['meta', 'google', 'tiktok'] as const;

describe('normaliseEmail (docs/click-ids-and-consent.md "Tracking identity")', () => {
  it.each([
    ['meta', '  John.Smith@GMAIL.com ', 'john.smith@gmail.com'],
    ['tiktok', '  John.Smith@GMAIL.com ', 'john.smith@gmail.com'],
    ['google', '  John.Smith@GMAIL.com ', 'johnsmith@gmail.com'],
    ['google', 'j.o.h.n@googlemail.com', 'john@googlemail.com'],
    ['google', 'john.smith@example.es', 'john.smith@example.es'],
    ['google', 'no-at-sign.x', 'no-at-sign.x'],
    ['meta', '   ', null],
  ] as const)('%s: %j → %j', (vendor, email, expected) => {
    expect(normaliseEmail(vendor, email)).toBe(expected);
  });

  it.each(VENDORS)('%s: idempotent, case- and space-insensitive', (vendor) => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string()), fc.constantFrom('', ' ', '\t'), (email, pad) => {
        const once = normaliseEmail(vendor, email);
        if (once !== null) expect(normaliseEmail(vendor, once)).toBe(once);
        expect(normaliseEmail(vendor, `${pad}${email.toUpperCase()}${pad}`)).toBe(normaliseEmail(vendor, email.toUpperCase()));
      }),
    );
  });

  it('recognises SHA-256 hex', () => {
    expect(isSha256Hex('a'.repeat(64))).toBe(true);
    expect(isSha256Hex('a'.repeat(63))).toBe(false);
    expect(isSha256Hex('A'.repeat(64))).toBe(false);
  });
});

describe('normalisePhone (docs/click-ids-and-consent.md "Tracking identity")', () => {
  it.each([
    ['meta', '+34612345678', '34612345678'],
    ['google', '+34612345678', '+34612345678'],
    ['tiktok', '+34612345678', '+34612345678'],
    ['meta', '0034612345678', '34612345678'],
    ['google', '34612345678', null],
    ['google', '+0612345678', null],
    ['google', '+1234567890123456', null],
    ['google', '+123456789012345', '+123456789012345'],
  ] as const)('%s: %s → %s', (vendor, e164, expected) => {
    expect(normalisePhone(vendor, e164)).toBe(expected);
  });

  it('Meta output is +-free digits and idempotent; Google and TikTok output is E.164', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.stringMatching(/^\d{1,14}$/), (first, rest) => {
        const e164 = `+${first}${rest}`;
        const meta = normalisePhone('meta', e164);
        expect(meta).toMatch(/^[1-9]\d*$/);
        expect(normalisePhone('meta', meta ?? '')).toBe(meta);
        expect(normalisePhone('google', e164)).toMatch(/^\+[1-9]\d{1,14}$/);
        expect(normalisePhone('tiktok', e164)).toBe(e164);
      }),
    );
  });
});

describe('normaliseExternalId (docs/click-ids-and-consent.md "Tracking identity")', () => {
  it('Meta lowercases and strips whitespace, TikTok keeps the case, Google takes none', () => {
    expect(normaliseExternalId('meta', ' AbC d ')).toBe('abcd');
    expect(normaliseExternalId('tiktok', ' AbC d ')).toBe('AbC d');
    expect(normaliseExternalId('google', 'abc')).toBeNull();
    expect(normaliseExternalId('meta', '  ')).toBeNull();
  });

  it.each(['meta', 'tiktok'] as const)('%s is idempotent', (vendor) => {
    fc.assert(
      fc.property(fc.string(), (id) => {
        const once = normaliseExternalId(vendor, id);
        if (once !== null) expect(normaliseExternalId(vendor, once)).toBe(once);
      }),
    );
  });

  it('answers 10,000-character inputs without super-linear work (< 250 ms)', () => {
    const long = `${'a.'.repeat(5_000)}@gmail.com`;
    const start = performance.now();
    for (const vendor of VENDORS) {
      normaliseEmail(vendor, long);
      normalisePhone(vendor, '9'.repeat(10_000));
      normaliseExternalId(vendor, ' x'.repeat(5_000));
    }
    expect(performance.now() - start).toBeLessThan(HOSTILE_INPUT_MS);
  });
});
