import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/bench/browser';
import { FirstStepNotMeasured, loadFirstStep, requestedBefore } from '../../scripts/bench/firstStepFiles';
import { FIRST_STEP_INTERACTIVE_MARK, PRERENDERED_ATTRIBUTE } from '../../src/bootstrap/firstScreen';

/**
 * The measure refuses to read low (scripts/bench/firstStepFiles.ts): on a loaded machine the budget check once counted
 * 2.5 KB in 3 files and passed, having stopped at the prerendered screen's first visible input, before the app's
 * chunks were requested. These pages stand in for an app that takes its time.
 */
const PAGES: Record<string, string> = {
  // A prerendered screen whose app never takes over.
  '/never/': `<!doctype html><div id="root" ${PRERENDERED_ATTRIBUTE}="s"><main><input></main></div><script src="/never/entry.js"></script>`,
  '/never/entry.js': 'window.entryRan = true;',
  // A prerendered screen whose app chunk is requested only after 1.2 s of quiet (more than a "network idle"), takes
  // over, then fetches later code the first step does not need.
  '/slow/': `<!doctype html><div id="root" ${PRERENDERED_ATTRIBUTE}="s"><main><input></main></div><script src="/slow/entry.js"></script>`,
  '/slow/entry.js': `setTimeout(function(){var s=document.createElement('script');s.src='/slow/app.js';document.head.appendChild(s)},1200);`,
  '/slow/app.js': `document.getElementById('root').removeAttribute('${PRERENDERED_ATTRIBUTE}');performance.mark('${FIRST_STEP_INTERACTIVE_MARK}');` +
    `setTimeout(function(){var s=document.createElement('script');s.src='/slow/later.js';document.head.appendChild(s)},50);`,
  '/slow/later.js': 'window.later = true;',
};

let server: Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  server = createServer((request, response) => {
    const body = PAGES[request.url ?? ''];
    if (body === undefined) return void response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': request.url?.endsWith('.js') ? 'text/javascript' : 'text/html' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('loadFirstStep (the first step measured whole, or not at all)', () => {
  it('refuses to measure a first step that never says it is interactive', async () => {
    await expect(loadFirstStep(browser, `${origin}/never/`, { timeoutMs: 2_000 })).rejects.toThrow(FirstStepNotMeasured);
    await expect(loadFirstStep(browser, `${origin}/never/`, { timeoutMs: 2_000 })).rejects.toThrow(/not interactive within 2000 ms .*root still prerendered/);
  }, 30_000);

  it('waits for chunks requested after a quiet spell, and leaves out what comes after the take-over', async () => {
    const load = await loadFirstStep(browser, `${origin}/slow/`, { timeoutMs: 20_000 });
    expect(load.files.map((file) => new URL(file.url).pathname).sort()).toEqual(['/slow/app.js', '/slow/entry.js']);
    expect(load.interactiveAtMs).toBeGreaterThan(1_000);
  }, 30_000);

  it('requestedBefore keeps the origin’s scripts and stylesheets started by the mark, once each', () => {
    const entries = [
      { name: 'https://app/static/js/a.js', startTime: 10 },
      { name: 'https://app/static/js/a.js', startTime: 11 },
      { name: 'https://app/static/css/a.css', startTime: 20 },
      { name: 'https://app/brand/logo.svg', startTime: 5 },
      { name: 'https://cdn.example/x.js', startTime: 5 },
      { name: 'https://app/static/js/later.js', startTime: 31 },
    ];
    expect(requestedBefore(entries, 30, 'https://app')).toEqual(['https://app/static/js/a.js', 'https://app/static/css/a.css']);
  });
});
