// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const css = readFileSync(join(ROOT, 'ui', 'styles', 'base.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The declarations of the first rule whose selector list contains `selector` exactly. */
function rule(selector: string): string {
  for (const match of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selectors = (match[1] ?? '').split(',').map((s) => s.trim());
    if (selectors.includes(selector)) return match[2] ?? '';
  }
  throw new Error(`no rule for ${selector}`);
}

const px = (value: string) => (value.endsWith('rem') ? parseFloat(value) * 16 : parseFloat(value));

describe('base.css', () => {
  it('radio and checkbox inputs are at least 24×24 CSS px (WCAG 2.5.8)', () => {
    const declarations = rule('.choice__input');
    for (const property of ['width', 'height', 'min-width', 'min-height']) {
      const value = new RegExp(`(?:^|;)\\s*${property}:\\s*([\\d.]+(?:px|rem))`).exec(declarations)?.[1];
      expect(value, property).toBeDefined();
      expect(px(value!)).toBeGreaterThanOrEqual(24);
    }
  });

  it('the consent banner and notices are never fixed or sticky over the content (WCAG 2.4.11)', () => {
    for (const selector of ['.consent-banner', '.consent-banner__inner', '.notice--offline']) expect(rule(selector)).not.toMatch(/position:\s*(fixed|sticky)/);
  });

  it('focus is visible: a 3 px outline in the themed focus colour', () => {
    expect(rule(':focus-visible')).toMatch(/outline:\s*3px solid var\(--color-focus\)/);
  });

  it('loads no web font and no remote resource', () => {
    expect(css).not.toMatch(/@font-face|@import|url\(/);
  });

  it('base.css plus the largest theme stay far below the 15 KB gzip first-step CSS budget (first-step budget)', () => {
    const themes = readdirSync(join(ROOT, 'brands')).map((id) => readFileSync(join(ROOT, 'brands', id, 'theme.css'), 'utf8'));
    const largest = Math.max(...themes.map((theme) => gzipSync(theme).length));
    expect(gzipSync(css).length + largest).toBeLessThan(6 * 1024);
  });
});
