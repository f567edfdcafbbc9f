/**
 * `npm run bench` (first-step budget, not part of npm test): builds production into bench-results/dist, serves it with the
 * reference API (in-process, loopback, throwaway embedded database per brand) and measures, per brand:
 * - first-step JS and CSS bytes, gzip 9 and brotli 11 (all brands; the files the first screen requests in Chromium);
 * - navigation → first input interactive, median of 5 cold loads, unthrottled and at 4× CPU (CDP);
 * - step advance (pointer-down on Continue → next step's input visible), median and p95 over every step, 3 runs,
 *   both CPU rates; long tasks (count, total ms); JS heap after the last step;
 * - Lighthouse 12 mobile (performance, LCP, TBT, CLS, accessibility);
 * then runs the lead API bench (scripts/bench-api.ts). Prints tables and writes bench-results/bench-*.json and
 * bench-results/latest.json. Bounded: BENCH_BUDGET_MS (default 20 minutes) skips the phases left when it runs out.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveFlow } from '../domain/flow/catalogue';
import { COUNTRY_PACKS } from '../domain/country/countryPacks';
import { loadBrand } from '../server/loadBrand';
import { FIRST_STEP_BUDGET, budgetViolations, measureFirstStep, type FirstStepMeasure } from '../tests/budget/firstStepBudget';
import { runApiBench, type BenchRow } from './bench-api';
import { launchChromium } from './bench/browser';
import { loadFirstStep } from './bench/firstStepFiles';
import { coldLoad, journey, type ColdLoad, type JourneyRun } from './bench/journey';
import { runLighthouse, type LighthouseFigures } from './bench/lighthouseRun';
import { fmtKb, fmtMs, table } from './bench/report';
import { ROOT, serveBuilt } from './bench/serveBuilt';
import { median, percentile, round1 } from './bench/stats';

const TIMED_BRANDS = (process.env.BENCH_BRANDS ?? 'es-vehicle,es-vehicle-plus').split(',');
const CPU_RATES = [1, 4] as const;
/** BENCH_QUICK=1: one cold load and one journey per rate, two brands' bytes, no API bench (a smoke run, not figures). */
const QUICK = process.env.BENCH_QUICK === '1';
const COLD_LOADS = QUICK ? 1 : 5;
const JOURNEYS = QUICK ? 1 : 3;
/** Lighthouse runs per brand; the median run is reported (Lighthouse's own advice for variable machines). */
const LIGHTHOUSE_RUNS = QUICK ? 1 : 3;
const deadline = Date.now() + Number(process.env.BENCH_BUDGET_MS ?? 20 * 60_000);
const outDir = join(ROOT, 'bench-results');
const distDir = join(outDir, 'dist');
const log = (line: string) => console.log(line);
const timeLeft = (phase: string): boolean => {
  if (Date.now() < deadline) return true;
  log(`(time budget spent: ${phase} skipped)`);
  return false;
};

interface Timing {
  readonly cpuRate: number;
  readonly firstInputMedianMs: number;
  /** Median over the cold loads of their blocking time (long tasks' part over 50 ms, up to network idle). */
  readonly coldBlockingMedianMs: number;
  readonly coldLoads: ColdLoad[];
  readonly stepMedianMs: number;
  readonly stepP95Ms: number;
  /** Median time of the lead API call inside a step advance (loopback), in milliseconds. */
  readonly saveMedianMs: number;
  readonly steps: number;
  readonly journeyLongTasks: { count: number; totalMs: number };
  readonly heapBytes: number;
  readonly runs: JourneyRun[];
  readonly error?: string;
}

mkdirSync(outDir, { recursive: true });
log('Building production into bench-results/dist …');
execFileSync('npx', ['rsbuild', 'build', '-c', 'scripts/bench/rsbuild.bench.config.ts'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, BENCH_DIST_DIR: distDir } });

const brands = readdirSync(join(ROOT, 'brands'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort().filter((id) => !QUICK || TIMED_BRANDS.includes(id));
const browser = await launchChromium();
const bytes: Record<string, FirstStepMeasure & { violations: string[] }> = {};
const timings: Record<string, Timing[]> = {};
const lighthouse: Record<string, LighthouseFigures | { error: string }> = {};
let api: BenchRow[] = [];
try {
  for (const brandId of brands) {
    if (!timeLeft(`bytes of ${brandId}`)) break;
    const server = await serveBuilt(brandId, distDir);
    try {
      const measure = measureFirstStep((await loadFirstStep(browser, server.appUrl)).files);
      bytes[brandId] = { ...measure, violations: budgetViolations(measure) };
    } finally {
      await server.close();
    }
  }

  for (const brandId of TIMED_BRANDS) {
    const brand = loadBrand(join(ROOT, 'brands'), brandId);
    const flow = { value: resolveFlow(brand, COUNTRY_PACKS[brand.country]) };
    const server = await serveBuilt(brandId, distDir);
    timings[brandId] = [];
    try {
      for (const cpuRate of CPU_RATES) {
        if (!timeLeft(`timings of ${brandId} at ${cpuRate}×`)) break;
        log(`Timing ${brandId} at ${cpuRate}× CPU …`);
        const coldLoads: ColdLoad[] = [];
        for (let i = 0; i < COLD_LOADS; i++) coldLoads.push(await coldLoad(browser, server.appUrl, cpuRate));
        const runs: JourneyRun[] = [];
        let error: string | undefined;
        for (let run = 0; run < JOURNEYS && !error; run++) {
          try {
            runs.push(await journey(browser, server.appUrl, flow.value, cpuRate, run));
          } catch (e) {
            error = String(e);
            log(`  journey failed: ${error}`);
          }
        }
        const stepMs = runs.flatMap((r) => r.steps.map((s) => s.ms));
        timings[brandId].push({
          cpuRate,
          firstInputMedianMs: round1(median(coldLoads.map((c) => c.firstInputMs))),
          coldBlockingMedianMs: round1(median(coldLoads.map((c) => c.blockingMs))),
          coldLoads,
          stepMedianMs: round1(median(stepMs)),
          stepP95Ms: round1(percentile(stepMs, 95)),
          saveMedianMs: round1(median(runs.flatMap((r) => r.steps.map((s) => s.saveMs)))),
          steps: stepMs.length,
          journeyLongTasks: { count: median(runs.map((r) => r.longTaskCount)), totalMs: round1(median(runs.map((r) => r.longTaskMs))) },
          heapBytes: runs.at(-1)?.heapBytes ?? Number.NaN,
          runs,
          ...(error ? { error } : {}),
        });
      }
    } finally {
      await server.close();
    }
  }
} finally {
  await browser.close();
}

for (const brandId of TIMED_BRANDS) {
  if (!timeLeft(`Lighthouse of ${brandId}`)) break;
  log(`Lighthouse (mobile) ${brandId} …`);
  const server = await serveBuilt(brandId, distDir);
  try {
    lighthouse[brandId] = await runLighthouse(server.appUrl, LIGHTHOUSE_RUNS);
  } catch (e) {
    lighthouse[brandId] = { error: String(e) };
  } finally {
    await server.close();
  }
}

const apiLines: string[] = [];
if (!QUICK && timeLeft('API bench')) api = await runApiBench((line) => apiLines.push(line));

// ---- Report ----
log('\nFirst-step bytes (files the first screen requests; gzip -9 / brotli -q 11)');
log(
  table(
    ['brand', 'files', 'JS gzip', 'JS brotli', 'CSS gzip', 'CSS brotli', 'budget'],
    Object.entries(bytes).map(([brand, m]) => [brand, m.files.length, fmtKb(m.jsGzipBytes), fmtKb(m.jsBrotliBytes), fmtKb(m.cssGzipBytes), fmtKb(m.cssBrotliBytes), m.violations.length === 0 ? 'met' : `NOT met (${m.violations.length})`]),
  ),
);
const someViolations = Object.values(bytes).find((m) => m.violations.length > 0)?.violations ?? [];
for (const v of someViolations) log(`  ✗ ${v.replace(/https?:\/\/127\.0\.0\.1:\d+/, '')}`);

log('\nTimings (Chromium headless, loopback; step = pointer-down on Continue → next step input visible)');
log(
  table(
    ['brand', 'CPU', `nav→input (med of ${COLD_LOADS})`, 'load blocking (med)', 'step median', 'step p95', 'of which API (med)', 'steps', 'long tasks (journey)', 'heap after last step'],
    Object.entries(timings).flatMap(([brand, rows]) =>
      rows.map((t) => [brand, `${t.cpuRate}×`, fmtMs(t.firstInputMedianMs), fmtMs(t.coldBlockingMedianMs), fmtMs(t.stepMedianMs), fmtMs(t.stepP95Ms), fmtMs(t.saveMedianMs), t.steps, `${t.journeyLongTasks.count} / ${fmtMs(t.journeyLongTasks.totalMs)}`, fmtKb(t.heapBytes)]),
    ),
  ),
);
log(`\nLighthouse 12 mobile (default: simulated slow 4G, 4× CPU; median of ${LIGHTHOUSE_RUNS} runs by FCP and TTI, as Lighthouse's computeMedianRun picks it)`);
log(
  table(
    ['brand', 'performance', 'LCP', 'TBT', 'CLS', 'FCP', 'accessibility', 'TBT of each run'],
    Object.entries(lighthouse).map(([brand, l]) =>
      'error' in l
        ? [brand, l.error.slice(0, 60), '', '', '', '', '', '']
        : [brand, l.performance, fmtMs(l.lcpMs), fmtMs(l.tbtMs), l.cls.toFixed(3), fmtMs(l.fcpMs), l.accessibility, l.tbtMsRuns.map(fmtMs).join(', ')],
    ),
  ),
);
log('');
for (const line of apiLines) log(line);

const targets: Array<[string, boolean]> = [];
const byteTarget = (name: string, meets: (m: FirstStepMeasure) => boolean) => {
  const missed = Object.entries(bytes).filter(([, m]) => !meets(m)).map(([brand]) => brand);
  const count = Object.keys(bytes).length;
  targets.push([`${name} — ${missed.length === 0 ? `all ${count} brands` : `missed by ${missed.length === count ? `all ${count} brands` : missed.join(', ')}`}`, missed.length === 0]);
};
byteTarget('first-step JS ≤ 170 KB gzip', (m) => m.jsGzipBytes <= FIRST_STEP_BUDGET.jsGzipBytes);
byteTarget('first-step CSS ≤ 15 KB gzip', (m) => m.cssGzipBytes <= FIRST_STEP_BUDGET.cssGzipBytes);
byteTarget('nothing forbidden in the first step', (m) => m.forbidden.length === 0 && m.extraPhoneCountries.length === 0);
for (const [brand, l] of Object.entries(lighthouse)) {
  if ('error' in l) continue;
  targets.push([`${brand}: Lighthouse performance ≥ 95`, l.performance >= 95], [`${brand}: LCP ≤ 1.5 s`, l.lcpMs <= 1500], [`${brand}: TBT ≤ 100 ms`, l.tbtMs <= 100], [`${brand}: CLS 0`, l.cls === 0]);
}
for (const [brand, rows] of Object.entries(timings)) {
  for (const t of rows) {
    if (t.cpuRate === 1) targets.push([`${brand}: step median ≤ 10 ms (1×)`, t.stepMedianMs <= 10], [`${brand}: step p95 ≤ 25 ms (1×)`, t.stepP95Ms <= 25]);
    if (t.cpuRate === 4) targets.push([`${brand}: step median ≤ 50 ms (4×)`, t.stepMedianMs <= 50]);
  }
}
log('\nTargets (first-step budget)');
for (const [name, met] of targets) log(`  ${met ? '✓ met    ' : '✗ not met'}  ${name}`);

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const json = JSON.stringify({ at: new Date().toISOString(), node: process.version, bytes, timings, lighthouse, api, targets: Object.fromEntries(targets) }, (_key, value: unknown) => (Buffer.isBuffer(value) ? undefined : value), 2);
writeFileSync(join(outDir, `bench-${stamp}.json`), json);
writeFileSync(join(outDir, 'latest.json'), json);
log(`\nFigures written to bench-results/bench-${stamp}.json and bench-results/latest.json`);
process.exit(0);
