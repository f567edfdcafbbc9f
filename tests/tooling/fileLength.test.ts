import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** House rule 12 (docs/architecture.md "House rules"): no file over 300 lines unless its first comment says why. */
const MAX_LINES = 300;
const ROOT = process.cwd();
const FOLDERS = ['domain', 'application', 'adapters', 'ui', 'src', 'server', 'examples', 'scripts', 'tests'];
/** The words a long file's first comment gives its reason with. */
const REASON = /Longer than 300 lines: \S/;

const sources = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));

/** The file's first comment (line or block), or '' when its code starts before any. */
function firstComment(text: string): string {
  const match = /^\s*(?:import[^;]*;\s*)*(\/\*[\s\S]*?\*\/|(?:\/\/[^\n]*\n\s*)+)/.exec(text);
  return match?.[1] ?? '';
}

/** A text longer than MAX_LINES whose first comment gives no reason. */
function isTooLong(text: string): boolean {
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0) > MAX_LINES && !REASON.test(firstComment(text));
}

describe(`no file over ${MAX_LINES} lines without a reason in its first comment`, () => {
  const files = FOLDERS.flatMap(sources);

  it('finds the files it scans', () => {
    expect(files).toContain('server/leads/LeadRepository.ts');
  });

  it('holds for every source file', () => {
    const offenders = files.filter((file) => isTooLong(readFileSync(join(ROOT, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('catches a long file and accepts one whose first comment says why', () => {
    const body = 'export const x = 1;\n'.repeat(MAX_LINES + 1);
    expect(isTooLong(body)).toBe(true);
    expect(isTooLong(`/** A table. */\n${body}`)).toBe(true);
    expect(isTooLong(`import { y } from './y';\n// Longer than 300 lines: one table of every state, split it and the rows lose their order.\n${body}`)).toBe(false);
    expect(isTooLong('export const x = 1;\n'.repeat(MAX_LINES))).toBe(false);
  });
});
