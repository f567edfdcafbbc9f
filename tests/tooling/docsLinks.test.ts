import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf } from './markdownAnchors';

/**
 * The docs name modules and tests by path (house rule 14, docs/architecture.md): every path they name must exist, and
 * every link must stay inside the repository and land on a heading that exists, so a moved file fails here instead
 * of leaving the docs pointing at nothing.
 */
const root = resolve(__dirname, '../..');

/** The Markdown files checked: the docs, the READMEs beside the code (tracked files only). */
const markdownFiles = (): string[] =>
  execFileSync('git', ['ls-files', '-z', '--', 'docs/*.md', 'docs/**/*.md', '*README.md'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file.endsWith('.md'));

/** Top folders and files a repository path in backticks starts with. */
const REPO_PATH = /^(?:domain|application|adapters|ui|src|server|tests|scripts|brands|locales|examples|openapi|docs|\.ci)\/[\w.@/-]*$|^(?:README\.md|package\.json|tsconfig\.json|playwright\.config\.ts|rsbuild\.config\.ts|vitest\.config\.ts|\.dependency-cruiser\.cjs)$/;

/** `application/json` and its kin are media types, not the application layer. */
const MEDIA_TYPE = /^application\/[a-z0-9.+-]+$/;
const MODULE_EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js'];

/** The Markdown text without fenced code blocks (their contents are code, not references). */
const withoutFences = (markdown: string): string => markdown.replace(/^```[\s\S]*?^```/gm, '');

/** What is wrong with one Markdown file's links and paths, one line per problem. */
function problemsOf(file: string, markdown: string, exists: (path: string) => boolean, read: (path: string) => string): string[] {
  const problems: string[] = [];
  const text = withoutFences(markdown);
  for (const match of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1] ?? '';
    if (/^(?:https?:|mailto:)/.test(target)) continue;
    const [path = '', anchor] = target.split('#');
    const resolved = path === '' ? file : relative(root, resolve(root, dirname(file), path));
    if (resolved.startsWith('..')) {
      problems.push(`${file}: link ${target} leaves the repository`);
      continue;
    }
    if (!exists(resolved)) {
      problems.push(`${file}: link ${target} → ${resolved} does not exist`);
      continue;
    }
    if (anchor && resolved.endsWith('.md') && !anchorsOf(read(resolved)).has(anchor)) {
      problems.push(`${file}: link ${target} → no heading #${anchor} in ${resolved}`);
    }
  }
  for (const match of text.matchAll(/`([^`\n]+)`/g)) {
    const path = (match[1] ?? '').replace(/^\.\//, '');
    if (!REPO_PATH.test(path) || MEDIA_TYPE.test(path)) continue;
    const bare = path.replace(/\/$/, '');
    // A module may be named without its extension (`domain/validation/validateField`).
    if (!MODULE_EXTENSIONS.some((extension) => exists(bare + extension))) problems.push(`${file}: path ${path} does not exist`);
  }
  return problems;
}

const existsInRepo = (path: string): boolean => existsSync(resolve(root, path));
const readInRepo = (path: string): string => readFileSync(resolve(root, path), 'utf8');

describe('docs name only paths that exist (house rule 14)', () => {
  const files = markdownFiles();

  it('checks the docs and the README', () => {
    expect(files).toContain('README.md');
    expect(files.filter((file) => file.startsWith('docs/')).length).toBeGreaterThan(0);
  });

  it.each(files.map((file) => [file]))('%s: every repository path and relative link exists, inside the repository', (file) => {
    expect(problemsOf(file, readInRepo(file), existsInRepo, readInRepo)).toEqual([]);
  });
});

describe('the check itself', () => {
  const exists = (path: string): boolean => ['docs/a.md', 'docs/b.md', 'domain/x.ts', 'domain'].includes(path);
  const read = (path: string): string => (path === 'docs/b.md' ? '# Title\n\n## Stale data\n' : '');

  it('finds a missing path, a missing link target, a missing heading and a link out of the repository', () => {
    const markdown = [
      'See `domain/x.ts`, `domain/x`, `domain/y.ts`, `domain/`, `brands/<id>/brand.json` as `application/json`.',
      '[b](b.md#stale-data) [c](c.md) [b2](b.md#fresh-data) [out](../../elsewhere/notes.md) [web](https://example.com)',
      '```',
      '`domain/in-a-fence.ts` [fenced](nowhere.md)',
      '```',
    ].join('\n');
    expect(problemsOf('docs/a.md', markdown, exists, read)).toEqual([
      'docs/a.md: link c.md → docs/c.md does not exist',
      'docs/a.md: link b.md#fresh-data → no heading #fresh-data in docs/b.md',
      'docs/a.md: link ../../elsewhere/notes.md leaves the repository',
      'docs/a.md: path domain/y.ts does not exist',
    ]);
  });

  it('makes anchors as GitHub does', () => {
    expect([...anchorsOf('# A\n## Session expiry and the timeout warning\n## `FORM_HEIGHT` (iframe)\n## A\n')]).toEqual([
      'a',
      'session-expiry-and-the-timeout-warning',
      'form_height-iframe',
      'a-1',
    ]);
  });
});
