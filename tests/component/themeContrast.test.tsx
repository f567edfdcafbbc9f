// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Lives with the component tests (their folder is where ui checks go) but needs no DOM: it reads CSS files.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The `--name: value` declarations of a stylesheet's `:root` rules. */
function customProperties(css: string): Map<string, string> {
  const out = new Map<string, string>();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const block of withoutComments.matchAll(/:root\s*\{([^}]*)\}/g)) {
    for (const declaration of (block[1] ?? '').matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) out.set(declaration[1] ?? '', (declaration[2] ?? '').trim());
  }
  return out;
}

/** WCAG 2.x relative luminance of a #rgb or #rrggbb colour. */
function luminance(hex: string): number {
  const digits = hex.slice(1).length === 3 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(digits.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Foreground, background, minimum ratio: 4.5 for text, 3 for UI components and focus (WCAG 1.4.3, 1.4.11). */
const PAIRS: ReadonlyArray<[string, string, number]> = [
  ['--color-text', '--color-background', 4.5],
  ['--color-text-secondary', '--color-background', 4.5],
  ['--color-text', '--color-surface', 4.5],
  ['--color-text-secondary', '--color-surface', 4.5],
  ['--color-link', '--color-background', 4.5],
  ['--color-link', '--color-surface', 4.5],
  ['--color-on-primary', '--color-primary', 4.5],
  ['--color-on-secondary', '--color-secondary', 4.5],
  ['--color-error', '--color-background', 4.5],
  ['--color-on-status', '--color-error', 4.5],
  ['--color-on-status', '--color-success', 4.5],
  ['--color-on-status', '--color-info', 4.5],
  ['--color-on-status', '--color-warning', 4.5],
  ['--color-footer-text', '--color-footer-background', 4.5],
  ['--color-border', '--color-background', 3],
  ['--color-focus', '--color-background', 3],
  ['--color-focus', '--color-surface', 3],
  ['--color-neutral', '--color-background', 3],
];

const base = customProperties(readFileSync(join(ROOT, 'ui', 'styles', 'base.css'), 'utf8'));
const brandIds = readdirSync(join(ROOT, 'brands'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

function effectiveTheme(brandId: string | null): Map<string, string> {
  if (brandId === null) return base;
  return new Map([...base, ...customProperties(readFileSync(join(ROOT, 'brands', brandId, 'theme.css'), 'utf8'))]);
}

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
  ])('%s on %s is %f', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });

  it('a colour one step below AA fails the 4.5 check', () => {
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });
});

describe('every brand folder has a theme that only sets custom properties', () => {
  it.each(brandIds)('%s', (brandId) => {
    const file = join(ROOT, 'brands', brandId, 'theme.css');
    expect(existsSync(file)).toBe(true);
    const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    // Only :root custom properties, so brands cannot restyle components (docs/architecture.md house rule 6).
    expect(css.replace(/:root\s*\{[^}]*\}/g, '').trim()).toBe('');
    for (const [name] of customProperties(css)) expect(base.has(name), `${name} is not a base.css property`).toBe(true);
  });
});

describe.each([null, ...brandIds])('WCAG AA contrast of the %s theme', (brandId) => {
  const theme = effectiveTheme(brandId);
  it.each(PAIRS)('%s on %s ≥ %f', (fg, bg, min) => {
    const a = theme.get(fg);
    const b = theme.get(bg);
    expect(a, fg).toMatch(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i);
    expect(b, bg).toMatch(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i);
    expect(contrastRatio(a!, b!)).toBeGreaterThanOrEqual(min);
  });

  it('uses system fonts only (no web-font download on the first step)', () => {
    expect(theme.get('--font-family')).not.toMatch(/url\(/);
  });
});
