import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtStylesheets, CRITICAL_CSS_BUDGET_GZIP_BYTES, criticalCss, minifyThemeCss, overCssBudget } from '../../../scripts/prerender/criticalCss';

describe('critical CSS of the prerendered first screen (prerendered first screen, budget of README.md "What the first step loads (issue 6)")', () => {
  it('the first-step CSS budget is 15 KB gzip: 15,360 bytes pass, 15,361 break it', () => {
    expect(CRITICAL_CSS_BUDGET_GZIP_BYTES).toBe(15_360);
    expect(overCssBudget(15_360)).toBe(false);
    expect(overCssBudget(15_361)).toBe(true);
  });

  it('a theme file loses comments and white space, keeps every declaration', () => {
    const theme = "/* Theme of x */\n:root {\n  --color-primary: #0b5fff;\n  --font-family: system-ui, 'Segoe UI', sans-serif;\n}\n";
    expect(minifyThemeCss(theme)).toBe(":root{--color-primary:#0b5fff;--font-family:system-ui,'Segoe UI',sans-serif}");
  });

  it('the app CSS comes first and the brand theme last, so the theme’s custom properties win as its stylesheet does', () => {
    expect(criticalCss(['.a{color:red}\n', ':root{--color-primary:#000}'], ':root { --color-primary: #fff; }')).toBe(
      '.a{color:red}\n:root{--color-primary:#000}\n:root{--color-primary:#fff}',
    );
  });

  it('every built stylesheet, async chunks included, in a stable order; none without a build', () => {
    const dir = mkdtempSync(join(tmpdir(), 'prerender-css-'));
    mkdirSync(join(dir, 'async'));
    writeFileSync(join(dir, 'index.b.css'), 'b');
    writeFileSync(join(dir, 'async', 'c.a.css'), 'a');
    writeFileSync(join(dir, 'index.b.css.map'), '{}');
    expect(builtStylesheets(dir).map((file) => file.slice(dir.length + 1))).toEqual(['async/c.a.css', 'index.b.css']);
    expect(builtStylesheets(join(dir, 'missing'))).toEqual([]);
  });
});
