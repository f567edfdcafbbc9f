import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The CSS budget of the first step (README.md "What the first step loads (issue 6)": first-step CSS ≤ 15 KB gzip). The critical CSS is all the CSS
 * the first step has, so the prerender refuses to write a page above it.
 */
export const CRITICAL_CSS_BUDGET_GZIP_BYTES = 15 * 1024;

/** The critical CSS breaks the budget: more than CRITICAL_CSS_BUDGET_GZIP_BYTES bytes after gzip. */
export const overCssBudget = (gzipBytes: number): boolean => gzipBytes > CRITICAL_CSS_BUDGET_GZIP_BYTES;

/** Every built stylesheet under `cssDir` (dist/static/css, async chunks included), in a stable order. */
export function builtStylesheets(cssDir: string): string[] {
  if (!existsSync(cssDir)) return [];
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.css')) files.push(path);
    }
  };
  walk(cssDir);
  return files.sort((a, b) => relative(cssDir, a).localeCompare(relative(cssDir, b)));
}

/** Comments out, runs of white space folded: a theme file is a handful of custom properties (brands/{id}/theme.css). */
export function minifyThemeCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

/**
 * The critical CSS of a brand's first screen: the app's built CSS (ui/styles/base.css and ui/app/app.css, which
 * src/index.tsx imports, already minified by Rsbuild) followed by the brand theme, whose custom properties override the
 * defaults exactly as the theme's `<link>` does when the app loads it after the app CSS. Decision: all of the built
 * CSS rather than an extracted "above the fold" subset — it is ≈ 2.6 KB gzip, far under budget, and a subset would
 * make later steps depend on a stylesheet request again.
 */
export function criticalCss(appCss: readonly string[], themeCss: string): string {
  return [...appCss.map((css) => css.trim()), minifyThemeCss(themeCss)].join('\n');
}

/** Reads the built stylesheets of dist/ (`readFileSync` of `builtStylesheets`). */
export function readBuiltCss(distDir: string): string[] {
  return builtStylesheets(join(distDir, 'static', 'css')).map((file) => readFileSync(file, 'utf8'));
}
