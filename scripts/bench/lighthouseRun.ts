import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS } from '../chromiumArgs';
import { chromiumPath } from './browser';

export interface LighthouseFigures {
  /** Category scores 0–100. */
  readonly performance: number;
  readonly accessibility: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly fcpMs: number;
  /** Every run's TBT, in run order (the figures above are the median run's). */
  readonly tbtMsRuns: readonly number[];
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** One Lighthouse 12 run with its default mobile settings (Moto G Power emulation, simulated slow 4G and 4× CPU). */
async function runOnce(url: string): Promise<Lhr> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: [...CHROMIUM_ARGS, '--headless=new'] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse mobile against `url`, `runs` times, reporting the median run as Lighthouse itself picks it
 * (computeMedianRun: the run closest to the median FCP and TTI). One run on a shared 2-core machine swings TBT by
 * a factor of several (25 to 184 ms in two runs of the same build), so a single figure says little.
 */
export async function runLighthouse(url: string, runs = 3): Promise<LighthouseFigures> {
  const lhrs: Lhr[] = [];
  for (let i = 0; i < runs; i++) lhrs.push(await runOnce(url));
  const lhr = computeMedianRun(lhrs);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? Number.NaN) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
    tbtMsRuns: lhrs.map((run) => run.audits['total-blocking-time']?.numericValue ?? Number.NaN),
  };
}
