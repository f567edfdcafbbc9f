import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { sanitizeUiColours } from '../../application/session/uiColours';
import { WindowEventConsentSource } from '../../adapters/consent/WindowEventConsentSource';
import { clock, container } from '../../docs/snippets/containerInATest';
import { Clock } from '../../src/container/tokens';

const ROOT = process.cwd();
/** The pages whose code a reader copies: the README and every page of docs/. */
const PAGES = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((file) => file.endsWith('.md')).map((file) => `docs/${file}`)];
/** Code a reader copies; other blocks (shell commands, JSON, directory trees) are shown, not compiled. */
const CODE = /^(ts|tsx|js|javascript|typescript)$/;
/** Where a page says which file a block shows: `<!-- snippet: path -->` on the line before the fence. */
const MARKER = /^<!-- snippet: (\S+) -->$/;

interface Block {
  readonly page: string;
  readonly line: number;
  readonly lang: string;
  readonly text: string;
  readonly file: string | undefined;
}

/** The fenced blocks of a page (indented fences inside list items too), each with the snippet marker before it. */
function blocksOf(page: string): Block[] {
  const lines = readFileSync(join(ROOT, page), 'utf8').split('\n');
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(\s*)```(\S*)\s*$/.exec(lines[i]!);
    if (!open) continue;
    const [, indent = '', lang = ''] = open;
    const close = lines.findIndex((line, j) => j > i && line.trim() === '```');
    const text = lines.slice(i + 1, close).map((line) => line.slice(indent.length)).join('\n');
    blocks.push({ page, line: i + 1, lang, text, file: MARKER.exec(lines[i - 1]?.trim() ?? '')?.[1] });
    i = close;
  }
  return blocks;
}

const blocks = PAGES.flatMap(blocksOf);
const codeBlocks = blocks.filter((block) => CODE.test(block.lang));
const tsconfig = JSON.parse(readFileSync(join(ROOT, 'tsconfig.json'), 'utf8')) as { include: string[] };

describe('the docs\' code snippets are real files that compile and run (issue 23 item 3)', () => {
  it('finds the snippets of the README and docs/', () => {
    expect(codeBlocks.length).toBeGreaterThan(0);
    expect(PAGES).toContain('docs/integrating.md');
  });

  it('every code block says which file it shows', () => {
    expect(codeBlocks.filter((block) => !block.file).map((block) => `${block.page}:${block.line}`)).toEqual([]);
  });

  it.each(codeBlocks.filter((block) => block.file).map((block) => [`${block.page}:${block.line}`, block] as const))('%s shows exactly its file', (_where, block) => {
    const file = block.file!;
    expect(existsSync(join(ROOT, file)), `${file} is missing`).toBe(true);
    expect(block.text).toBe(readFileSync(join(ROOT, file), 'utf8').replace(/\n$/, ''));
    // A TypeScript snippet is typechecked with the project (`npm run typecheck`); a JavaScript one runs below.
    if (/\.tsx?$/.test(file)) expect(tsconfig.include.some((dir) => file.startsWith(`${dir}/`)), `${file} is outside tsconfig.json "include"`).toBe(true);
  });

  it('docs/snippets/containerInATest.ts builds the real container with the test\'s bindings', () => {
    expect(container.get(Clock)).toBe(clock);
  });

  it('docs/snippets/hostPageConsent.js: the global is read when the funnel loads, an event changes consent later', () => {
    const code = readFileSync(join(ROOT, 'docs/snippets/hostPageConsent.js'), 'utf8');
    const before = new EventTarget();
    const listening = new WindowEventConsentSource(before);
    runInNewContext(code, { window: before, CustomEvent });
    expect(new WindowEventConsentSource(before).current()).toEqual({ decided: true, granted: { analytics: true, marketing: false } });
    expect(listening.current()).toEqual({ decided: true, granted: { analytics: true, marketing: true } });
  });

  it('docs/snippets/hostPageFrame.js: follows the funnel\'s height from its origin only, then sends colours the funnel keeps', () => {
    const code = readFileSync(join(ROOT, 'docs/snippets/hostPageFrame.js'), 'utf8');
    const posted: Array<[unknown, string]> = [];
    const iframe = { style: { height: '' }, contentWindow: { postMessage: (message: unknown, origin: string) => posted.push([message, origin]) } };
    const listeners: Array<(event: unknown) => void> = [];
    runInNewContext(code, { document: { getElementById: (id: string) => (id === 'funnel' ? iframe : null) }, addEventListener: (_type: string, listener: (event: unknown) => void) => listeners.push(listener) });
    const message = (origin: string, data: unknown) => listeners.forEach((listener) => listener({ origin, data }));
    message('https://evil.example', { type: 'FORM_HEIGHT', height: 999 });
    message('https://apply.example', { type: 'OTHER' });
    expect([iframe.style.height, posted]).toEqual(['', []]);
    message('https://apply.example', { type: 'FORM_HEIGHT', height: 640 });
    expect(iframe.style.height).toBe('640px');
    const [[sent, origin] = []] = posted;
    const colours = (sent as { colors: Record<string, string> }).colors;
    expect([origin, (sent as { type: string }).type]).toEqual(['https://apply.example', 'UI_COLORS']);
    expect(sanitizeUiColours(colours)).toEqual(colours);
  });
});
