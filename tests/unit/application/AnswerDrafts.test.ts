import { describe, expect, it } from 'vitest';
import { AnswerDrafts, DRAFT_WRITE_DELAY_MS, draftKeeping } from '../../../application/drafts/AnswerDrafts';
import { MAX_DRAFT_TEXT } from '../../../application/drafts/storedDrafts';
import type { FunnelState } from '../../../application/session/FunnelState';
import { F } from '../../../domain/flow/catalogue/fields';
import { field } from '../../../domain/flow/fieldBuilders';
import type { FieldDefinition } from '../../../domain/flow/FlowDefinition';
import { DECIDED_STATES } from '../../../domain/state/applicationStates';
import { FixedPageLifecycle } from '../../support/FixedPageLifecycle';
import { InMemoryKeyValueStorage } from '../../support/InMemoryKeyValueStorage';
import { aFunnelState, aSavedState, T0 } from '../../support/leadMother';

const HOUR = 3_600_000;
const EXPIRY = 24 * HOUR;

/** A Wait the test releases: storage writes happen only when it says so. */
function manualWait() {
  const waiting: Array<{ ms: number; release: () => void }> = [];
  return {
    wait: (ms: number) => new Promise<void>((release) => waiting.push({ ms, release })),
    waiting,
    async elapse(): Promise<void> {
      for (const entry of waiting.splice(0)) entry.release();
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

function harness(initial: FunnelState | null = aSavedState('lead-1', 3), storage = new InMemoryKeyValueStorage()) {
  let state = initial;
  const clock = manualWait();
  const lifecycle = new FixedPageLifecycle();
  const writes: unknown[] = [];
  const counted = {
    read: storage.read.bind(storage),
    remove: storage.remove.bind(storage),
    write: (key: Parameters<typeof storage.write>[0], value: unknown) => {
      writes.push(value);
      storage.write(key, value);
    },
  };
  const build = () => new AnswerDrafts({ storage: counted, state: () => state, wait: clock.wait, expiryMs: EXPIRY, lifecycle });
  return {
    drafts: build(),
    /** The same storage read by a new page (a reload). */
    reload: build,
    storage,
    clock,
    lifecycle,
    writes,
    setState: (next: FunnelState | null) => (state = next),
  };
}

const ADDRESS: readonly FieldDefinition[] = [F.postalCode, F.city, F.street, F.houseNumber];
const IDENTITY: readonly FieldDefinition[] = [F.firstName, F.personalCode, F.dateOfBirth];
const BANK: readonly FieldDefinition[] = [F.iban, F.ibanConsent];

describe('AnswerDrafts (docs/drafts.md)', () => {
  it('restores what was typed on a screen, in this page and after a reload', async () => {
    const { drafts, reload, clock } = harness();
    drafts.keep('address-information', ADDRESS, { 'contactDetails.postalCode': '28013', 'contactDetails.street': 'Calle Mayor' });
    expect(drafts.read('address-information')).toEqual({ 'contactDetails.postalCode': '28013', 'contactDetails.street': 'Calle Mayor' });
    await clock.elapse();
    expect(reload().read('address-information')).toEqual({ 'contactDetails.postalCode': '28013', 'contactDetails.street': 'Calle Mayor' });
    expect(reload().read('name')).toEqual({});
  });

  it('keeps a date as its three typed parts', async () => {
    const { drafts, reload, clock } = harness();
    drafts.keep('date-of-birth', IDENTITY, { 'personalDetails.dateOfBirth': { day: '7', month: '', year: '19' } });
    await clock.elapse();
    expect(reload().read('date-of-birth')).toEqual({ 'personalDetails.dateOfBirth': { day: '7', month: '', year: '19' } });
  });

  it('never writes a national id or an IBAN to storage: kept in memory only (docs/drafts.md "What a draft keeps")', async () => {
    const { drafts, reload, clock, storage } = harness();
    drafts.keep('personal-details', IDENTITY, { 'personalDetails.firstName': 'Ana', 'personalDetails.personalCode': '12345678Z' });
    drafts.keep('banking-details', BANK, { 'incomeDetails.iban': 'ES91 2100 0418 4502 0005 1332' });
    // Back and Forward in the same page: memory holds them.
    expect(drafts.read('personal-details')).toEqual({ 'personalDetails.firstName': 'Ana', 'personalDetails.personalCode': '12345678Z' });
    expect(drafts.read('banking-details')).toEqual({ 'incomeDetails.iban': 'ES91 2100 0418 4502 0005 1332' });
    await clock.elapse();
    const text = storage.rawText('answerDrafts') ?? '';
    expect(text).toContain('Ana');
    for (const secret of ['12345678Z', 'ES91', '2100 0418', 'personalCode', 'iban']) expect(text).not.toContain(secret);
    // A reload: storage only.
    expect(reload().read('personal-details')).toEqual({ 'personalDetails.firstName': 'Ana' });
    expect(reload().read('banking-details')).toEqual({});
  });

  it.each(Object.entries({ personalCode: F.personalCode, taxId: F.taxId, idCardNumber: F.idCardNumber, iban: F.iban, accountNumber: F.accountNumber }))(
    'the catalogue field %s (storable: false) is kept in memory only',
    (_name, definition) => {
      expect(draftKeeping(definition)).toBe('memory');
    },
  );

  it('keeps no tick box (a consent is given anew) and no captcha', async () => {
    const { drafts, reload, clock } = harness();
    drafts.keep('banking-details', BANK, { 'otherDetails.ibanConsent': true });
    expect(drafts.read('banking-details')).toEqual({});
    expect(draftKeeping(field('generalPolicies', 'checkbox', 'accepted'))).toBe('none');
    expect(draftKeeping(field('googleCaptchaToken', 'captcha', 'text'))).toBe('none');
    await clock.elapse();
    expect(reload().read('banking-details')).toEqual({});
  });

  it('leaves out answers of other names, of the wrong kind or longer than the limit', () => {
    const { drafts } = harness();
    drafts.keep('address-information', ADDRESS, {
      'contactDetails.city': 'x'.repeat(MAX_DRAFT_TEXT + 1),
      'contactDetails.street': 42,
      'contactDetails.houseNumber': '7',
      'somethingElse.iban': 'ES9121000418450200051332',
    });
    expect(drafts.read('address-information')).toEqual({ 'contactDetails.houseNumber': '7' });
  });

  it('writes storage at most once per delay while the applicant types, and at once when the page may go away', async () => {
    const { drafts, clock, writes, lifecycle, storage } = harness();
    for (const street of ['C', 'Ca', 'Cal', 'Calle']) drafts.keep('address-information', ADDRESS, { 'contactDetails.street': street });
    expect(writes).toHaveLength(0);
    expect(clock.waiting.map((entry) => entry.ms)).toEqual([DRAFT_WRITE_DELAY_MS]);
    await clock.elapse();
    expect(writes).toHaveLength(1);
    drafts.keep('address-information', ADDRESS, { 'contactDetails.street': 'Calle M' });
    lifecycle.leave();
    expect(writes).toHaveLength(2);
    expect(storage.rawText('answerDrafts')).toContain('Calle M');
    await clock.elapse();
    expect(writes).toHaveLength(2);
  });

  it('drops a continued screen\'s draft and removes the key once no draft is left', async () => {
    const { drafts, reload, clock, storage } = harness();
    drafts.keep('address-information', ADDRESS, { 'contactDetails.street': 'Calle Mayor' });
    drafts.keep('name', IDENTITY, { 'personalDetails.firstName': 'Ana' });
    await clock.elapse();
    drafts.discard('address-information');
    expect(drafts.read('address-information')).toEqual({});
    await clock.elapse();
    expect(reload().read('address-information')).toEqual({});
    expect(reload().read('name')).toEqual({ 'personalDetails.firstName': 'Ana' });
    drafts.discard('name');
    await clock.elapse();
    expect(storage.keys()).not.toContain('answerDrafts');
  });

  it('discardAll (the session ended) empties memory and storage at once', async () => {
    const { drafts, clock, storage } = harness();
    drafts.keep('personal-details', IDENTITY, { 'personalDetails.firstName': 'Ana', 'personalDetails.personalCode': '12345678Z' });
    await clock.elapse();
    drafts.discardAll();
    expect(storage.keys()).not.toContain('answerDrafts');
    expect(drafts.read('personal-details')).toEqual({});
  });

  describe('a draft belongs to its session, lead and undecided application (docs/drafts.md "When a draft is dropped")', () => {
    const typedUnder = aSavedState('lead-1', 3);
    const cases: Array<[string, FunnelState | null]> = [
      ['another session (a new application from a landing)', { ...typedUnder, sessionId: 'other-session' }],
      ['another lead (resumed from a link)', { ...typedUnder, lead: { ...typedUnder.lead, id: 'lead-2' } }],
      ['the lead cleared (a new application in the session)', { ...typedUnder, lead: { ...typedUnder.lead, id: undefined } }],
      ['a session started again after it ended (the stale rule)', { ...typedUnder, sessionStartedAtMs: T0 + EXPIRY + 1 }],
      ...[...DECIDED_STATES].map((state): [string, FunnelState] => [`a decided application (state ${state})`, { ...typedUnder, other: { ...typedUnder.other, progressState: state } }]),
    ];
    it.each(cases)('is dropped for %s, from storage too', async (_case, next) => {
      const { drafts, reload, clock, storage, setState } = harness(typedUnder);
      drafts.keep('address-information', ADDRESS, { 'contactDetails.street': 'Calle Mayor' });
      await clock.elapse();
      setState(next);
      expect(reload().read('address-information')).toEqual({});
      expect(storage.keys()).not.toContain('answerDrafts');
      // And the page that typed it, too.
      expect(drafts.read('address-information')).toEqual({});
    });

    it('is kept after an extension moved the session start forward before its end', async () => {
      const { drafts, reload, clock, setState } = harness(typedUnder);
      drafts.keep('address-information', ADDRESS, { 'contactDetails.street': 'Calle Mayor' });
      await clock.elapse();
      setState({ ...typedUnder, sessionStartedAtMs: T0 + EXPIRY - HOUR });
      expect(reload().read('address-information')).toEqual({ 'contactDetails.street': 'Calle Mayor' });
    });

    it('typed before the lead existed, goes with the lead once created', async () => {
      const before = aFunnelState();
      const { drafts, reload, clock, setState } = harness(before);
      drafts.keep('initial-details', [field('contactDetails.email', 'email', 'email')], { 'contactDetails.email': 'ana@example.es' });
      await clock.elapse();
      setState({ ...before, lead: { ...before.lead, id: 'lead-9' } });
      expect(reload().read('initial-details')).toEqual({ 'contactDetails.email': 'ana@example.es' });
    });
  });

  it.each([
    ['corrupt text', '{"v":1,"data":{'],
    ['another version', JSON.stringify({ v: 2, data: {} })],
    ['the wrong shape', JSON.stringify({ v: 1, data: { owner: 'me', screens: [] } })],
  ])('reads %s in storage as no draft, never throwing, and removes it', (_case, text) => {
    const storage = new InMemoryKeyValueStorage();
    storage.plantRaw('answerDrafts', text);
    const { drafts } = harness(aSavedState('lead-1', 3), storage);
    expect(drafts.read('address-information')).toEqual({});
    expect(storage.keys()).not.toContain('answerDrafts');
  });

  it('keeps nothing before a session has started', () => {
    const { drafts } = harness(null);
    drafts.keep('address-information', ADDRESS, { 'contactDetails.street': 'Calle Mayor' });
    expect(drafts.read('address-information')).toEqual({});
  });
});
