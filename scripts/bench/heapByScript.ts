/**
 * Where the JS heap after the last step goes (issue 25's "heap ≤ 8 MiB"): the bench's journey at 1× CPU (`--cpu` for another rate; or the floor
 * page's, `--floor`), the same figure the bench prints (used heap after a forced garbage collection), then a heap
 * snapshot of that page split by kind of object and by the script each compiled function belongs to. Scripts without
 * a URL are the ones the harness evaluates in the page (Playwright's injected script and the bench's probes), not the
 * app: their code and source text are summed apart. A tool for finding work, not a figure.
 *
 *   node --import tsx scripts/bench/heapByScript.ts [--brand es-vehicle] [--floor] [--cpu 4] [--top 25] [--holders]
 * (`--holders`: also the largest holders by retained size, heapHolders.ts.)
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { requireCountryPack } from '../../domain/country/countryPacks';
import { resolveFlow } from '../../domain/flow/catalogue';
import { loadBrand } from '../../server/loadBrand';
import { launchChromium } from './browser';
import { printHolders } from './heapHolders';
import { floorJourney, serveFloor } from './floor';
import { journey, type StepHooks } from './journey';
import { jsHeapBytes } from './pageProbes';
import { ROOT, serveBuilt } from './serveBuilt';
import { cliOption } from './cliOption';

const BRAND = cliOption('brand', 'es-vehicle');
const TOP = Number(cliOption('top', '25'));
const FLOOR = process.argv.includes('--floor');
const HOLDERS = process.argv.includes('--holders');
const CPU = Number(cliOption('cpu', '1'));
/** What a script without a URL is called here: evaluated by the harness (no script of the app is evaluated: its CSP forbids it). */
const EVALUATED = '(evaluated by the harness)';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] } };
  nodes: number[];
  edges: number[];
  strings: string[];
}

async function takeSnapshot(page: Page): Promise<Snapshot> {
  const cdp = await page.context().newCDPSession(page);
  let text = '';
  cdp.on('HeapProfiler.addHeapSnapshotChunk', (event) => {
    text += event.chunk;
  });
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await cdp.detach();
  return JSON.parse(text) as Snapshot;
}

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KiB`;

/** Self sizes by node type, and code (functions, bytecode, machine code, feedback) by the script it was compiled from. */
function report(snap: Snapshot): void {
  const { nodes, edges, strings } = snap;
  const nodeFields = snap.snapshot.meta.node_fields.length;
  const edgeFields = snap.snapshot.meta.edge_fields.length;
  const nodeTypes = snap.snapshot.meta.node_types[0];
  const edgeTypes = snap.snapshot.meta.edge_types[0];
  const count = nodes.length / nodeFields;
  const type = (k: number) => nodeTypes[nodes[k * nodeFields]!]!;
  const name = (k: number) => strings[nodes[k * nodeFields + 1]!]!;
  const size = (k: number) => nodes[k * nodeFields + 3]!;
  const first: number[] = [];
  for (let k = 0, e = 0; k < count; k++) {
    first.push(e);
    e += nodes[k * nodeFields + 4]! * edgeFields;
  }
  // Each edge of node k as [edge type, name ('' for an element or hidden edge), target].
  const typedEdges = function* (k: number): Generator<[string, string, number]> {
    for (let e = first[k]!; e < first[k]! + nodes[k * nodeFields + 4]! * edgeFields; e += edgeFields) {
      const edgeType = edgeTypes[edges[e]!]!;
      yield [edgeType, edgeType === 'element' || edgeType === 'hidden' ? '' : strings[edges[e + 1]!]!, edges[e + 2]! / nodeFields];
    }
  };
  const edgesOf = function* (k: number): Generator<[string, number]> {
    for (const [, edgeName, to] of typedEdges(k)) yield [edgeName, to];
  };

  const byType = new Map<string, number>();
  for (let k = 0; k < count; k++) byType.set(type(k), (byType.get(type(k)) ?? 0) + size(k));

  // V8 names a script's node "system / Script / <url>"; a function's SharedFunctionInfo points at it by `script`.
  const scriptName = new Map<number, string>();
  for (let k = 0; k < count; k++) if (type(k) === 'code' && name(k).startsWith('system / Script')) scriptName.set(k, name(k).slice('system / Script / '.length) || EVALUATED);
  const owner = new Map<number, string>();
  const byScript = new Map<string, number>();
  const take = (start: number, script: string, follow: (k: number, edge: string) => boolean) => {
    const stack = [start];
    while (stack.length > 0) {
      const k = stack.pop() as number;
      if (owner.has(k) || scriptName.has(k)) continue;
      owner.set(k, script);
      byScript.set(script, (byScript.get(script) ?? 0) + size(k));
      for (const [edge, to] of edgesOf(k)) if (follow(to, edge)) stack.push(to);
    }
  };
  const isSharedInfo = (k: number) => name(k).startsWith('system / SharedFunctionInfo');
  for (let k = 0; k < count; k++) {
    if (!(type(k) === 'code' && isSharedInfo(k))) continue;
    for (const [edge, to] of edgesOf(k)) if (edge === 'script' && scriptName.has(to)) take(k, short(scriptName.get(to) as string), (t) => (type(t) === 'code' && !isSharedInfo(t)) || type(t) === 'array');
  }
  for (let k = 0; k < count; k++) {
    if (type(k) !== 'closure') continue;
    for (const [edge, to] of edgesOf(k)) if (edge === 'shared' && owner.has(to)) take(k, owner.get(to) as string, (t, e) => type(t) === 'code' && e !== 'shared' && !isSharedInfo(t));
  }
  // The source text of scripts evaluated by the harness lives in the heap (a page's own scripts keep theirs outside it).
  let evaluatedSource = 0;
  for (const [k, script] of scriptName) if (script === EVALUATED) for (const [edge, to] of edgesOf(k)) if (edge === 'source' && type(to).includes('string')) evaluatedSource += size(to);

  console.log('\nSelf size by kind');
  for (const [kind, bytes] of [...byType].sort((a, b) => b[1] - a[1])) console.log(`  ${kind.padEnd(22)} ${kib(bytes)}`);
  console.log(`\nCode by script (top ${TOP})`);
  for (const [script, bytes] of [...byScript].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${kib(bytes).padStart(9)}  ${script}`);
  console.log(`\nThe harness's share: code ${kib(byScript.get(EVALUATED) ?? 0)} + source text ${kib(evaluatedSource)}`);
  // Objects, closures and arrays by constructor or function name: which of the app's own structures are many.
  const byName = new Map<string, { bytes: number; count: number }>();
  for (let k = 0; k < count; k++) {
    if (type(k) !== 'object' && type(k) !== 'closure' && type(k) !== 'array') continue;
    const key = `${type(k)} ${name(k).slice(0, 60)}`;
    const entry = byName.get(key) ?? { bytes: 0, count: 0 };
    entry.bytes += size(k);
    entry.count += 1;
    byName.set(key, entry);
  }
  console.log(`\nObjects, closures and arrays by name (top ${TOP})`);
  for (const [key, { bytes, count: n }] of [...byName].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, TOP)) console.log(`  ${kib(bytes).padStart(9)}  ${String(n).padStart(6)}×  ${key}`);
  if (HOLDERS) {
    const holderEdges = function* (k: number): Generator<readonly [string, number]> {
      for (const [edgeType, , to] of typedEdges(k)) yield [edgeType, to];
    };
    printHolders({ count, type, name, size, edges: holderEdges }, TOP);
  }
}

const short = (url: string): string => (url === EVALUATED ? url : (url.split('/').pop() ?? url));

const hooks: StepHooks = {
  async beforeContinue() {},
  async afterAdvance() {},
  async atEnd(page) {
    console.log(`used JS heap after a forced GC (the bench's figure): ${(await jsHeapBytes(page)) / 1024 / 1024} MiB`);
    report(await takeSnapshot(page));
  },
};

const browser = await launchChromium();
try {
  if (FLOOR) {
    const floor = await serveFloor();
    try {
      await floorJourney(browser, floor.url, CPU, undefined, hooks);
    } finally {
      await floor.close();
    }
  } else {
    const brand = loadBrand(join(ROOT, 'brands'), BRAND);
    const server = await serveBuilt(BRAND, join(ROOT, 'dist'));
    try {
      await journey(browser, server.appUrl, resolveFlow(brand, requireCountryPack(brand.country)), CPU, 0, hooks);
    } finally {
      await server.close();
    }
  }
} finally {
  await browser.close();
}
