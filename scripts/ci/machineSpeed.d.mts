/** The CPU milliseconds one fixed loop took: this machine's speed at a moment (lower is faster). */
export function fixedLoopCpuMs(): number;
/** The CI report's line on the speed samples of a run (the first taken before any part started). */
export function describeSpeed(samples: readonly number[]): string;
