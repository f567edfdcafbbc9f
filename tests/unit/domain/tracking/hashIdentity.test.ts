import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashIdentity } from '../../../../domain/tracking/hashIdentity';
import { normaliseEmail } from '../../../../domain/tracking/normaliseEmail';
import { normalisePhone } from '../../../../domain/tracking/normalisePhone';
import { sha256 } from './sha256';

const HEX = /^[0-9a-f]{64}$/;
const SESSION = '0B7E9A3C-1F2D-4C5B-9A8E-7D6C5B4A3F21';

describe('golden vectors (docs/click-ids-and-consent.md "Tracking identity", Meta examples)', () => {
  it('e-mail john_smith@gmail.com', async () => {
    const hash = await sha256(normaliseEmail('meta', ' John_Smith@gmail.com ') ?? '');
    expect(hash.startsWith('62a14e44')).toBe(true);
    expect(hash.endsWith('aa0f62f')).toBe(true);
  });

  it('phone (650)555-1212 in the US → 16505551212', async () => {
    const e164 = parsePhoneNumberFromString('(650)555-1212', 'US')?.number ?? '';
    const normalised = normalisePhone('meta', e164);
    expect(normalised).toBe('16505551212');
    const hash = await sha256(normalised ?? '');
    expect(hash.startsWith('e323ec62')).toBe(true);
    expect(hash.endsWith('07ab3176')).toBe(true);
  });

  it('Meta via hashIdentity gives the golden e-mail hash', async () => {
    const hashed = await hashIdentity('meta', { email: 'john_smith@gmail.com' }, { country: 'ES', sha256 });
    expect(hashed.em?.startsWith('62a14e44')).toBe(true);
  });
});

describe('hashIdentity (docs/click-ids-and-consent.md "Tracking identity")', () => {
  const identity = { sessionId: SESSION, email: ' Ana.Ruiz@Gmail.com ', phoneNumber: '612 345 678' };

  it('Meta: em, ph (digits with country code), external_id (lowercased)', async () => {
    expect(await hashIdentity('meta', identity, { country: 'ES', sha256 })).toEqual({
      em: await sha256('ana.ruiz@gmail.com'),
      ph: await sha256('34612345678'),
      external_id: await sha256(SESSION.toLowerCase()),
    });
  });

  it('Google: Gmail dots dropped, E.164 with +, no external id', async () => {
    expect(await hashIdentity('google', identity, { country: 'ES', sha256 })).toEqual({
      sha256_email_address: await sha256('anaruiz@gmail.com'),
      sha256_phone_number: await sha256('+34612345678'),
    });
  });

  it('TikTok: E.164 phone, external_id not lowercased', async () => {
    expect(await hashIdentity('tiktok', identity, { country: 'ES', sha256 })).toEqual({
      email: await sha256('ana.ruiz@gmail.com'),
      phone_number: await sha256('+34612345678'),
      external_id: await sha256(SESSION),
    });
  });

  it('TikTok passes an already hashed e-mail unchanged', async () => {
    const digest = await sha256('ana@x.es');
    expect((await hashIdentity('tiktok', { email: digest }, { country: 'ES', sha256 })).email).toBe(digest);
    expect((await hashIdentity('meta', { email: digest }, { country: 'ES', sha256 })).em).toBe(await sha256(digest));
  });

  it.each(['12', '912345678x', 'not a phone', '+49 30 123456', ''])('leaves the phone key absent for invalid %j', async (phoneNumber) => {
    for (const vendor of ['meta', 'google', 'tiktok'] as const) {
      const hashed = await hashIdentity(vendor, { phoneNumber }, { country: 'ES', sha256 });
      expect(Object.keys(hashed)).toEqual([]);
    }
  });

  it('answers only 64-hex values and never echoes raw identity', async () => {
    await fc.assert(
      fc.asyncProperty(fc.emailAddress(), fc.string(), fc.uuid(), async (email, phoneNumber, sessionId) => {
        for (const vendor of ['meta', 'google', 'tiktok'] as const) {
          const hashed = await hashIdentity(vendor, { email, phoneNumber, sessionId }, { country: 'ES', sha256 });
          for (const value of Object.values(hashed)) expect(value).toMatch(HEX);
          expect(JSON.stringify(hashed)).not.toContain(email.toLowerCase());
        }
      }),
      { numRuns: 100 },
    );
  });
});
