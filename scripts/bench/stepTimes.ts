/**
 * The step figures of `npm run bench` alone, for working on them (issue 14): the floor and one brand's journeys at the
 * given CPU rates, with the slowest steps named. Not a figure of record — `npm run bench` is — but the same harness,
 * build and reference API, in about two minutes instead of eleven.
 *
 *   node --import tsx scripts/bench/stepTimes.ts [--brand es-vehicle] [--journeys 3] [--cpu 1,4] [--no-build] [--marks-of <step path>]
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { resolveFlow } from '../../domain/flow/catalogue';
import { requireCountryPack } from '../../domain/country/countryPacks';
import { loadBrand } from '../../server/loadBrand';
import { launchChromium } from './browser';
import { floorJourney, serveFloor } from './floor';
import { journey, type StepHooks } from './journey';
import { ROOT, serveBuilt } from './serveBuilt';
import { median, percentile, round1 } from './stats';
import { cliOption } from './cliOption';

const BRAND = cliOption('brand', 'es-vehicle');
const JOURNEYS = Number(cliOption('journeys', '3'));
const RATES = cliOption('cpu', '1,4').split(',').map(Number);
/** `--marks-of <step path>`: the marks of that step's advances only (e.g. the first step's). */
const MARKS_OF = cliOption('marks-of', '');
const distDir = join(ROOT, 'bench-results', 'dist');

if (!process.argv.includes('--no-build') || !existsSync(join(distDir, 'index.html'))) {
  console.log('Building production into bench-results/dist …');
  execFileSync('npx', ['rsbuild', 'build', '-c', 'scripts/bench/rsbuild.bench.config.ts'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, BENCH_DIST_DIR: distDir } });
}

const brand = loadBrand(join(ROOT, 'brands'), BRAND);
const flow = resolveFlow(brand, requireCountryPack(brand.country));
const browser = await launchChromium();
try {
  for (const rate of RATES) {
    const floorServer = await serveFloor();
    const floorMs: number[] = [];
    try {
      for (let run = 0; run < JOURNEYS; run++) floorMs.push(...(await floorJourney(browser, floorServer.url, rate)).steps.map((s) => s.ms));
    } finally {
      await floorServer.close();
    }
    const server = await serveBuilt(BRAND, distDir);
    const steps: Array<{ path: string; ms: number }> = [];
    // Any user-timing mark inside an advance (e.g. a temporary performance.mark in the code), untraced: ms after pointer-down.
    const offsets = new Map<string, number[]>();
    const runPaths: string[] = [];
    const hooks: StepHooks = {
      async beforeContinue() {},
      async afterAdvance(_page, path) {
        runPaths.push(path);
      },
      async atEnd(page) {
        const seen = await page.evaluate(() => ({
          windows: (window as unknown as { __advanceWindows?: Array<[number, number]> }).__advanceWindows ?? [],
          marks: performance.getEntriesByType('mark').map((m) => [m.name, m.startTime] as const),
        }));
        const windows = seen.windows.filter((_, i) => !MARKS_OF || runPaths[i] === MARKS_OF);
        runPaths.length = 0;
        for (const [name, at] of seen.marks) {
          const inside = windows.find(([a, b]) => at >= a && at <= b);
          if (inside && !name.startsWith('advance:')) (offsets.get(name) ?? offsets.set(name, []).get(name))?.push(at - inside[0]);
        }
      },
    };
    try {
      for (let run = 0; run < JOURNEYS; run++) steps.push(...(await journey(browser, server.appUrl, flow, rate, run, hooks)).steps);
    } finally {
      await server.close();
    }
    const ms = steps.map((s) => s.ms);
    const floorMedian = median(floorMs);
    const floorP95 = percentile(floorMs, 95);
    console.log(`\n${BRAND} at ${rate}× CPU, ${ms.length} steps: median ${round1(median(ms))} ms (floor ${round1(floorMedian)}, +${round1(median(ms) - floorMedian)}), p95 ${round1(percentile(ms, 95))} ms (floor ${round1(floorP95)}, +${round1(percentile(ms, 95) - floorP95)})`);
    const slowest = [...steps].sort((a, b) => b.ms - a.ms).slice(0, 8);
    console.log(`  slowest: ${slowest.map((s) => `${s.path} ${round1(s.ms)}`).join(', ')}`);
    for (const [name, list] of [...offsets].sort((x, y) => median(x[1]) - median(y[1]))) console.log(`  mark ${name}: median ${round1(median(list))} ms after pointer-down (${list.length})`);
  }
} finally {
  await browser.close();
}
