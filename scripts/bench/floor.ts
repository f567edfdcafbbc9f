import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { JourneyRun, StepHooks } from './journey';
import { openCold } from './journey';
import { advanceLongTasks, advanceMs, armAdvanceTimer, firstInputMs, jsHeapBytes, longTasks } from './pageProbes';
import { ROOT } from './serveBuilt';

/** Continues per floor run: as many as the Spanish flow's questions, so medians and p95 rest on as many samples. */
export const FLOOR_STEPS = 35;

export interface FloorServer {
  /** The floor's first step, e.g. http://127.0.0.1:41234/floor/1 */
  readonly url: string;
  close(): Promise<void>;
}

/** Serves scripts/bench/floor.html at every path on a free loopback port (a reload of /floor/N shows the page again). */
export async function serveFloor(): Promise<FloorServer> {
  const html = readFileSync(join(ROOT, 'scripts', 'bench', 'floor.html'));
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/floor/1`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/**
 * `steps` Continues on the floor page at `cpuRate`, each timed as the funnel's journey times its own (pointer-down on
 * Continue → the next path's input visible): what the measurement costs when the page does nothing else.
 */
export async function floorJourney(browser: Browser, url: string, cpuRate: number, steps: number = FLOOR_STEPS, hooks?: StepHooks): Promise<JourneyRun> {
  const { context, page } = await openCold(browser, url, cpuRate, undefined, hooks);
  try {
    await firstInputMs(page);
    const timed: Array<{ path: string; ms: number; saveMs: number }> = [];
    for (let step = 1; step <= steps; step++) {
      await page.locator('main form input').fill(`respuesta ${step}`);
      await armAdvanceTimer(page);
      await hooks?.beforeContinue(page, `floor/${step}`);
      await page.locator('main form button[type=submit]').click();
      const ms = await advanceMs(page);
      await hooks?.afterAdvance(page, `floor/${step}`, ms);
      timed.push({ path: `floor/${step}`, ms, saveMs: 0 });
    }
    await hooks?.atEnd(page);
    const tasks = await longTasks(page);
    const inAdvance = await advanceLongTasks(page);
    return {
      steps: timed,
      // The floor page has no final submit.
      submitMs: Number.NaN,
      longTaskCount: tasks.length,
      longTaskMs: tasks.reduce((a, b) => a + b, 0),
      advanceLongTaskCount: inAdvance.length,
      advanceLongTaskMs: inAdvance.reduce((a, b) => a + b, 0),
      heapBytes: await jsHeapBytes(page),
    };
  } finally {
    await context.close();
  }
}
