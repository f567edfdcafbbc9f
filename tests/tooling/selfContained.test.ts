import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorOf, anchorsOf } from './markdownAnchors';

/**
 * The repository explains itself (house rule 14, docs/architecture.md): no file cites a document kept outside it
 * (the product specification's "spec §N", the country, tracking and accessibility notes, the performance brief, relative
 * paths out of the repository into the inputs' shared folder), and every "docs/<page>.md "Heading"" a comment cites is a
 * heading of that page. .ci/ is outside the rule (it may set up the machine from files beside the repository).
 */
const root = resolve(__dirname, '../..');
const EXCLUDED = [':!.ci', ':!tests/tooling/selfContained.test.ts', ':!package-lock.json'];

/** `git grep` lines (file:line:text) matching `pattern` (extended regex), none when nothing matches. */
function grep(pattern: string, ...flags: string[]): string[] {
  try {
    return execFileSync('git', ['grep', '-n', '-I', ...flags, '-E', pattern, '--', '.', ...EXCLUDED], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
  } catch (error) {
    if ((error as { status?: number }).status === 1) return [];
    throw error;
  }
}

/** The outside documents, as they were cited. */
const OUTSIDE = [
  ['spec §', 'spec §'],
  ['the country notes', 'country-rules'],
  ['the tracking notes', 'tracking-privacy-security'],
  ['the accessibility notes', '(^|[^-])accessibility\\.md'],
  ['the product specification file', 'product-spec'],
  ['the performance brief', 'performance brief'],
  ['the shared design, spec and reference folders', '(^|[^\\w-])shared/(design|spec|reference)/'],
] as const;

describe('nothing in the repository cites a document outside it (house rule 14)', () => {
  it.each(OUTSIDE.map(([name, pattern]) => [name, pattern]))('no citation of %s', (_name, pattern) => {
    expect(grep(pattern, '-i')).toEqual([]);
  });

  it('no bare "§N" of an outside document (sections of issues, RFCs and laws aside)', () => {
    const lines = grep('§[0-9]').filter((line) => {
      const text = line.replace(/^[^:]*:\d+:/, '');
      const stripped = text.replace(/(?:issue\s+\d+\s*(?:item\s*)?|RFC\s*\d+\s*|PAngV\s*)§\s*\d+(?:\.\d+)*/gi, '');
      return /§\d/.test(stripped);
    });
    expect(lines).toEqual([]);
  });

  it('every relative path into a "shared" folder stays inside the repository and names a file that exists', () => {
    const problems: string[] = [];
    for (const line of grep('(\\.\\./)+shared/')) {
      const [file = '', , ...rest] = line.split(':');
      const text = rest.join(':');
      for (const match of text.matchAll(/((?:\.\.\/)+shared\/[\w./-]*[\w])/g)) {
        const target = relative(root, resolve(root, dirname(file), match[1] ?? ''));
        const exists = ['', '.ts', '.tsx', '.mjs', '.js'].some((extension) => existsSync(resolve(root, target + extension)));
        if (target.startsWith('..') || !exists) problems.push(`${file}: ${match[1]}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

/** The headings of a page, by anchor, read once. */
const headingsCache = new Map<string, Set<string>>();
function anchorsOfPage(page: string): Set<string> | null {
  if (!existsSync(resolve(root, page))) return null;
  if (!headingsCache.has(page)) headingsCache.set(page, anchorsOf(readFileSync(resolve(root, page), 'utf8')));
  return headingsCache.get(page) ?? null;
}

describe('citations of the repository\'s own pages hold', () => {
  it('every "docs/<page>.md "Heading"" in code and docs names a page and heading that exist', () => {
    const problems: string[] = [];
    for (const line of grep('(docs/[a-z-]+|README)\\.md \\\\?"')) {
      const [file = ''] = line.split(':');
      for (const match of line.matchAll(/((?:docs\/[a-z-]+|README)\.md)((?: \\?"[^"\\\n]+\\?")(?:, \\?"[^"\\\n]+\\?")*)/g)) {
        const page = match[1] ?? '';
        const anchors = anchorsOfPage(page);
        for (const heading of (match[2] ?? '').matchAll(/\\?"([^"\\]+)\\?"/g)) {
          if (!anchors) problems.push(`${file}: ${page} does not exist`);
          else if (!anchors.has(anchorOf(heading[1] ?? ''))) problems.push(`${file}: ${page} has no heading "${heading[1]}"`);
        }
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });
});
