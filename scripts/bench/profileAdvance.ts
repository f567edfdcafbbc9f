/**
 * Where a Continue's time goes (issue 14 item 2): one Spanish journey in Chromium with a performance trace, then, over
 * the advance windows only (pointer-down on Continue → next input visible, bounded by the probes' user-timing marks),
 * the renderer main thread's time by trace event (tasks, style, layout, paint, GC, compile) and JavaScript self time
 * by original source position (source maps). A tool for finding work, not a figure: the tracing itself slows the page.
 *
 *   node --import tsx scripts/bench/profileAdvance.ts [--cpu 4] [--brand es-vehicle] [--top 40] [--no-build] [--floor] [--phase from,to] [--window N[-M]]
 * (`--floor`: the bench's floor page instead, for what the harness itself costs under the same trace).
 *
 * Longer than 300 lines: a profiling tool whose trace reading, source mapping and report share one data shape.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { resolveFlow } from '../../domain/flow/catalogue';
import { requireCountryPack } from '../../domain/country/countryPacks';
import { loadBrand } from '../../server/loadBrand';
import { launchChromium } from './browser';
import { floorJourney, serveFloor } from './floor';
import { journey, type StepHooks } from './journey';
import { ROOT, serveBuilt } from './serveBuilt';
import { median, percentile, round1 } from './stats';
import { cliOption } from './cliOption';

const CPU = Number(cliOption('cpu', '1'));
const BRAND = cliOption('brand', 'es-vehicle');
const TOP = Number(cliOption('top', '40'));
/** `--window N` or `--window N-M`: only those advances (1-based), e.g. the first step's, or all but the first and last. */
const [ONLY, ONLY_TO] = ((range) => [Number(range[0] ?? 0), Number(range[1] ?? range[0] ?? 0)])(cliOption('window', '0').split('-'));
const distDir = join(ROOT, 'bench-results', 'profile-dist');

if (!process.argv.includes('--no-build') || !existsSync(join(distDir, 'index.html'))) {
  console.log('Building production with source maps into bench-results/profile-dist …');
  execFileSync('npx', ['rsbuild', 'build', '-c', 'scripts/bench/rsbuild.bench.config.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, BENCH_DIST_DIR: distDir, BENCH_SOURCE_MAP: '1' },
  });
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  /** Thread (CPU) time of a complete event, µs: unlike `dur`, not stretched when the machine is loaded. */
  tdur?: number;
  id?: string;
  args?: { data?: Record<string, unknown> & { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[]; type?: string } };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const brand = loadBrand(join(ROOT, 'brands'), BRAND);
const flow = resolveFlow(brand, requireCountryPack(brand.country));
const FLOOR = process.argv.includes('--floor');
const server = FLOOR ? await serveFloor() : await serveBuilt(BRAND, distDir);
const browser = await launchChromium();
let trace: TraceEvent[] = [];
let stepMs: number[] = [];
let commits: Array<[number, number, number, string?]> = [];
let advanceWindows: Array<[number, number]> = [];
try {
  let tracing = false;
  const hooks: StepHooks = {
    // React's devtools hook, as the extension installs it: every commit with the number of components that rendered.
    async setUp(context) {
      // A string, not a function: tsx's keepNames would wrap the arrows in a __name helper the page does not have.
      await context.addInitScript(`(() => {
        const commits = [];
        window.__commits = commits;
        window.__renders = [];
        let nextId = 0;
        window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
          supportsFiber: true,
          renderers: new Map(),
          inject() { return nextId++; },
          onScheduleFiberRoot() {},
          onCommitFiberUnmount() {},
          // Marks, so the trace shows where a commit ends and where its passive effects end (the windows' timeline below).
          onPostCommitFiberRoot() { performance.mark('react:effects-done'); },
          checkDCE() {},
          onCommitFiberRoot(_id, root) {
            let rendered = 0;
            let mounted = 0;
            const stack = [root.current];
            while (stack.length > 0) {
              const fiber = stack.pop();
              // PerformedWork (flag 1): the component's function ran in this render; a fiber without alternate is new.
              if (typeof fiber.type === 'function' && (fiber.flags & 1) === 1) {
                rendered += 1;
                if (fiber.alternate === null) mounted += 1;
              }
              if (fiber.child) stack.push(fiber.child);
              if (fiber.sibling) stack.push(fiber.sibling);
            }
            commits.push([performance.now(), rendered, mounted, window.__renders.splice(0).join(' ')]);
            performance.mark('react:committed');
          },
        };
      })();`);
    },
    async beforeContinue(page) {
      if (tracing) return;
      tracing = true;
      await browser.startTracing(page, {
        categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8', 'disabled-by-default-v8.cpu_profiler', 'v8.execute'],
      });
    },
    async afterAdvance() {},
    async atEnd(page) {
      commits = await page.evaluate(() => (window as unknown as { __commits: Array<[number, number, number, string?]> }).__commits ?? []);
      console.log(`(${commits.length} React commits recorded; hook ${await page.evaluate(() => typeof (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__)})`);
      advanceWindows = await page.evaluate(() => (window as unknown as { __advanceWindows?: Array<[number, number]> }).__advanceWindows ?? []);
      trace = (JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
    },
  };
  const run = 'appUrl' in server ? await journey(browser, server.appUrl, flow, CPU, 0, hooks) : await floorJourney(browser, server.url, CPU, undefined, hooks);
  stepMs = run.steps.map((s) => s.ms);
} finally {
  await browser.close();
  await server.close();
}

// The windows: each advance:start mark with the next advance:end mark, on the page's main thread.
const marks = trace.filter((e) => e.cat.includes('blink.user_timing') && (e.name === 'advance:start' || e.name === 'advance:end')).sort((a, b) => a.ts - b.ts);
const windows: Array<[number, number]> = [];
for (let i = 0; i < marks.length; i++) {
  const start = marks[i];
  const end = marks.slice(i + 1).find((m) => m.name === 'advance:end');
  if (start?.name === 'advance:start' && end) windows.push([start.ts, end.ts]);
}
const mainTid = marks[0]?.tid;
const mainPid = marks[0]?.pid;
// `--phase from,to`: the time analysis below covers only, in each window, the part from the first mark `from` (or
// 'start') to the first mark `to` after it (or 'end'), e.g. `--phase react:committed,react:effects-done`.
const PHASE = cliOption('phase', '').split(',');
const markIn = (name: string, from: number, to: number): number | undefined =>
  name === 'start' ? from : name === 'end' ? to : trace.find((e) => e.name === name && e.cat.includes('blink.user_timing') && e.ts >= from && e.ts <= to)?.ts;
const chosen = ONLY > 0 ? windows.slice(ONLY - 1, ONLY_TO) : windows;
const profiled = PHASE.length !== 2 ? chosen : chosen.flatMap(([a, b]): Array<[number, number]> => {
  const from = markIn(PHASE[0]!, a, b);
  const to = from === undefined ? undefined : markIn(PHASE[1]!, from, b);
  return from !== undefined && to !== undefined ? [[from, to]] : [];
});
const inWindow = (from: number, to: number): number => profiled.reduce((sum, [a, b]) => sum + Math.max(0, Math.min(to, b) - Math.max(from, a)), 0);
const windowTotal = windows.reduce((sum, [a, b]) => sum + (b - a), 0);

console.log(`\n${BRAND} at ${CPU}× CPU: ${stepMs.length} steps, Continue → next input median ${round1(median(stepMs))} ms, p95 ${round1(percentile(stepMs, 95))} ms (traced: slower than the bench)`);
console.log(`${windows.length} advance windows, ${round1(windowTotal / 1000)} ms in all\n`);

// React commits in each window (page clock): how many, and how many components rendered (of which newly mounted).
const reactPerWindow = advanceWindows.map(([a, b]) => {
  const inside = commits.filter(([at]) => at >= a && at <= b);
  return { commits: inside.length, rendered: inside.reduce((n, [, r]) => n + r, 0), mounted: inside.reduce((n, [, , m]) => n + m, 0) };
});
if (reactPerWindow.length > 0) {
  console.log(`React per window: commits median ${median(reactPerWindow.map((w) => w.commits))}, components rendered median ${median(reactPerWindow.map((w) => w.rendered))} (mounted ${median(reactPerWindow.map((w) => w.mounted))}); all windows: ${reactPerWindow.reduce((n, w) => n + w.rendered, 0)} rendered`);
  const sampleAt = ONLY > 0 ? ONLY - 1 : Math.min(9, advanceWindows.length - 1);
  const sample = advanceWindows[sampleAt];
  if (sample) console.log(`  window ${sampleAt + 1}, commits as [ms after pointer-down, rendered, mounted]: ${commits.filter(([at]) => at >= sample[0] && at <= sample[1] + 30).map(([at, r, m, names]) => `\n    [${round1(at - sample[0])}, ${r}, ${m}] ${names ?? ''}`).join(' ')} (window ${round1(sample[1] - sample[0])} ms)`);
  console.log(`  per window (commits/rendered/mounted): ${reactPerWindow.map((w) => `${w.commits}/${w.rendered}/${w.mounted}`).join(' ')}`);
}

// Where in the window things happen: any other user-timing mark (e.g. a temporary performance.mark in the code) and the
// first React commit, as the median ms after pointer-down over the windows that hold them.
const offsets = new Map<string, number[]>();
const noteOffset = (name: string, ms: number): void => void (offsets.get(name) ?? offsets.set(name, []).get(name))?.push(ms);
for (const e of trace) {
  if (!e.cat.includes('blink.user_timing') || e.name.startsWith('advance:')) continue;
  const window = windows.find(([a, b]) => e.ts >= a && e.ts <= b);
  if (window) noteOffset(`mark ${e.name}`, (e.ts - window[0]) / 1000);
}
for (const [a, b] of advanceWindows) {
  const first = commits.find(([at]) => at >= a && at <= b);
  if (first) noteOffset('first React commit', first[0] - a);
  noteOffset('window end', b - a);
}
console.log('\nIn the windows, median ms after pointer-down (windows holding it):');
for (const [name, list] of [...offsets].sort((x, y) => median(x[1]) - median(y[1]))) console.log(`  ${round1(median(list)).toString().padStart(6)}  ${name} (${list.length})`);

// Main-thread time by event name, clipped to the windows (complete events only; nested events counted under their own name).
const byName = new Map<string, number>();
for (const e of trace) {
  if (e.pid !== mainPid || e.tid !== mainTid || e.ph !== 'X' || e.dur === undefined) continue;
  const ms = inWindow(e.ts, e.ts + e.dur);
  if (ms > 0) byName.set(e.name, (byName.get(e.name) ?? 0) + ms);
}
console.log('Main thread, by trace event (inclusive, ms over all windows):');
for (const [name, us] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${round1(us / 1000).toString().padStart(8)}  ${name}`);

// Self time by trace event (its duration less that of the events nested in it), clipped to the windows.
const complete = trace.filter((e) => e.pid === mainPid && e.tid === mainTid && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
const selfByName = new Map<string, number>();
const open: TraceEvent[] = [];
const childTime = new Map<TraceEvent, number>();
for (const e of complete) {
  while (open.length > 0 && open[open.length - 1]!.ts + (open[open.length - 1]!.dur ?? 0) <= e.ts) open.pop();
  const parent = open[open.length - 1];
  if (parent) childTime.set(parent, (childTime.get(parent) ?? 0) + inWindow(e.ts, e.ts + (e.dur ?? 0)));
  open.push(e);
}
for (const e of complete) {
  const own = inWindow(e.ts, e.ts + (e.dur ?? 0)) - (childTime.get(e) ?? 0);
  if (own > 0) selfByName.set(e.name, (selfByName.get(e.name) ?? 0) + own);
}
console.log('\nMain thread, by trace event (self, ms over all windows):');
for (const [name, us] of [...selfByName].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${round1(us / 1000).toString().padStart(8)}  ${name}`);

// Style and layout in the windows: how many elements each style recalc touched, how many objects each layout.
const styleLayout = complete.filter((e) => (e.name === 'UpdateLayoutTree' || e.name === 'Layout') && inWindow(e.ts, e.ts + (e.dur ?? 0)) > 0);
const recalcs = styleLayout.filter((e) => e.name === 'UpdateLayoutTree').map((e) => Number((e.args as { elementCount?: number } | undefined)?.elementCount ?? 0));
const layouts = styleLayout.filter((e) => e.name === 'Layout').map((e) => {
  const begin = (e.args as { beginData?: { dirtyObjects?: number; totalObjects?: number } } | undefined)?.beginData;
  return [Number(begin?.dirtyObjects ?? 0), Number(begin?.totalObjects ?? 0)] as const;
});
const slowRecalcs = styleLayout.filter((e) => e.name === 'UpdateLayoutTree').sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0)).slice(0, 8);
console.log(`\nSlowest style recalcs [ms, elements]: ${slowRecalcs.map((e) => `[${round1((e.dur ?? 0) / 1000)}, ${(e.args as { elementCount?: number } | undefined)?.elementCount}]`).join(' ')}`);
console.log(`Style recalcs: ${recalcs.length}, elements median ${median(recalcs)} (max ${Math.max(0, ...recalcs)}); layouts: ${layouts.length}, dirty/total objects median ${median(layouts.map(([d]) => d))}/${median(layouts.map(([, t]) => t))}`);

// The tasks in each window: how many, and the gaps between them (time the page waited: timers, frames, network).
const tasks = trace.filter((e) => e.pid === mainPid && e.tid === mainTid && e.ph === 'X' && e.name === 'RunTask' && e.dur !== undefined);
const perWindow = windows.map(([a, b]) => {
  const inside = tasks.filter((t) => t.ts < b && t.ts + (t.dur ?? 0) > a);
  const busy = inside.reduce((sum, t) => sum + Math.min(b, t.ts + (t.dur ?? 0)) - Math.max(a, t.ts), 0);
  // CPU time: each task's thread time in proportion to the part of it inside the window.
  const cpu = inside.reduce((sum, t) => sum + ((t.tdur ?? t.dur ?? 0) * (Math.min(b, t.ts + (t.dur ?? 0)) - Math.max(a, t.ts))) / Math.max(1, t.dur ?? 1), 0);
  return { tasks: inside.length, busyMs: busy / 1000, cpuMs: cpu / 1000, idleMs: (b - a - busy) / 1000, totalMs: (b - a) / 1000 };
});
console.log(`\nPer window: tasks median ${median(perWindow.map((w) => w.tasks))}, busy median ${round1(median(perWindow.map((w) => w.busyMs)))} ms, main-thread CPU median ${round1(median(perWindow.map((w) => w.cpuMs)))} ms (p95 ${round1(percentile(perWindow.map((w) => w.cpuMs), 95))}), idle median ${round1(median(perWindow.map((w) => w.idleMs)))} ms`);
console.log('  window: total / busy / CPU / idle ms, tasks');
perWindow.forEach((w, i) => console.log(`  ${String(i + 1).padStart(3)}: ${round1(w.totalMs)} / ${round1(w.busyMs)} / ${round1(w.cpuMs)} / ${round1(w.idleMs)}, ${w.tasks}`));

// JavaScript self time from the sampling profiler's chunks, clipped to the windows, by original source position.
const nodes = new Map<string, ProfileNode>();
const samples: Array<{ node: string; ts: number }> = [];
const clock = new Map<string, number>();
for (const e of trace) {
  if (e.pid !== mainPid) continue;
  if (e.name === 'Profile') clock.set(String(e.id), Number((e.args?.data as { startTime?: number } | undefined)?.startTime ?? e.ts));
  if (e.name !== 'ProfileChunk') continue;
  const key = String(e.id);
  const data = e.args?.data;
  for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(`${key}:${node.id}`, node);
  let ts = clock.get(key) ?? e.ts;
  const deltas = data?.timeDeltas ?? [];
  (data?.cpuProfile?.samples ?? []).forEach((id, i) => {
    ts += deltas[i] ?? 0;
    samples.push({ node: `${key}:${id}`, ts });
  });
  clock.set(key, ts);
}
samples.sort((a, b) => a.ts - b.ts);
const maps = new Map<string, SourceMapConsumer | null>();
const consumer = (url: string): SourceMapConsumer | null => {
  if (!maps.has(url)) {
    const path = new URL(url).pathname.replace(/^\/application-frontend\//, '');
    const file = join(distDir, `${path}.map`);
    maps.set(url, existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null);
  }
  return maps.get(url) ?? null;
};
const where = (node: ProfileNode): string => {
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  if (!url) return functionName || '(anonymous)';
  const map = url.startsWith('http') ? consumer(url) : null;
  const original = map?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  if (original?.source) return `${original.name ?? functionName ?? ''} ${original.source.replace(/^.*?(node_modules\/|\.\.\/)/, '$1')}:${original.line}`;
  return `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
};
const selfTime = new Map<string, number>();
const inclusive = new Map<string, number>();
const labels = new Map<string, string>();
const labelOf = (key: string, node: ProfileNode): string => {
  let label = labels.get(key);
  if (label === undefined) labels.set(key, (label = where(node)));
  return label;
};
const byFile = new Map<string, number>();
for (let i = 0; i + 1 < samples.length; i++) {
  const { node, ts } = samples[i]!;
  const ms = inWindow(ts, samples[i + 1]!.ts);
  if (ms <= 0) continue;
  const n = nodes.get(node);
  if (!n) continue;
  const label = labelOf(node, n);
  const chunk = node.slice(0, node.indexOf(':') + 1);
  const seen = new Set<string>();
  for (let at: ProfileNode | undefined = n; at; at = at.parent === undefined ? undefined : nodes.get(`${chunk}${at.parent}`)) {
    const l = labelOf(`${chunk}${at.id}`, at);
    if (!seen.has(l)) inclusive.set(l, (inclusive.get(l) ?? 0) + ms);
    seen.add(l);
  }
  selfTime.set(label, (selfTime.get(label) ?? 0) + ms);
  const file = label.includes(' ') ? label.slice(label.indexOf(' ') + 1).replace(/:\d+$/, '') : label;
  byFile.set(file, (byFile.get(file) ?? 0) + ms);
}
console.log(`\nJavaScript self time by source file (ms over all windows; (idle) = waiting, (program) = native work):`);
for (const [file, us] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${round1(us / 1000).toString().padStart(8)}  ${file}`);
console.log(`\nJavaScript self time by function (top ${TOP}):`);
for (const [label, us] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${round1(us / 1000).toString().padStart(8)}  ${label}`);
console.log(`\nJavaScript inclusive time by function (top ${TOP * 2}):`);
for (const [label, us] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, TOP * 2)) console.log(`  ${round1(us / 1000).toString().padStart(8)}  ${label}`);
