import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../../domain/country/countryRegistry';
import { formatAsYouType } from '../../../../domain/phone/formatAsYouType';
import { formatAsTyped } from '../../../../ui/kit/formatAsTyped';
import { groupIban, isIbanSeparator } from '../../../../ui/kit/groupIban';
import { isPhoneSeparator } from '../../../../ui/kit/PhoneField';

/** An input formatted as typed: its formatter, what it counts as a separator, and what it may be typed with. */
interface FormattedKind {
  readonly name: string;
  readonly format: (counted: string) => string;
  readonly isSeparator: (char: string) => boolean;
  /** Characters that count (typed, and the values the field starts from). */
  readonly counted: string;
  readonly separators: string;
}

const KINDS: readonly FormattedKind[] = [
  ...COUNTRIES.map((country) => ({
    name: `phone ${country}`,
    format: (counted: string) => formatAsYouType(counted, country),
    isSeparator: isPhoneSeparator,
    counted: '0123456789+',
    separators: ' -./()[]',
  })),
  { name: 'IBAN', format: groupIban, isSeparator: isIbanSeparator, counted: '0123456789ESDEPLROabc', separators: ' -.' },
  // A formatter that drops what it does not know and adds a letter: its text must never be taken.
  { name: 'lossy', format: (c) => `X${c.replace(/[^0-9]/g, '')}`, isSeparator: (c) => c === ' ', counted: '0123456789ab', separators: ' ' },
];

const countedOf = (kind: FormattedKind, text: string): string =>
  text
    .split('')
    .filter((c) => !kind.isSeparator(c))
    .join('')
    .toUpperCase();

/** One edit of the browser at the selection [start, end] of `value`: typing or pasting `text`, Backspace or Delete. */
type Edit = { readonly kind: 'insert'; readonly text: string } | { readonly kind: 'Backspace' } | { readonly kind: 'Delete' };

/** What the browser makes of `value` before any formatting: the raw text and its caret (HTML editing). */
function applyEdit(value: string, start: number, end: number, edit: Edit): { raw: string; caret: number } {
  if (edit.kind === 'insert') return { raw: value.slice(0, start) + edit.text + value.slice(end), caret: start + edit.text.length };
  if (start !== end) return { raw: value.slice(0, start) + value.slice(end), caret: start };
  if (edit.kind === 'Backspace') return start === 0 ? { raw: value, caret: 0 } : { raw: value.slice(0, start - 1) + value.slice(start), caret: start - 1 };
  return { raw: value.slice(0, start) + value.slice(start + 1), caret: start };
}

/** A field of `kind` showing a formatted value (at least `minLength` characters typed), a selection in it, and an edit made there. */
const editedField = (minLength = 0) => fc.constantFrom(...KINDS).chain((kind) =>
  fc
    .record({
      start: fc.string({ unit: fc.constantFrom(...kind.counted), minLength, maxLength: 20 }),
      selection: fc.tuple(fc.nat(), fc.nat(3)),
      edit: fc.oneof(
        fc.string({ unit: fc.constantFrom(...kind.counted, ...kind.separators), minLength: 1, maxLength: 6 }).map((text): Edit => ({ kind: 'insert', text })),
        fc.constant<Edit>({ kind: 'Backspace' }),
        fc.constant<Edit>({ kind: 'Delete' }),
      ),
    })
    .map(({ start, selection, edit }) => {
      const value = formatAsTyped(start, start.length, kind.format, kind.isSeparator).value;
      const from = selection[0] % (value.length + 1);
      return { kind, value, from, to: Math.min(value.length, from + selection[1]), edit };
    }),
);

// The phone formatter (libphonenumber-js AsYouType) is the slow part: a loaded machine needs more than the default 20 s.
describe('formatAsTyped (docs/formatted-input.md: exact input)', { timeout: 60_000 }, () => {
  it('keeps exactly the characters that count of the edited text, and the caret after the same ones, for any edit', () => {
    fc.assert(
      fc.property(editedField(), ({ kind, value, from, to, edit }) => {
        const { raw, caret } = applyEdit(value, from, to, edit);
        const next = formatAsTyped(raw, caret, kind.format, kind.isSeparator, edit.kind === 'Delete');
        expect(countedOf(kind, next.value)).toBe(countedOf(kind, raw));
        expect(countedOf(kind, next.value.slice(0, next.caret))).toBe(countedOf(kind, raw.slice(0, caret)));
        expect(next.caret).toBeGreaterThanOrEqual(0);
        expect(next.caret).toBeLessThanOrEqual(next.value.length);
      }),
      { numRuns: 500 },
    );
  });

  it('puts the caret right after the last character that counts, or (Delete) right before the next one', () => {
    fc.assert(
      fc.property(editedField(), ({ kind, value, from, to, edit }) => {
        const { raw, caret } = applyEdit(value, from, to, edit);
        const next = formatAsTyped(raw, caret, kind.format, kind.isSeparator, edit.kind === 'Delete');
        if (edit.kind === 'Delete') {
          // So the next Delete removes a character that counts instead of a separator the formatter puts back.
          if (next.caret < next.value.length) expect(kind.isSeparator(next.value.charAt(next.caret))).toBe(false);
        } else if (next.caret > 0) {
          // So Backspace right after typing removes what was just typed.
          expect(kind.isSeparator(next.value.charAt(next.caret - 1))).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a separator deleted with Backspace or Delete deletes nothing that counts; the caret steps over it', () => {
    fc.assert(
      fc.property(editedField(6), fc.nat(), fc.boolean(), ({ kind, value }, pick, backspace) => {
        const places = value.split('').flatMap((c, i) => (kind.isSeparator(c) ? [i] : []));
        fc.pre(places.length > 0);
        const at = places[pick % places.length] ?? 0;
        const { raw, caret } = applyEdit(value, backspace ? at + 1 : at, backspace ? at + 1 : at, { kind: backspace ? 'Backspace' : 'Delete' });
        const next = formatAsTyped(raw, caret, kind.format, kind.isSeparator, !backspace);
        expect(countedOf(kind, next.value)).toBe(countedOf(kind, value));
        // Repeated presses therefore always get past it.
        if (backspace) expect(next.caret).toBeLessThanOrEqual(at);
        else expect(next.caret).toBeGreaterThan(at);
      }),
      { numRuns: 300 },
    );
  });

  it('is stable: formatting its own result again changes neither text nor caret', () => {
    fc.assert(
      fc.property(editedField(), ({ kind, value, from, to, edit }) => {
        const { raw, caret } = applyEdit(value, from, to, edit);
        const once = formatAsTyped(raw, caret, kind.format, kind.isSeparator);
        expect(formatAsTyped(once.value, once.caret, kind.format, kind.isSeparator)).toEqual(once);
      }),
      { numRuns: 300 },
    );
  });

  it('typed key by key, any digits with any separators end as exactly those digits (the issue 24 numbers among them)', () => {
    const typeKeys = (keys: string, kind: FormattedKind): string => {
      let value = '';
      let caret = 0;
      for (const key of keys) {
        const edited = applyEdit(value, caret, caret, { kind: 'insert', text: key });
        ({ value, caret } = formatAsTyped(edited.raw, edited.caret, kind.format, kind.isSeparator));
      }
      return value;
    };
    const phone = (country: (typeof COUNTRIES)[number]) => KINDS.find((k) => k.name === `phone ${country}`) as FormattedKind;
    expect(typeKeys('0170 123 4567', phone('DE')).replace(/\D/g, '')).toBe('01701234567');
    expect(typeKeys('655 443 322', phone('ES')).replace(/\D/g, '')).toBe('655443322');
    expect(typeKeys('310 456 7890', phone('CO')).replace(/\D/g, '')).toBe('3104567890');
    expect(typeKeys('090 312 3456', phone('VN')).replace(/\D/g, '')).toBe('0903123456');
    expect(typeKeys('333 123 4567', phone('MX')).replace(/\D/g, '')).toBe('3331234567');
    fc.assert(
      fc.property(fc.constantFrom(...KINDS.slice(0, COUNTRIES.length)), fc.string({ unit: fc.constantFrom(...'0123456789', ' ', '-', '.', '(', ')'), maxLength: 20 }), (kind, keys) => {
        expect(countedOf(kind, typeKeys(keys, kind))).toBe(countedOf(kind, keys));
      }),
      { numRuns: 300 },
    );
  });

  it('a formatter that drops or adds characters is ignored: the text stays as typed', () => {
    const lossy = KINDS.find((k) => k.name === 'lossy') as FormattedKind;
    expect(formatAsTyped('12a 4', 5, lossy.format, lossy.isSeparator)).toEqual({ value: '12a 4', caret: 5 });
  });
});
