import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LeadSchema } from '../../../../domain/lead/LeadSchema';
import { openStored, sealStored, STORED_VERSION } from '../../../../domain/storage/storedEnvelope';
import { NON_STORABLE_LEAD_PATHS, withoutNonStorable } from '../../../../domain/storage/withoutNonStorable';

const Schema = v.object({ name: v.string(), at: v.optional(v.string()) });

describe('stored envelope (docs/architecture.md house rule 2)', () => {
  it('is version 1', () => {
    expect(STORED_VERSION).toBe(1);
    expect(sealStored({ name: 'x' })).toEqual({ ok: true, value: '{"v":1,"data":{"name":"x"}}' });
  });

  it('round-trips through the schema, keeping ISO strings strings by default', () => {
    const sealed = sealStored({ name: 'x', at: '2026-01-01T00:00:00.000Z' });
    expect(sealed.ok && openStored(sealed.value, Schema)).toEqual({ ok: true, value: { name: 'x', at: '2026-01-01T00:00:00.000Z' } });
  });

  it('revives dates when asked', () => {
    const sealed = sealStored({ when: new Date('2026-01-01T00:00:00.000Z') });
    const opened = sealed.ok && openStored(sealed.value, v.object({ when: v.date() }), { reviveDates: true });
    expect(opened).toEqual({ ok: true, value: { when: new Date('2026-01-01T00:00:00.000Z') } });
  });

  it('refuses an unknown version', () => {
    expect(openStored('{"v":2,"data":{"name":"x"}}', Schema)).toEqual({ ok: false, error: { kind: 'UnknownStoredVersion' } });
  });

  it('refuses data of the wrong shape', () => {
    expect(openStored('{"v":1,"data":{"name":5}}', Schema)).toEqual({ ok: false, error: { kind: 'StoredValueMismatch' } });
  });

  it('refuses an unversioned value unless told to accept it', () => {
    expect(openStored('{"name":"x"}', Schema)).toEqual({ ok: false, error: { kind: 'StoredValueMismatch' } });
    expect(openStored('{"name":"x"}', Schema, { acceptUnversioned: true })).toEqual({ ok: true, value: { name: 'x' } });
  });

  it('reports corrupt text', () => {
    expect(openStored('{', Schema)).toEqual({ ok: false, error: { kind: 'CorruptStoredValue' } });
  });

  it('reads a stored lead with LeadSchema', () => {
    const lead = { id: 'l1', sessionStartedAt: '2026-01-01T00:00:00.000Z', contactDetails: { email: 'a@b.es' } };
    const sealed = sealStored(lead);
    expect(sealed.ok && openStored(sealed.value, LeadSchema)).toEqual({ ok: true, value: lead });
  });

  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        openStored(text, Schema, { acceptUnversioned: true });
      }),
    );
  });
});

describe('withoutNonStorable (docs/sessions-and-storage.md "What is never stored")', () => {
  it('lists national id, IBAN and id-card number', () => {
    expect(NON_STORABLE_LEAD_PATHS).toEqual(['personalDetails.personalCode', 'incomeDetails.iban', 'otherDetails.idCardNumber']);
  });

  it('strips them and keeps the rest', () => {
    const lead = {
      amount: 1000,
      personalDetails: { firstName: 'Ana', personalCode: '12345678Z' },
      incomeDetails: { iban: 'ES9121000418450200051332', monthlyIncome: 1500 },
      otherDetails: { idCardNumber: 'ABC', loanPurpose: 'OTHER' },
    };
    expect(withoutNonStorable(lead)).toEqual({
      amount: 1000,
      personalDetails: { firstName: 'Ana' },
      incomeDetails: { monthlyIncome: 1500 },
      otherDetails: { loanPurpose: 'OTHER' },
    });
    expect(JSON.stringify(withoutNonStorable(lead))).not.toMatch(/12345678Z|ES91|ABC/);
  });
});
