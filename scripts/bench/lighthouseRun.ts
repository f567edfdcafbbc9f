import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { chromiumPath } from './browser';

export interface LighthouseFigures {
  /** Category scores 0–100. */
  readonly performance: number;
  readonly accessibility: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly fcpMs: number;
}

/** Lighthouse 12 with its default mobile settings (Moto G Power emulation, simulated slow 4G and 4× CPU) against `url`. */
export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: [...CHROMIUM_ARGS, '--headless=new'] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? Number.NaN) * 100),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcpMs: audit('first-contentful-paint'),
    };
  } finally {
    chrome.kill();
  }
}
