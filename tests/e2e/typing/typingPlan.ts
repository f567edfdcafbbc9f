import { expect, type Locator, type Page } from '@playwright/test';
import fc from 'fast-check';

/**
 * How an applicant enters a value key by key (docs/formatted-input.md): the characters that count, in chunks with the
 * separators people write between them, forgotten characters put back afterwards, slips corrected with Backspace or
 * Delete, the caret moved with the arrows, Home/End or a click, a separator erased, or the whole text pasted. Every
 * plan ends with exactly `significant` in the field when the field keeps what was typed; the field's formatting is
 * never assumed: caret targets are worked out from the text on screen when the step runs.
 */
export type TypingStep =
  /** Typed key by key with page.keyboard. */
  | { readonly do: 'type'; readonly text: string }
  /** Pasted from the clipboard (Control+V). */
  | { readonly do: 'paste'; readonly text: string }
  | { readonly do: 'press'; readonly key: 'Backspace' | 'Delete' | 'ArrowLeft' | 'End' | 'Home' }
  /** The caret into the gap after `significant` counted characters; `bias` picks a place inside a gap wider than one. */
  | { readonly do: 'caret'; readonly significant: number; readonly via: 'arrows' | 'home' | 'click'; readonly bias: number }
  /** The caret beside a separator the field shows (if any; `pick` chooses one), then the key: nothing that counts may go. */
  | { readonly do: 'eraseSeparator'; readonly key: 'Backspace' | 'Delete'; readonly pick: number };

export interface TypingPlan {
  /** What must be in the field at the end, separators aside. */
  readonly significant: string;
  readonly steps: readonly TypingStep[];
}

/** Separators a value is written with: a field must accept them anywhere and count none. */
export interface SeparatorStyle {
  /** Put between chunks, e.g. ' ', '-', '.', ' - '. */
  readonly between: readonly string[];
  /** Pairs a chunk may be wrapped in, e.g. ['(', ')']. */
  readonly brackets: readonly (readonly [string, string])[];
  /** Characters that count but are not digits (uppercase letters of an id): wrong ones are typed from here too. */
  readonly wrongCharacters: string;
}

export const PHONE_SEPARATORS: SeparatorStyle = {
  between: [' ', ' ', '-', '.', '/', ' - ', '  '],
  brackets: [['(', ')'], ['[', ']']],
  wrongCharacters: '0123456789',
};

export const IDENTIFIER_SEPARATORS: SeparatorStyle = {
  between: [' ', ' ', '-', '.', ' - '],
  brackets: [],
  wrongCharacters: '0123456789',
};

/** Splits `text` into chunks of 1–5 characters, the sizes drawn by fast-check. */
const chunked = (text: string): fc.Arbitrary<string[]> =>
  fc.array(fc.integer({ min: 1, max: 5 }), { minLength: text.length, maxLength: text.length }).map((sizes) => {
    const chunks: string[] = [];
    for (let at = 0, i = 0; at < text.length; i += 1) {
      const size = sizes[i] ?? 1;
      chunks.push(text.slice(at, at + size));
      at += size;
    }
    return chunks;
  });

/** Random typing plans that end with `significant` typed (see TypingStep). */
export function typingPlan(significant: string, style: SeparatorStyle): fc.Arbitrary<TypingPlan> {
  const length = significant.length;
  const wrong = fc.constantFrom(...style.wrongCharacters);
  const gap = fc.integer({ min: 0, max: length });
  const via = fc.constantFrom<'arrows' | 'home' | 'click'>('arrows', 'home', 'click');
  const bias = fc.double({ min: 0, max: 0.999, noNaN: true });
  return fc
    .record({
      chunks: chunked(significant),
      separators: fc.array(fc.constantFrom(...style.between), { minLength: length, maxLength: length }),
      bracketed: style.brackets.length > 0 ? fc.option(fc.tuple(fc.nat(), fc.constantFrom(...style.brackets)), { freq: 3 }) : fc.constant(null),
      leadingSpace: fc.boolean(),
      // 1–3 characters in a row left out, put back at the end by moving the caret there and typing them (null: none
      // forgotten): a field that moves the caret while characters are typed mid-text scatters them.
      forgotten: fc.option(fc.record({ at: fc.nat(length - 1), size: fc.integer({ min: 1, max: 3 }) }), { freq: 2 }),
      forgottenVia: via,
      forgottenBias: bias,
      // Slips corrected at once: after chunk i, a wrong character then Backspace.
      slips: fc.uniqueArray(fc.nat(length), { maxLength: 2 }),
      slipCharacter: wrong,
      // Slips in the middle afterwards: caret to a gap, a wrong character, then Backspace or ArrowLeft + Delete.
      laterSlips: fc.array(fc.record({ gap, via, bias, character: wrong, undo: fc.constantFrom<'Backspace' | 'Delete'>('Backspace', 'Delete') }), { maxLength: 2 }),
      erase: fc.option(fc.record({ key: fc.constantFrom<'Backspace' | 'Delete'>('Backspace', 'Delete'), pick: fc.nat() }), { freq: 2 }),
      pasted: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
    })
    .map((r): TypingPlan => {
      const left = r.forgotten === null ? null : { at: r.forgotten.at, end: Math.min(length, r.forgotten.at + r.forgotten.size) };
      const isForgotten = (i: number): boolean => left !== null && i >= left.at && i < left.end;
      const kept = [...significant].map((c, i) => (isForgotten(i) ? '' : c)).join('');
      // Chunk boundaries are over the kept characters (the forgotten ones are simply not typed).
      const chunks: string[] = [];
      let at = 0;
      for (const chunk of r.chunks) {
        const part = [...chunk].map((c, i) => (isForgotten(at + i) ? '' : c)).join('');
        at += chunk.length;
        if (part !== '') chunks.push(part);
      }
      if (kept === '') chunks.length = 0;
      const bracketAt = r.bracketed ? r.bracketed[0] % Math.max(chunks.length, 1) : -1;
      const pieces = chunks.map((chunk, i) => (i === bracketAt && r.bracketed ? `${r.bracketed[1][0]}${chunk}${r.bracketed[1][1]}` : chunk));
      const steps: TypingStep[] = [];
      if (r.leadingSpace) steps.push({ do: 'type', text: ' ' });
      if (r.pasted) {
        steps.push({ do: 'paste', text: pieces.map((p, i) => (i === 0 ? p : `${r.separators[i] ?? ' '}${p}`)).join('') });
      } else {
        pieces.forEach((piece, i) => {
          if (i > 0) steps.push({ do: 'type', text: r.separators[i] ?? ' ' });
          steps.push({ do: 'type', text: piece });
          if (r.slips.includes(i)) steps.push({ do: 'type', text: r.slipCharacter }, { do: 'press', key: 'Backspace' });
        });
      }
      if (left !== null) {
        steps.push({ do: 'caret', significant: left.at, via: r.forgottenVia, bias: r.forgottenBias }, { do: 'type', text: significant.slice(left.at, left.end) });
      }
      for (const slip of r.laterSlips) {
        steps.push({ do: 'caret', significant: slip.gap, via: slip.via, bias: slip.bias }, { do: 'type', text: slip.character });
        steps.push(...(slip.undo === 'Backspace' ? [{ do: 'press', key: 'Backspace' } as const] : [{ do: 'press', key: 'ArrowLeft' } as const, { do: 'press', key: 'Delete' } as const]));
      }
      if (r.erase) steps.push({ do: 'eraseSeparator', key: r.erase.key, pick: r.erase.pick });
      steps.push({ do: 'press', key: 'End' });
      return { significant, steps };
    });
}

/** Where the text of `input` is drawn: the x of the boundary before character `position`, and the middle line. */
async function boundaryPoint(input: Locator, position: number): Promise<{ x: number; y: number }> {
  return input.evaluate((el: HTMLInputElement, at) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d');
    if (context === null) throw new Error('no canvas');
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const box = el.getBoundingClientRect();
    const x = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft) + context.measureText(el.value.slice(0, at)).width - el.scrollLeft;
    return { x, y: box.top + box.height / 2 };
  }, position);
}

const state = (input: Locator) => input.evaluate((el: HTMLInputElement) => ({ value: el.value, caret: el.selectionStart ?? el.value.length }));

/** Positions of `value` after exactly `count` characters that count (the gap between the count-th and the next one). */
function gapPositions(value: string, count: number, isSeparator: (c: string) => boolean): number[] {
  const positions: number[] = [];
  let seen = 0;
  for (let p = 0; p <= value.length; p += 1) {
    if (seen === count) positions.push(p);
    if (p < value.length && !isSeparator(value[p] ?? '')) seen += 1;
  }
  return positions;
}

/**
 * Moves the caret with the arrows to `targetIn(value)`, the place worked out from the text on screen. The text can
 * change between reading it and the last arrow (the phone field formats once its lazy formatter arrives: the same
 * digits, separators added, the caret kept after the same ones): then the place is worked out again from the new
 * text, as an applicant looks again. Returns false when `targetIn` finds no place.
 */
async function arrowsTo(page: Page, input: Locator, targetIn: (value: string) => number | null): Promise<boolean> {
  for (let look = 0; look < 5; look += 1) {
    const before = await state(input);
    const target = targetIn(before.value);
    if (target === null) return false;
    for (let i = before.caret; i > target; i -= 1) await page.keyboard.press('ArrowLeft');
    for (let i = before.caret; i < target; i += 1) await page.keyboard.press('ArrowRight');
    const after = await state(input);
    if (after.value === before.value && after.caret === target) return true;
  }
  throw new Error('the field kept changing while the caret was moved');
}

/**
 * Runs `plan` on the focused `input` with the real keyboard, mouse and clipboard of the page. `isSeparator` says what
 * the field shows that does not count (to find caret targets on screen); it never changes what is typed.
 */
export async function runTypingPlan(page: Page, input: Locator, plan: TypingPlan, isSeparator: (c: string) => boolean): Promise<void> {
  for (const step of plan.steps) {
    switch (step.do) {
      case 'type':
        await page.keyboard.type(step.text);
        break;
      case 'paste':
        await page.evaluate((text) => navigator.clipboard.writeText(text), step.text);
        await page.keyboard.press('ControlOrMeta+V');
        break;
      case 'press':
        await page.keyboard.press(step.key);
        break;
      case 'caret': {
        const gapsIn = (value: string): number[] => gapPositions(value, step.significant, isSeparator);
        const targetIn = (value: string): number | null => gapsIn(value)[Math.floor(step.bias * gapsIn(value).length)] ?? null;
        const { value } = await state(input);
        expect(gapsIn(value).length, `no gap after ${step.significant} characters in ${JSON.stringify(value)}`).toBeGreaterThan(0);
        if (step.via === 'home') {
          await page.keyboard.press('Home');
        } else if (step.via === 'click') {
          const point = await boundaryPoint(input, targetIn(value) ?? 0);
          await page.mouse.click(point.x, point.y);
        }
        // A click lands on the nearest boundary (as a finger does); the arrows finish the move, as the applicant would.
        expect(await arrowsTo(page, input, targetIn), `no gap after ${step.significant} characters`).toBe(true);
        break;
      }
      case 'eraseSeparator': {
        const offset = step.key === 'Backspace' ? 1 : 0;
        const placeIn = (value: string): number | null => {
          const places = [...value].flatMap((c, i) => (isSeparator(c) ? [i + offset] : []));
          return places.length === 0 ? null : (places[step.pick % places.length] ?? null);
        };
        if (!(await arrowsTo(page, input, placeIn))) break;
        await page.keyboard.press(step.key);
        break;
      }
    }
  }
}

/** A plan as one line for a failure message: what was typed, in order. */
export const describePlan = (plan: TypingPlan): string =>
  plan.steps
    .map((s) => (s.do === 'type' ? JSON.stringify(s.text) : s.do === 'paste' ? `paste ${JSON.stringify(s.text)}` : s.do === 'press' ? s.key : s.do === 'caret' ? `caret→${s.significant} (${s.via})` : `${s.key} on a separator`))
    .join(' ');
