/**
 * `npm run test:budget`, second half (first-step byte budgets, no timings): serves the production build in dist/ (built
 * by `npm test` or `npm run build` before; `--build` builds it first when run alone) with the reference API, opens the first step
 * of each checked brand in Chromium, and fails when the first step's files break FIRST_STEP_BUDGET, hold forbidden
 * code or request a vendor host — or when the first step could not be measured whole: the app never said it was
 * interactive, or a file it asked for never arrived (scripts/bench/firstStepFiles.ts, FirstStepNotMeasured, reported
 * as "not measured"). A measure taken too early reads low and would pass; it is refused instead.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../scripts/bench/browser';
import { openDatabase } from '../../server/db/openDatabase';
import type { Database } from '../../server/db/Database';
import { freshPgliteDir } from '../support/pgliteTemplate';
import { loadFirstStep } from '../../scripts/bench/firstStepFiles';
import { ensurePrerendered, ROOT, serveBuilt } from '../../scripts/bench/serveBuilt';
import { budgetViolations, FIRST_STEP_BUDGET, kb, measureFirstStep } from './firstStepBudget';

/** Every shipped brand: the budget binds each one (its country, flow, banner and vendors), not a sample. */
const BRANDS = readdirSync(join(ROOT, 'brands'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

// `--dist DIR --build` measures a build of its own (scripts/bench/rsbuild.bench.config.ts), leaving dist/ alone.
const distArg = process.argv.indexOf('--dist');
const distDir = distArg > 0 ? (process.argv[distArg + 1] as string) : join(ROOT, 'dist');
if (process.argv.includes('--build') || !existsSync(join(distDir, 'index.html'))) {
  const config = distArg > 0 ? ['-c', 'scripts/bench/rsbuild.bench.config.ts'] : [];
  execFileSync('npx', ['rsbuild', 'build', ...config], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, BENCH_DIST_DIR: distDir } });
}

/**
 * Brands measured at once: each waits partly on its page going quiet, so two side by side keep two cores busy (more
 * only lengthen each page load on a small machine). The figures are bytes, which do not depend on how many run together.
 */
const AT_ONCE = Number(process.env.BUDGET_CONCURRENCY ?? 2);

/** One brand's report lines and whether it broke the budget. */
async function checkBrand(browser: Browser, brandId: string, database: Database): Promise<{ lines: string[]; problems: string[] }> {
  const server = await serveBuilt(brandId, distDir, database);
  try {
    const load = await loadFirstStep(browser, server.appUrl);
    const measure = measureFirstStep(load.files);
    const problems = budgetViolations(measure);
    const missing = load.htmlFiles.filter((url) => !load.files.some((file) => file.url === url));
    if (missing.length > 0) problems.push(`index.html files not measured: ${missing.join(', ')}`);
    if (load.vendorRequests.length > 0) problems.push(`vendor requests on the first step: ${load.vendorRequests.join(', ')}`);
    const lines = [
      `${brandId}: first-step JS ${kb(measure.jsGzipBytes)} gzip (budget ${kb(FIRST_STEP_BUDGET.jsGzipBytes)}, ${kb(FIRST_STEP_BUDGET.jsGzipBytes - measure.jsGzipBytes)} left), CSS ${kb(measure.cssGzipBytes)} gzip (budget ${kb(FIRST_STEP_BUDGET.cssGzipBytes)}), ${measure.files.length} files, interactive at ${Math.round(load.interactiveAtMs)} ms`,
    ];
    if (process.argv.includes('--list')) for (const file of measure.files) lines.push(`  ${kb(file.gzipBytes).padStart(9)}  ${file.url}`);
    return { lines, problems };
  } finally {
    await server.close();
  }
}

// The prerendered pages are written (when missing) before the brands run side by side, not by each of them at once.
for (const brandId of BRANDS) ensurePrerendered(distDir, brandId);
// Bytes only: Chromium's headless shell (the e2e suites' browser) requests the same files as the full browser, for
// about a third less CPU; the brands share one embedded database (no lead is made on a first step).
const browser = await launchChromium({ shell: true });
const dataDir = freshPgliteDir('budget-');
const database = await openDatabase({ kind: 'pglite', dataDir });
let failed = false;
try {
  const results: Array<Promise<{ lines: string[]; problems: string[] }>> = [];
  const running = new Set<Promise<unknown>>();
  for (const brandId of BRANDS) {
    while (running.size >= AT_ONCE) await Promise.race(running);
    // A brand that cannot be measured fails the check with its name, and the others are still measured.
    const result = checkBrand(browser, brandId, database).catch((error: unknown) => ({ lines: [`${brandId}: not measured`], problems: [String(error)] }));
    const settled = result.finally(() => running.delete(settled));
    running.add(settled);
    results.push(result);
  }
  // Reported in brand order, whatever order they finished in.
  for (const result of results) {
    const { lines, problems } = await result;
    for (const line of lines) console.log(line);
    for (const problem of problems) console.error(`  ✗ ${problem}`);
    if (problems.length > 0) failed = true;
  }
} finally {
  await browser.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
