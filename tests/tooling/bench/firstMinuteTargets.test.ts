import { describe, expect, it } from 'vitest';
import { FIRST_MINUTE_TARGETS, firstMinuteTargets, type FirstMinuteMeasures } from '../../../scripts/bench/firstMinuteTargets';

const MIB = 1024 * 1024;
const meeting: FirstMinuteMeasures = {
  brand: 'es-vehicle',
  floor4xMedianMs: 26,
  lighthouse: { tbtMs: 30, performance: 99 },
  rates: [
    { cpuRate: 1, stepMedianMs: 15, submitMedianMs: 20, afterTakeOverLongTasks: 0, heapBytes: 7.5 * MIB },
    { cpuRate: 4, stepMedianMs: 40, submitMedianMs: 55, afterTakeOverLongTasks: 0, heapBytes: 7.6 * MIB },
  ],
};
const unmet = (m: FirstMinuteMeasures): string[] => firstMinuteTargets(m).filter(([, met]) => !met).map(([name]) => name);

describe('firstMinuteTargets (issue 25)', () => {
  it('meets every target with figures inside them, and names each figure', () => {
    const targets = firstMinuteTargets(meeting);
    expect(unmet(meeting)).toEqual([]);
    expect(targets.map(([name]) => name)).toEqual(expect.arrayContaining([expect.stringContaining('(30.0 ms)'), expect.stringContaining('(20.0 ms against 22.5 ms)')]));
  });

  it.each([
    ['TBT', { lighthouse: { tbtMs: 51, performance: 99 } }, /TBT/],
    ['performance', { lighthouse: { tbtMs: 10, performance: 97 } }, /performance/],
  ] as const)('misses the Lighthouse %s target just past it', (_name, change, pattern) => {
    expect(unmet({ ...meeting, ...change })).toEqual([expect.stringMatching(pattern)]);
  });

  it('holds the submit to 1.5× the step median at each rate', () => {
    const rates = meeting.rates.map((r) => (r.cpuRate === 4 ? { ...r, submitMedianMs: r.stepMedianMs * FIRST_MINUTE_TARGETS.submitOverStep + 0.1 } : r));
    expect(unmet({ ...meeting, rates })).toEqual([expect.stringMatching(/submit .* at 4×/)]);
  });

  it('holds the 4× step median to the floor + 20 ms, and wants no long task after the take-over', () => {
    const rates = meeting.rates.map((r) => (r.cpuRate === 4 ? { ...r, stepMedianMs: 46.1, submitMedianMs: 50, afterTakeOverLongTasks: 1 } : r));
    expect(unmet({ ...meeting, rates })).toEqual([expect.stringMatching(/within 20 ms of the floor/), expect.stringMatching(/no long task/)]);
  });

  it('wants the heap after the last step at 8 MiB or less', () => {
    const rates = meeting.rates.map((r) => (r.cpuRate === 1 ? { ...r, heapBytes: 8 * MIB + 1 } : r));
    expect(unmet({ ...meeting, rates })).toEqual([expect.stringMatching(/heap/)]);
  });

  it('never counts a figure that was not measured as met', () => {
    const rates = meeting.rates.map((r) => ({ ...r, submitMedianMs: Number.NaN, heapBytes: Number.NaN }));
    expect(unmet({ ...meeting, rates, floor4xMedianMs: Number.NaN })).toHaveLength(4);
  });
});
