// This machine's speed at a moment: the CPU time of one fixed loop. On the 2-core CI machine a longer run of this
// loop took 2.86 s to 5.28 s within one session (README "Where the test time goes"): a run's times are read beside it.

/** The same work every time (8 MB touched in a fixed scattered order); answers the CPU milliseconds it took. */
export function fixedLoopCpuMs() {
  const cells = new Float64Array(1 << 20);
  const started = process.cpuUsage();
  let sum = 0;
  for (let round = 0; round < 40; round += 1) {
    for (let i = 0; i < cells.length; i += 1) {
      cells[i] = cells[(i * 7919) & (cells.length - 1)] + i * 0.5;
      sum += cells[i];
    }
  }
  const used = process.cpuUsage(started);
  // The sum is used so the loop cannot be dropped as dead code.
  return Number.isFinite(sum) ? (used.user + used.system) / 1000 : Number.NaN;
}

/**
 * One line on the samples taken during a run (milliseconds, in order, the first before any part started): the first,
 * and the range and median of all of them.
 * @param {number[]} samples
 */
export function describeSpeed(samples) {
  if (samples.length === 0) return 'machine speed: not sampled';
  const sorted = [...samples].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  const ms = (value) => `${Math.round(value)} ms`;
  return `machine speed: a fixed loop took ${ms(samples[0])} of CPU at the start; ${samples.length} samples ${ms(sorted[0])}–${ms(sorted[sorted.length - 1])}, median ${ms(median)} (lower is faster; compare runs by it)`;
}
