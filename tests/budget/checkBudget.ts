/**
 * `npm run test:budget`, second half (first-step byte budgets, no timings): serves the production build in dist/ (built
 * by the e2e run just before; `--build` builds it first when run alone) with the reference API, opens the first step
 * of each checked brand in Chromium, and fails when the first step's files break FIRST_STEP_BUDGET, hold forbidden
 * code or request a vendor host — or when the first step could not be measured whole: the app never said it was
 * interactive, or a file it asked for never arrived (scripts/bench/firstStepFiles.ts, FirstStepNotMeasured). A measure
 * taken too early reads low and would pass; it is refused instead.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '../../scripts/bench/browser';
import { FirstStepNotMeasured, loadFirstStep } from '../../scripts/bench/firstStepFiles';
import { ROOT, serveBuilt } from '../../scripts/bench/serveBuilt';
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

const browser = await launchChromium();
let failed = false;
try {
  for (const brandId of BRANDS) {
    const server = await serveBuilt(brandId, distDir);
    try {
      let load;
      try {
        load = await loadFirstStep(browser, server.appUrl);
      } catch (error) {
        if (!(error instanceof FirstStepNotMeasured)) throw error;
        console.error(`${brandId}: ✗ not measured: ${error.message}`);
        failed = true;
        continue;
      }
      const measure = measureFirstStep(load.files);
      const problems = budgetViolations(measure);
      const missing = load.htmlFiles.filter((url) => !load.files.some((file) => file.url === url));
      if (missing.length > 0) problems.push(`index.html files not measured: ${missing.join(', ')}`);
      if (load.vendorRequests.length > 0) problems.push(`vendor requests on the first step: ${load.vendorRequests.join(', ')}`);
      console.log(
        `${brandId}: first-step JS ${kb(measure.jsGzipBytes)} gzip (budget ${kb(FIRST_STEP_BUDGET.jsGzipBytes)}, ${kb(FIRST_STEP_BUDGET.jsGzipBytes - measure.jsGzipBytes)} left), CSS ${kb(measure.cssGzipBytes)} gzip (budget ${kb(FIRST_STEP_BUDGET.cssGzipBytes)}), ${measure.files.length} files, interactive at ${Math.round(load.interactiveAtMs)} ms`,
      );
      if (process.argv.includes('--list')) for (const file of measure.files) console.log(`  ${kb(file.gzipBytes).padStart(9)}  ${file.url}`);
      for (const problem of problems) console.error(`  ✗ ${problem}`);
      if (problems.length > 0) failed = true;
    } finally {
      await server.close();
    }
  }
} finally {
  await browser.close();
}
process.exit(failed ? 1 : 0);
