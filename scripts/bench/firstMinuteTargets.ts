/**
 * Issue 25's targets for the first minute on a slow phone, as the bench reads them (pure: tested in
 * tests/tooling/bench/firstMinuteTargets.test.ts). Printed met or not, never asserted in CI (docs/performance.md).
 */
export const FIRST_MINUTE_TARGETS = {
  /** Lighthouse mobile, median of 3 runs. */
  lighthouseTbtMs: 50,
  lighthousePerformance: 98,
  /** Continue → next input ready at 4× CPU, median, at most this much over the floor page's. */
  step4xOverFloorMs: 20,
  /** Final submit → result ready at most this many times a step's median, at 1× and at 4×. */
  submitOverStep: 1.5,
  /** JS heap after the last step. */
  heapBytes: 8 * 1024 * 1024,
} as const;

/** One timed brand's figures at one CPU rate. */
export interface RateFigures {
  readonly cpuRate: number;
  readonly stepMedianMs: number;
  readonly submitMedianMs: number;
  /** Long tasks after the take-over, in the first 5 s after load, median over the cold loads. */
  readonly afterTakeOverLongTasks: number;
  readonly heapBytes: number;
}

export interface FirstMinuteMeasures {
  readonly brand: string;
  readonly rates: readonly RateFigures[];
  /** The floor page's Continue median at 4× (ms). */
  readonly floor4xMedianMs: number;
  readonly lighthouse?: { readonly tbtMs: number; readonly performance: number };
}

const ms = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
/** A comparison that a missing figure (NaN) never meets. */
const atMost = (value: number, limit: number): boolean => Number.isFinite(value) && Number.isFinite(limit) && value <= limit;

/** Issue 25's targets for one brand, each with the measured figure in its name, met or not. */
export function firstMinuteTargets(m: FirstMinuteMeasures): Array<[string, boolean]> {
  const t = FIRST_MINUTE_TARGETS;
  const targets: Array<[string, boolean]> = [];
  if (m.lighthouse) {
    targets.push(
      [`${m.brand}: Lighthouse TBT ≤ ${t.lighthouseTbtMs} ms (${ms(m.lighthouse.tbtMs)})`, atMost(m.lighthouse.tbtMs, t.lighthouseTbtMs)],
      [`${m.brand}: Lighthouse performance ≥ ${t.lighthousePerformance} (${m.lighthouse.performance})`, m.lighthouse.performance >= t.lighthousePerformance],
    );
  }
  for (const rate of m.rates) {
    const submitLimit = rate.stepMedianMs * t.submitOverStep;
    targets.push([`${m.brand}: submit ≤ ${t.submitOverStep}× the step median at ${rate.cpuRate}× (${ms(rate.submitMedianMs)} against ${ms(submitLimit)})`, atMost(rate.submitMedianMs, submitLimit)]);
    if (rate.cpuRate === 4) {
      targets.push(
        [`${m.brand}: step median at 4× within ${t.step4xOverFloorMs} ms of the floor (${ms(rate.stepMedianMs)}, floor ${ms(m.floor4xMedianMs)})`, atMost(rate.stepMedianMs - m.floor4xMedianMs, t.step4xOverFloorMs)],
        [`${m.brand}: no long task in the first 5 s after load at 4× but the take-over (${rate.afterTakeOverLongTasks})`, rate.afterTakeOverLongTasks === 0],
      );
    }
  }
  const heap = m.rates.find((rate) => rate.cpuRate === 1)?.heapBytes ?? Number.NaN;
  targets.push([`${m.brand}: heap after the last step ≤ 8 MiB (${Number.isFinite(heap) ? (heap / 1024 / 1024).toFixed(2) : 'n/a'} MiB)`, atMost(heap, t.heapBytes)]);
  return targets;
}
