import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const BRANDS_DIR = join(__dirname, '../../../brands');

/** WCAG 2.x relative luminance of a #rrggbb colour. */
const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

// The footer logo sits on the theme's footer background: its wordmark must stay legible there (WCAG 1.4.3 for the
// text it draws; logotypes are exempt, but a grey wordmark on navy was unreadable in the screenshots).
describe.each(readdirSync(BRANDS_DIR))('footer logo of %s on its footer background', (brand) => {
  const theme = readFileSync(join(BRANDS_DIR, brand, 'theme.css'), 'utf8');
  const svg = readFileSync(join(BRANDS_DIR, brand, 'logo-footer.svg'), 'utf8');
  const background = /--color-footer-background:\s*(#[0-9a-fA-F]{6})/.exec(theme)?.[1] ?? '';

  it('every text the logo draws directly on the footer has at least 4.5:1 contrast', () => {
    expect(background).toMatch(/^#[0-9a-fA-F]{6}$/);
    const wordmarks = [...svg.matchAll(/<text(?![^>]*text-anchor="middle")[^>]*fill="(#[0-9a-fA-F]{6})"/g)].map((m) => m[1]!);
    expect(wordmarks.length).toBeGreaterThan(0);
    for (const fill of wordmarks) expect(contrast(fill, background)).toBeGreaterThanOrEqual(4.5);
  });
});
