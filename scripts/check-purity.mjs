#!/usr/bin/env node
// domain/ and application/ take time, randomness and the browser through ports (docs/architecture.md "Layers and the dependency rule").
// dependency-cruiser sees imports, not globals; this scan fails on the globals it cannot see.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const FORBIDDEN = [
  [/\bwindow\s*[.[]/, 'window'],
  [/\bdocument\s*\./, 'document'],
  [/\b(localStorage|sessionStorage)\b/, 'browser storage'],
  [/\bnavigator\s*\./, 'navigator'],
  [/\bDate\.now\s*\(/, 'Date.now()'],
  [/\bnew\s+Date\s*\(\s*\)/, 'new Date() without an argument'],
  [/\bMath\.random\s*\(/, 'Math.random()'],
  [/\bcrypto\.(randomUUID|getRandomValues|subtle)\b/, 'crypto'],
  [/\bperformance\.now\s*\(/, 'performance.now()'],
  [/\bfetch\s*\(/, 'fetch()'],
];

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

/** Strips comments so TSDoc that names a global does not count. */
const stripComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

export function findImpurities(roots) {
  const found = [];
  for (const root of roots) {
    for (const file of sourceFiles(root)) {
      const lines = stripComments(readFileSync(file, 'utf8')).split('\n');
      lines.forEach((line, i) => {
        for (const [pattern, what] of FORBIDDEN) {
          if (pattern.test(line)) found.push(`${relative(process.cwd(), file)}:${i + 1} uses ${what}`);
        }
      });
    }
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const roots = process.argv.slice(2);
  const found = findImpurities(roots.length ? roots : ['domain', 'application']);
  if (found.length) {
    console.error(`Purity check failed (${found.length}):\n  ${found.join('\n  ')}`);
    process.exit(1);
  }
  console.log('purity: domain/ and application/ use no browser, time or randomness global');
}
