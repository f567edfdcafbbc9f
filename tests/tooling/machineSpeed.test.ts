import { describe, expect, it } from 'vitest';
import { describeSpeed, fixedLoopCpuMs } from '../../scripts/ci/machineSpeed.mjs';

describe("the CI report's machine speed line (scripts/ci/machineSpeed.mjs)", () => {
  it('names the first sample as the start, and the range and median of all', () => {
    expect(describeSpeed([240, 180.4, 420, 199.6])).toBe(
      'machine speed: a fixed loop took 240 ms of CPU at the start; 4 samples 180 ms–420 ms, median 200 ms (lower is faster; compare runs by it)',
    );
  });

  it('says so when nothing was sampled', () => {
    expect(describeSpeed([])).toBe('machine speed: not sampled');
  });

  it('times real work: a finite, positive number of CPU milliseconds', () => {
    const ms = fixedLoopCpuMs();
    expect(Number.isFinite(ms)).toBe(true);
    expect(ms).toBeGreaterThan(1);
  });
});
