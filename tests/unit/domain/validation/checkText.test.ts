import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkText } from '../../../../domain/validation/checkText';
import type { TextRule } from '../../../../domain/validation/textRules';
import { TEXT_RULES } from '../../../../domain/validation/textRules';
import { letterShape } from '../../../../domain/validation/letterShape';

// docs/validation-by-country.md "Names and free text": [rule, value, valid]
const CASES: readonly (readonly [TextRule, string, boolean])[] = [
  ['name', 'José', true],
  ['name', 'José-María Núñez', true],
  ['name', 'Zoë Łukasz', true],
  ['name', 'Nguyễn Văn An', true],
  ['name', '李 小龍', true],
  ['name', 'Алексей', true],
  ['name', 'Ann  Lee', false], // two spaces
  ['name', 'Ann-', false],
  ['name', ' Ann', false],
  ['name', 'Ann3', false],
  ['name', "O'Brien", true], // issue 11 §4: apostrophes, periods and each country's usual forms
  ['name', 'O’Connor', true],
  ['name', 'Ma. Clara', true],
  ['name', 'Müller-Lüdenscheidt', true],
  ['name', 'Ștefan', true],
  ['name', 'Łukasz', true],
  ['name', 'Jr.', true],
  ['name', "O''Brien", false], // two separators in a row
  ['name', "'Ann", false],
  ['name', 'Ann.Lee', false], // a period closes a group; a space must follow
  ['name', 'Ann..', false],
  ['jobTitle', 'Mecánico', true],
  ['jobTitle', 'Técnico de nivel 2 en redes', true],
  ['jobTitle', 'Jefe de obra Sr. Ingeniero', true],
  ['jobTitle', '3D designer', true],
  ['jobTitle', 'Ingeniero 2', false], // must end with a letter
  ['jobTitle', 'Ingeniero.', false],
  ['jobTitle', 'a', true],
  ['jobTitle', '4', false],
  ['jobTitle', ' Chef', false],
  ['jobTitle', 'Chef/cook', false],
  ['street', 'Calle Mayor', true],
  ['street', '12 de Octubre', true],
  ['street', "Avda. de l'Estació 4", true],
  ['street', 'Plaza España, 3', true],
  ['street', '#Calle', false],
  ['street', '12', false], // a number must be followed by text
  ['street', 'Calle Mayor ', false],
  ['street', 'Calle Mayor,', false],
  ['street', 'Calle Mayor&', false],
  ['street', 'Calle Mayor/', false],
  ['street', "Calle Mayor'", false],
  ['street', 'Calle Mayor-', false],
  ['street', 'Calle\u0000Mayor', false],
  ['houseNumber', '12', true],
  ['houseNumber', '#12B', true],
  ['houseNumber', '12-14', true],
  ['houseNumber', '12 & 14', true],
  ['houseNumber', 's/n', true],
  ['houseNumber', '12.', false],
  ['houseNumber', '12,', false],
  ['houseNumber', '12 ', false],
  ['houseNumber', '12/', false],
  ['houseNumber', '12-', false],
  ['houseNumber', '12&', false],
  ['houseNumber', '##12', false],
  ['flatNumber', '3ºB', true],
  ['flatNumber', '#4', true],
  ['flatNumber', '2-1', true],
  ['flatNumber', '2#', false],
  ['flatNumber', '2.', false],
  ['flatNumber', '2,', false],
  ['flatNumber', '2/', false],
  ['flatNumber', '2-', false],
  ['flatNumber', '2 ', false],
  ['blockNumber', 'B2', true],
  ['blockNumber', 'B2#', false],
  ['cityLike', 'Madrid', true],
  ['cityLike', "L'Hospitalet de Llobregat", true],
  ['cityLike', 'Sant Adrià de Besòs 2', true],
  ['cityLike', '28001', false], // no letter
  ['cityLike', 'Madrid-', false],
  ['cityLike', 'Madrid ', false],
  ['companyName', 'Acme S.L.', true],
  ['companyName', 'Smith & Sons, Ltd.', true],
  ['companyName', "McDonald's", true],
  ['companyName', 'C+ Consulting', true],
  ['companyName', 'Seguridad Social', true],
  ['companyName', 'Acme,', false],
  ['companyName', 'Acme-', false],
  ['companyName', '-Acme', false],
  ['companyName', 'Acme!', false],
  ['text', 'Anything at all.', true],
  ['text', '   ', false],
  ['text', 'bell\u0007', false],
];

describe('checkText (docs/validation-by-country.md "How a field is checked": patterns)', () => {
  it.each(CASES)('%s: %j valid=%s', (rule, value, valid) => {
    expect(checkText(rule, value)).toEqual(valid ? null : { kind: 'InvalidFormat' });
  });

  it.each(Object.entries(TEXT_RULES))('%s: length %#', (rule) => {
    const max = TEXT_RULES[rule as TextRule].maxLength;
    const tooLong = 'a'.repeat(max + 1);
    expect(checkText(rule as TextRule, 'a'.repeat(max))).toBeNull();
    expect(checkText(rule as TextRule, tooLong)).toEqual({ kind: 'TooLong', params: { max } });
  });

  it.each(Object.keys(TEXT_RULES) as TextRule[])('%s never throws on arbitrary strings', (rule) => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200, unit: 'grapheme' }), (value) => {
        const result = checkText(rule, value);
        expect(result === null || ['InvalidFormat', 'TooLong'].includes(result.kind)).toBe(true);
      }),
    );
  });

  // The length cap keeps regexes away from long input; these run the patterns themselves on 10,000 characters,
  // shaped to provoke backtracking (long valid runs ending in a forbidden character).
  const ADVERSARIAL = ['a', 'a ', 'a-', '1', '1 ', 'a.', '#1', "a'", 'a+', '1/'].flatMap((unit) => {
    const run = unit.repeat(Math.ceil(10_000 / unit.length)).slice(0, 10_000);
    return [run, `${run}!`, `${run} `, `${run}\u0000`];
  });
  it.each(Object.keys(TEXT_RULES) as TextRule[])('%s patterns answer 10,000-character adversarial input without backtracking (< 250 ms)', (rule) => {
    const { mustMatch, mustNotMatch } = TEXT_RULES[rule];
    for (const input of ADVERSARIAL) {
      // The fastest of five runs: a busy machine (the suite runs beside the e2e browsers) slows one run, not all five.
      // A linear pattern answers in under 5 ms alone; a backtracking one takes seconds on 10,000 characters.
      const runs = Array.from({ length: 5 }, () => {
        const started = performance.now();
        const shape = letterShape(input);
        for (const pattern of mustMatch) pattern.test(shape);
        for (const pattern of mustNotMatch) pattern.test(input);
        return performance.now() - started;
      });
      expect(Math.min(...runs)).toBeLessThan(250);
    }
  });
});

// The patterns as written over the value itself, before they read its letter shape (domain/validation/letterShape.ts):
// the shape must leave every answer as these decided it.
const PATTERNS_OVER_THE_VALUE: Readonly<Record<TextRule, RegExp>> = {
  name: /^[\p{L}\p{M}]+\.?(?:[ '’-][\p{L}\p{M}]+\.?)*$/u,
  jobTitle: /^(?:[\p{L}\p{M}\d][\p{L}\p{M}\d .-]*)?[\p{L}\p{M}]$/u,
  street: /^(?:\p{L}|\d+[^\p{L}\d]*\p{L})/u,
  houseNumber: /^#?[\p{L}\d](?:[\p{L}\d .,&/-]*[\p{L}\d])?$/u,
  flatNumber: /^#?[\p{L}\d](?:[\p{L}\d .,#/-]*[\p{L}\d])?$/u,
  blockNumber: /^#?[\p{L}\d](?:[\p{L}\d .,#/-]*[\p{L}\d])?$/u,
  cityLike: /\p{L}/u,
  companyName: /^[\p{L}\p{M}\d](?:[\p{L}\p{M}\d '&,.+-]*[\p{L}\p{M}\d.])?$/u,
  text: /\S/u,
};

describe('letterShape', () => {
  it('turns letters of any script into L and combining marks into M, and keeps everything else', () => {
    expect(letterShape('José 3ºB')).toBe('LLLL 3LL');
    expect(letterShape('Nguye\u0302\u0303n')).toBe('LLLLLMML');
    expect(letterShape('LM 李-𠀋!')).toBe('LL L-L!');
  });

  // Strings drawn from the characters the patterns tell apart (letters of several scripts, an astral letter, marks,
  // digits, the separators, an astral symbol) and from any grapheme.
  const ALPHABET = [...'aZñłșễ李Ж𠀋', '\u0301', '\u0302', ...'0123456789', ..." '’-.,&/#+!", '\u0000', '😀', 'L', 'M'];
  const value = fc.oneof(
    fc.array(fc.constantFrom(...ALPHABET), { maxLength: 24 }).map((parts) => parts.join('')),
    fc.string({ maxLength: 24, unit: 'grapheme' }),
  );

  it.each(Object.keys(TEXT_RULES) as TextRule[])('%s: each pattern over the shape decides as the pattern over the value (property)', (rule) => {
    fc.assert(
      fc.property(value, (text) => {
        expect(TEXT_RULES[rule].mustMatch.every((pattern) => pattern.test(letterShape(text)))).toBe(PATTERNS_OVER_THE_VALUE[rule].test(text));
      }),
      { numRuns: 2000 },
    );
  });
});
