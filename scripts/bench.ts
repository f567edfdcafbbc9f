/**
 * `npm run bench` (first-step budget, not part of npm test): builds production into bench-results/dist, serves it with the
 * reference API (in-process, loopback, throwaway embedded database per brand) and measures, per brand:
 * - first-step JS and CSS bytes, gzip 9 and brotli 11 (all brands; the files the first screen requests in Chromium);
 * - navigation → first input interactive, median of 5 cold loads, unthrottled and at 4× CPU (CDP);
 * - step advance (pointer-down on Continue → next step's input visible), median and p95 over every step, 3 runs,
 *   both CPU rates, every step saving to the reference API; long tasks (count, total ms); JS heap after the last step;
 * - the floor (scripts/bench/floor.html, served by the bench): the same step timing on a page whose Continue swaps one
 *   input synchronously, i.e. what the measurement itself costs; ours is printed beside it with the differences and
 *   issue 14's targets (1×: median ≤ floor + 4 ms, p95 ≤ floor + 16 ms; 4×: median ≤ 30 ms);
 * - Lighthouse 12 mobile (performance, LCP, TBT, CLS, accessibility);
 * then runs the lead API bench (scripts/bench/api.ts: autocannon, 8 and 64 clients, both databases, 1,000 and 100,000
 * stored leads, PASS/FAIL against issue 14's API targets; `npm run bench -- --api-only` or `npm run bench:api` runs it
 * alone, `-- --short` for 3 s runs). Prints tables and writes bench-results/bench-*.json and
 * bench-results/latest.json. Bounded: BENCH_BUDGET_MS (default 20 minutes) skips the phases left when it runs out.
 *
 * Options: `npm run bench -- --peer URL` (or BENCH_PEER_URL=URL) runs the same harness against a second funnel (first-step
 * JS, navigation → first input, Continue → next input, heap), driven generically (scripts/bench/genericForm.ts: plausible
 * values by input type, then the first Continue / Siguiente / submit button), and prints ours (the first of BENCH_BRANDS),
 * the peer and their ratio per figure; without a peer the peer column holds issue 14's SurveyJS reference figures.
 * BENCH_QUICK=1: one cold load and one journey per rate, two brands' bytes, no API bench (a smoke run, not figures).
 * BENCH_BRANDS (default es-vehicle,es-vehicle-plus): the timed brands. Timings are printed, never asserted.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveFlow } from '../domain/flow/catalogue';
import { requireCountryPack } from '../domain/country/countryPacks';
import { loadBrand } from '../server/loadBrand';
import { FIRST_STEP_BUDGET, budgetViolations, measureFirstStep, type FirstStepMeasure } from '../tests/budget/firstStepBudget';
import { runApiBench, type ApiBenchResult } from './bench/api';
import { parseApiBenchArgs } from './bench/apiTargets';
import { launchChromium } from './bench/browser';
import { ISSUE_25_SURVEYJS_REFERENCE, comparisonRows, fmtDiffMs, floorTargets, parseBenchArgs, type FunnelFigures, type StepFigures } from './bench/compare';
import { floorJourney, serveFloor } from './bench/floor';
import { earlyTap, type EarlyTap } from './bench/earlyTap';
import { firstMinuteTargets } from './bench/firstMinuteTargets';
import { loadFirstStep } from './bench/firstStepFiles';
import { coldLoad, journey, type ColdLoad, type JourneyRun } from './bench/journey';
import { runLighthouse, type LighthouseFigures } from './bench/lighthouseRun';
import { ANY_INPUT_SELECTOR } from './bench/pageProbes';
import { peerFirstStepJsBytes, peerJourney, type PeerJourneyRun } from './bench/peer';
import { fmtKb, fmtMs, table } from './bench/report';
import { ROOT, serveBuilt } from './bench/serveBuilt';
import { median, percentile, round1 } from './bench/stats';

// `--api-only` (with the API bench's own options, scripts/bench/apiTargets.ts): the lead API bench alone, no browser.
if (process.argv.includes('--api-only')) {
  const apiOptions = parseApiBenchArgs(process.argv.slice(2), process.env);
  if (!apiOptions.ok) {
    console.error(`npm run bench -- --api-only: ${apiOptions.error}`);
    process.exit(2);
  }
  const result = await runApiBench(apiOptions.value);
  process.exit(result.targets.every((t) => t.met) ? 0 : 1);
}

const options = parseBenchArgs(process.argv.slice(2), process.env);
if (!options.ok) {
  console.error(`npm run bench: ${options.error}`);
  process.exit(2);
}
const PEER_URL = options.value.peerUrl;
const TIMED_BRANDS = (process.env.BENCH_BRANDS ?? 'es-vehicle,es-vehicle-plus').split(',');
const CPU_RATES = [1, 4] as const;
/** BENCH_QUICK=1: one cold load and one journey per rate, two brands' bytes, no API bench (a smoke run, not figures). */
const QUICK = options.value.quick;
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
  /** Long tasks inside the step advances (issue 14 item 2: none expected), median over the journeys. */
  readonly advanceLongTasks: { count: number; totalMs: number };
  readonly heapBytes: number;
  /** Final submit → result screen ready, median over the journeys (issue 25 item 4). */
  readonly submitMedianMs: number;
  /** Long tasks after the take-over in the first 5 s after load, median over the cold loads (issue 25 item 2). */
  readonly afterTakeOverLongTasks: number;
  readonly runs: JourneyRun[];
  readonly error?: string;
}

interface PeerTiming {
  readonly cpuRate: number;
  readonly firstInputMedianMs: number;
  readonly stepMedianMs: number;
  readonly stepP95Ms: number;
  readonly steps: number;
  readonly heapBytes: number;
  readonly runs: PeerJourneyRun[];
  readonly error?: string;
}

/** Median and p95 of every step of `runs`. */
const stepFigures = (cpuRate: number, runs: ReadonlyArray<{ steps: ReadonlyArray<{ ms: number }> }>): StepFigures & { steps: number } => {
  const stepMs = runs.flatMap((r) => r.steps.map((s) => s.ms));
  return { cpuRate, medianMs: round1(median(stepMs)), p95Ms: round1(percentile(stepMs, 95)), steps: stepMs.length };
};

mkdirSync(outDir, { recursive: true });
log('Building production into bench-results/dist …');
execFileSync('npx', ['rsbuild', 'build', '-c', 'scripts/bench/rsbuild.bench.config.ts'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, BENCH_DIST_DIR: distDir } });

const brands = readdirSync(join(ROOT, 'brands'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort().filter((id) => !QUICK || TIMED_BRANDS.includes(id));
const browser = await launchChromium();
const bytes: Record<string, FirstStepMeasure & { violations: string[] }> = {};
const timings: Record<string, Timing[]> = {};
const lighthouse: Record<string, LighthouseFigures | { error: string }> = {};
const floor: Array<StepFigures & { steps: number; error?: string }> = [];
let peerJsGzipBytes = Number.NaN;
const peer: PeerTiming[] = [];
let api: ApiBenchResult | null = null;
const earlyTaps: EarlyTap[] = [];
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

  // The floor right before ours, in the same browser: what a Continue costs the harness when the page does nothing else.
  const floorServer = await serveFloor();
  try {
    for (const cpuRate of CPU_RATES) {
      if (!timeLeft(`floor at ${cpuRate}×`)) break;
      log(`Timing the floor page at ${cpuRate}× CPU …`);
      const runs = [];
      try {
        for (let run = 0; run < JOURNEYS; run++) runs.push(await floorJourney(browser, floorServer.url, cpuRate));
        floor.push(stepFigures(cpuRate, runs));
      } catch (e) {
        log(`  floor failed: ${String(e)}`);
        floor.push({ ...stepFigures(cpuRate, runs), error: String(e) });
      }
    }
  } finally {
    await floorServer.close();
  }

  for (const brandId of TIMED_BRANDS) {
    const brand = loadBrand(join(ROOT, 'brands'), brandId);
    const flow = { value: resolveFlow(brand, requireCountryPack(brand.country)) };
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
          advanceLongTasks: { count: median(runs.map((r) => r.advanceLongTaskCount)), totalMs: round1(median(runs.map((r) => r.advanceLongTaskMs))) },
          heapBytes: runs.at(-1)?.heapBytes ?? Number.NaN,
          submitMedianMs: round1(median(runs.map((r) => r.submitMs).filter(Number.isFinite))),
          afterTakeOverLongTasks: median(coldLoads.map((c) => c.afterTakeOverLongTasks.length)),
          runs,
          ...(error ? { error } : {}),
        });
      }
    } finally {
      await server.close();
    }
  }

  // Issue 25 item 1 on a slow phone: the dialog's and the step's Continue pressed before the app takes over.
  const tapServer = await serveBuilt(TIMED_BRANDS[0] as string, distDir);
  try {
    for (let run = 0; run < JOURNEYS && timeLeft('early taps'); run++) {
      try {
        earlyTaps.push(await earlyTap(browser, tapServer.appUrl, run));
      } catch (e) {
        log(`  early tap failed: ${String(e)}`);
      }
    }
  } finally {
    await tapServer.close();
  }

  if (PEER_URL) {
    log(`Peer ${PEER_URL} …`);
    try {
      peerJsGzipBytes = await peerFirstStepJsBytes(browser, PEER_URL);
    } catch (e) {
      log(`  peer first-step bytes failed: ${String(e)}`);
    }
    for (const cpuRate of CPU_RATES) {
      if (!timeLeft(`peer at ${cpuRate}×`)) break;
      log(`Timing the peer at ${cpuRate}× CPU …`);
      const loads: number[] = [];
      const runs: PeerJourneyRun[] = [];
      let error: string | undefined;
      try {
        for (let i = 0; i < COLD_LOADS; i++) loads.push((await coldLoad(browser, PEER_URL, cpuRate, ANY_INPUT_SELECTOR)).firstInputMs);
        for (let run = 0; run < JOURNEYS; run++) {
          const result = await peerJourney(browser, PEER_URL, cpuRate);
          runs.push(result);
          if (result.stoppedBecause) log(`  peer journey ${run + 1}: ${result.steps.length} steps, then ${result.stoppedBecause}`);
        }
      } catch (e) {
        error = String(e);
        log(`  peer failed: ${error}`);
      }
      const steps = stepFigures(cpuRate, runs);
      peer.push({ cpuRate, firstInputMedianMs: round1(median(loads)), stepMedianMs: steps.medianMs, stepP95Ms: steps.p95Ms, steps: steps.steps, heapBytes: runs.at(-1)?.heapBytes ?? Number.NaN, runs, ...(error ? { error } : {}) });
    }
  }
} finally {
  await browser.close();
}

// Lighthouse on the timed brands and on the brand with the heaviest first step (issue 25: "and on the slowest brand").
const heaviest = Object.entries(bytes).sort(([, a], [, b]) => b.jsGzipBytes - a.jsGzipBytes)[0]?.[0];
for (const brandId of [...new Set([...TIMED_BRANDS, ...(heaviest ? [heaviest] : [])])]) {
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
if (!QUICK && timeLeft('API bench')) {
  const apiOptions = parseApiBenchArgs([], process.env);
  if (apiOptions.ok) api = await runApiBench(apiOptions.value, (line) => apiLines.push(line));
  else apiLines.push(`API bench: ${apiOptions.error}`);
}

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
    ['brand', 'CPU', `nav→input (med of ${COLD_LOADS})`, 'load blocking (med)', 'long tasks after take-over, 5 s (med)', 'step median', 'step p95', 'of which API (med)', 'submit → result (med)', 'steps', 'long tasks (journey)', 'long tasks in advances', 'heap after last step'],
    Object.entries(timings).flatMap(([brand, rows]) =>
      rows.map((t) => [brand, `${t.cpuRate}×`, fmtMs(t.firstInputMedianMs), fmtMs(t.coldBlockingMedianMs), t.afterTakeOverLongTasks, fmtMs(t.stepMedianMs), fmtMs(t.stepP95Ms), fmtMs(t.saveMedianMs), fmtMs(t.submitMedianMs), t.steps, `${t.journeyLongTasks.count} / ${fmtMs(t.journeyLongTasks.totalMs)}`, `${t.advanceLongTasks.count} / ${fmtMs(t.advanceLongTasks.totalMs)}`, fmtKb(t.heapBytes)]),
    ),
  ),
);
log('\nContinue → next input ready beside the floor (a page whose Continue swaps one input synchronously: the cost of the measurement)');
log(
  table(
    ['page', 'CPU', 'step median', 'step p95', 'median − floor', 'p95 − floor', 'steps'],
    [
      ...floor.map((f) => ['floor', `${f.cpuRate}×`, fmtMs(f.medianMs), fmtMs(f.p95Ms), '', '', f.error ? `${f.steps} (${f.error.slice(0, 40)})` : f.steps]),
      ...Object.entries(timings).flatMap(([brand, rows]) =>
        rows.map((t) => {
          const base = floor.find((f) => f.cpuRate === t.cpuRate);
          return [brand, `${t.cpuRate}×`, fmtMs(t.stepMedianMs), fmtMs(t.stepP95Ms), fmtDiffMs(t.stepMedianMs, base?.medianMs ?? Number.NaN), fmtDiffMs(t.stepP95Ms, base?.p95Ms ?? Number.NaN), t.steps];
        }),
      ),
    ],
  ),
);
log('  issue 14 targets: 1× median ≤ floor + 4 ms, 1× p95 ≤ floor + 16 ms, 4× median ≤ 30 ms (see Targets below)');

const oursBrand = TIMED_BRANDS[0] as string;
const oursAt = (rate: number) => timings[oursBrand]?.find((t) => t.cpuRate === rate);
const peerAt = (rate: number) => peer.find((t) => t.cpuRate === rate);
const oursFigures: FunnelFigures = {
  jsGzipBytes: bytes[oursBrand]?.jsGzipBytes ?? Number.NaN,
  firstInput1xMs: oursAt(1)?.firstInputMedianMs ?? Number.NaN,
  firstInput4xMs: oursAt(4)?.firstInputMedianMs ?? Number.NaN,
  stepMedian1xMs: oursAt(1)?.stepMedianMs ?? Number.NaN,
  stepP95_1xMs: oursAt(1)?.stepP95Ms ?? Number.NaN,
  stepMedian4xMs: oursAt(4)?.stepMedianMs ?? Number.NaN,
  submitMedian1xMs: oursAt(1)?.submitMedianMs ?? Number.NaN,
  submitMedian4xMs: oursAt(4)?.submitMedianMs ?? Number.NaN,
  heapBytes: oursAt(1)?.heapBytes ?? Number.NaN,
};
const peerFigures: FunnelFigures = PEER_URL
  ? {
      jsGzipBytes: peerJsGzipBytes,
      firstInput1xMs: peerAt(1)?.firstInputMedianMs ?? Number.NaN,
      firstInput4xMs: peerAt(4)?.firstInputMedianMs ?? Number.NaN,
      stepMedian1xMs: peerAt(1)?.stepMedianMs ?? Number.NaN,
      stepP95_1xMs: peerAt(1)?.stepP95Ms ?? Number.NaN,
      stepMedian4xMs: peerAt(4)?.stepMedianMs ?? Number.NaN,
      heapBytes: peerAt(1)?.heapBytes ?? Number.NaN,
    }
  : ISSUE_25_SURVEYJS_REFERENCE;
log(`\nOurs beside ${PEER_URL ? `the peer ${PEER_URL} (same harness, same run; driven generically)` : 'the peer: issue 25 reference figures (SurveyJS funnel, side by side on the issue\'s machine; not measured here — pass --peer URL)'}`);
log(table(['figure', `ours (${oursBrand})`, PEER_URL ? 'peer' : 'peer (issue 25 reference)', 'ratio ours/peer'], comparisonRows(oursFigures, peerFigures)));
if (PEER_URL) log(`  peer steps timed per rate: ${peer.map((p) => `${p.cpuRate}× ${p.steps}`).join(', ')}`);
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
log(`\nTap before take-over on a slow phone (slow 4G: 150 ms RTT, 1.6 Mbps; 4× CPU; ${TIMED_BRANDS[0]}; ms since navigation start)`);
log(
  table(
    ['run', 'dialog tap', 'take-over', 'dialog closed', 'step Continue', 'step 2 shown', 'tap → closed', 'Continue → step 2', 'saves'],
    earlyTaps.map((e, i) => [i + 1, fmtMs(e.tapMs), fmtMs(e.takenOverMs), fmtMs(e.dialogClosedMs), fmtMs(e.stepPressMs), fmtMs(e.stepTwoMs), fmtMs(e.dialogClosedMs - e.tapMs), fmtMs(e.stepTwoMs - e.stepPressMs), e.saves]),
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
byteTarget(`first-step JS ≤ ${FIRST_STEP_BUDGET.jsGzipBytes / 1024} KB gzip`, (m) => m.jsGzipBytes <= FIRST_STEP_BUDGET.jsGzipBytes);
byteTarget('first-step CSS ≤ 15 KB gzip', (m) => m.cssGzipBytes <= FIRST_STEP_BUDGET.cssGzipBytes);
byteTarget('nothing forbidden in the first step', (m) => m.forbidden.length === 0 && m.extraPhoneCountries.length === 0);
for (const [brand, l] of Object.entries(lighthouse)) {
  if ('error' in l) continue;
  targets.push([`${brand}: LCP ≤ 1.5 s`, l.lcpMs <= 1500], [`${brand}: CLS 0`, l.cls === 0]);
  if (!timings[brand]) targets.push(...firstMinuteTargets({ brand, rates: [], floor4xMedianMs: Number.NaN, lighthouse: l }).filter(([name]) => name.includes('Lighthouse')));
}
for (const [brand, rows] of Object.entries(timings)) {
  for (const t of rows) {
    if (t.cpuRate === 1) targets.push([`${brand}: step median ≤ 10 ms (1×)`, t.stepMedianMs <= 10], [`${brand}: step p95 ≤ 25 ms (1×)`, t.stepP95Ms <= 25]);
    if (t.cpuRate === 4) targets.push([`${brand}: step median ≤ 50 ms (4×)`, t.stepMedianMs <= 50]);
  }
}
for (const [brand, rows] of Object.entries(timings)) {
  targets.push(...floorTargets(brand, rows.map((t) => ({ cpuRate: t.cpuRate, medianMs: t.stepMedianMs, p95Ms: t.stepP95Ms })), floor));
}
for (const [brand, rows] of Object.entries(timings)) {
  const l = lighthouse[brand];
  targets.push(
    ...firstMinuteTargets({
      brand,
      rates: rows.map((t) => ({ cpuRate: t.cpuRate, stepMedianMs: t.stepMedianMs, submitMedianMs: t.submitMedianMs, afterTakeOverLongTasks: t.afterTakeOverLongTasks, heapBytes: t.heapBytes })),
      floor4xMedianMs: floor.find((f) => f.cpuRate === 4)?.medianMs ?? Number.NaN,
      ...(l && !('error' in l) ? { lighthouse: l } : {}),
    }),
  );
}
targets.push([`tap before take-over honoured, once (${earlyTaps.length} runs)`, earlyTaps.length > 0 && earlyTaps.every((e) => e.tapMs < e.takenOverMs && Number.isFinite(e.stepTwoMs) && e.saves >= 1)]);
for (const t of api?.targets ?? []) targets.push([`lead API: ${t.name} (${t.measured})`, t.met]);
log('\nTargets (first-step budget; issue 14 step targets against the floor; issue 25 first-minute targets; issue 14 lead API targets)');
for (const [name, met] of targets) log(`  ${met ? '✓ met    ' : '✗ not met'}  ${name}`);

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const json = JSON.stringify({ at: new Date().toISOString(), node: process.version, bytes, timings, floor, peer: PEER_URL ? { url: PEER_URL, jsGzipBytes: peerJsGzipBytes, timings: peer } : null, comparison: { ours: oursFigures, peer: peerFigures }, earlyTaps, lighthouse, api, targets: Object.fromEntries(targets) }, (_key, value: unknown) => (Buffer.isBuffer(value) ? undefined : value), 2);
writeFileSync(join(outDir, `bench-${stamp}.json`), json);
writeFileSync(join(outDir, 'latest.json'), json);
log(`\nFigures written to bench-results/bench-${stamp}.json and bench-results/latest.json`);
process.exit(0);
