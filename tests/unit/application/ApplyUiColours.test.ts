import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCssColour, MAX_UI_COLOUR_ENTRIES, sanitizeUiColours } from '../../../application/session/uiColours';
import { ApplyUiColours } from '../../../application/usecases/ApplyUiColours';
import { STORED_VERSION } from '../../../domain/storage/storedEnvelope';
import { InMemoryKeyValueStorage } from '../../support/InMemoryKeyValueStorage';
import { harness } from './support/harness';
import { HOSTILE_INPUT_MS } from '../../support/hostileInputTime';

function setUp(memory = new InMemoryKeyValueStorage()) {
  const h = harness(memory);
  return { ...h, apply: new ApplyUiColours(h.storage) };
}

const stored = (data: unknown) => new InMemoryKeyValueStorage({ uiColors: { v: STORED_VERSION, data } });

describe('ApplyUiColours (docs/product.md "Page chrome", docs/sessions-and-storage.md "Persistence": persisted when they differ; storage key uiColors)', () => {
  it('merges custom colours over the stored ones and persists the merge', () => {
    const { apply, storage } = setUp(stored({ primary: '#111111', link: '#222' }));
    const result = apply.execute({ custom: { primary: '#abcdef', surface: 'rgb(1, 2, 3)' } });
    expect(result).toEqual({ ok: true, value: { primary: '#abcdef', link: '#222', surface: 'rgb(1, 2, 3)' } });
    expect(apply.execute()).toEqual({ ok: true, value: { primary: '#abcdef', link: '#222', surface: 'rgb(1, 2, 3)' } });
    expect(storage.readRevived('uiColors')).toEqual({ v: STORED_VERSION, data: { primary: '#abcdef', link: '#222', surface: 'rgb(1, 2, 3)' } });
  });

  it('persists only when the merged value differs from the stored one', () => {
    const { apply, raw } = setUp(stored({ primary: '#111111' }));
    apply.execute({ custom: { primary: '#111111' } });
    apply.execute();
    apply.execute({ custom: {} });
    expect(raw.writesOf('uiColors')).toBe(0);
    apply.execute({ custom: { primary: '#111112' } });
    expect(raw.writesOf('uiColors')).toBe(1);
  });

  it('reads nothing and writes nothing when nothing is stored or given (start-up of a plain visit)', () => {
    const { apply, raw } = setUp();
    expect(apply.execute()).toEqual({ ok: true, value: {} });
    expect(raw.writes).toEqual([]);
  });

  it('drops invalid colours and names, keeping the valid entries', () => {
    const { apply } = setUp();
    const result = apply.execute({
      custom: {
        primary: 'red; background: url(https://evil.example)',
        link: 'javascript:alert(1)',
        surface: 'hsl(120, 50%, 40%)',
        'Bad Name': '#fff',
        focus: 42,
        info: '#12',
      },
    });
    expect(result).toEqual({ ok: true, value: { surface: 'hsl(120, 50%, 40%)' } });
  });

  it('treats a stored value of the wrong shape as absent, and drops invalid stored entries', () => {
    expect(setUp(stored(['#fff'])).apply.execute()).toEqual({ ok: true, value: {} });
    expect(setUp(new InMemoryKeyValueStorage({ uiColors: { primary: '#fff' } })).apply.execute()).toEqual({ ok: true, value: {} });
    expect(setUp(stored({ primary: 'expression(alert(1))', link: '#fff' })).apply.execute()).toEqual({ ok: true, value: { link: '#fff' } });
  });

  it.each([undefined, null, 'primary:#fff', 7, ['#fff'], { primary: { nested: '#fff' } }])('custom data %j that is not a colour map changes nothing', (custom) => {
    const { apply, raw } = setUp(stored({ primary: '#000' }));
    expect(apply.execute({ custom })).toEqual({ ok: true, value: { primary: '#000' } });
    expect(raw.writesOf('uiColors')).toBe(0);
  });
});

describe('isCssColour (strict forms only; docs/security-and-reliability.md "Output encoding": parse as data)', () => {
  it.each(['#fff', '#FFFA', '#a1b2c3', '#a1b2c3d4', 'rgb(0, 0, 0)', 'rgba(255,255,255,0.5)', 'rgb(10% 20% 30% / 50%)', 'hsl(210, 40%, 50%)', 'hsla(210deg 40% 50% / .3)'])(
    'accepts %s',
    (value) => expect(isCssColour(value)).toBe(true),
  );
  it.each([
    '',
    'red',
    '#ff',
    '#fffff',
    '#ggg',
    ' #fff',
    '#fff;',
    'rgb(0,0,0);color:red',
    'url(x)',
    'var(--x)',
    'rgb(0,0)',
    'hsl(1, 2, 3)',
    'calc(1px)',
    '#fff\n',
    `rgb(${'1'.repeat(70)},0,0)`,
  ])('rejects %j', (value) => expect(isCssColour(value)).toBe(false));

  it('accepts a colour of 64 characters, not 65 (the length cap checked before any pattern)', () => {
    const ofLength = (n: number) => `rgb(1${' '.repeat(n - 9)}2 3)`;
    expect(ofLength(64)).toHaveLength(64);
    expect(isCssColour(ofLength(64))).toBe(true);
    expect(isCssColour(ofLength(65))).toBe(false);
  });

  it('never throws on arbitrary input, and a 10,000-character input is answered without super-linear work (< 250 ms)', () => {
    fc.assert(fc.property(fc.anything(), (value) => typeof isCssColour(value) === 'boolean'));
    const long = `rgb(${' '.repeat(10_000)}`;
    const started = performance.now();
    expect(isCssColour(long)).toBe(false);
    expect(isCssColour(`#${'f'.repeat(10_000)}`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(HOSTILE_INPUT_MS);
  });
});

describe('sanitizeUiColours', () => {
  it('never throws, keeps only valid entries and is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.constantFrom('#fff', 'rgb(1,2,3)')))), (data) => {
        const once = sanitizeUiColours(data);
        expect(Object.values(once).every(isCssColour)).toBe(true);
        expect(sanitizeUiColours(once)).toEqual(once);
      }),
    );
  });

  it(`keeps at most ${MAX_UI_COLOUR_ENTRIES} entries`, () => {
    const many = Object.fromEntries(Array.from({ length: MAX_UI_COLOUR_ENTRIES + 1 }, (_, i) => [`c${i}`, '#fff']));
    expect(Object.keys(sanitizeUiColours(many))).toHaveLength(MAX_UI_COLOUR_ENTRIES);
    const exactly = Object.fromEntries(Array.from({ length: MAX_UI_COLOUR_ENTRIES }, (_, i) => [`c${i}`, '#fff']));
    expect(Object.keys(sanitizeUiColours(exactly))).toHaveLength(MAX_UI_COLOUR_ENTRIES);
  });

  it('accepts names up to 32 characters, not 33', () => {
    expect(sanitizeUiColours({ [`a${'b'.repeat(31)}`]: '#fff' })).toEqual({ [`a${'b'.repeat(31)}`]: '#fff' });
    expect(sanitizeUiColours({ [`a${'b'.repeat(32)}`]: '#fff' })).toEqual({});
  });
});
