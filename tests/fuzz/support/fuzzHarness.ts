import fc from 'fast-check';

/** Cases each fuzz property runs (at least 10,000 generated cases each). */
export const FUZZ_RUNS = 10_000;

export interface NeverThrowsReport {
  /** The first input that threw, or null when none did. */
  readonly counterexample: unknown;
  /** Wall time of the whole run, in milliseconds. */
  readonly elapsedMs: number;
  /** Slowest single call, in milliseconds: the slowest input re-timed 5 times, best of 5 (a GC pause or a busy core is not the function's cost). */
  readonly slowestMs: number;
}

/**
 * Runs `fn` over `runs` inputs drawn from `arbitrary` and reports the first input that threw (shrunk by fast-check)
 * and the slowest call. A property runner of its own, so the meta-test can show it catches a broken function.
 */
export function checkNeverThrows<T>(arbitrary: fc.Arbitrary<T>, fn: (input: T) => unknown, runs = FUZZ_RUNS, seed?: number): NeverThrowsReport {
  let slowestMs = 0;
  let slowestInput: { value: T } | null = null;
  const start = performance.now();
  const details = fc.check(
    fc.property(arbitrary, (input) => {
      const t0 = performance.now();
      fn(input);
      const ms = performance.now() - t0;
      if (ms > slowestMs) {
        slowestMs = ms;
        slowestInput = { value: input };
      }
    }),
    { numRuns: runs, ...(seed === undefined ? {} : { seed }) },
  );
  const elapsedMs = performance.now() - start;
  if (details.failed) return { counterexample: details.counterexample, elapsedMs, slowestMs };
  const retime = slowestInput as { value: T } | null;
  if (retime) {
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      fn(retime.value);
      slowestMs = Math.min(slowestMs, performance.now() - t0);
    }
  }
  return { counterexample: null, elapsedMs, slowestMs };
}

/** Hostile strings: any unicode, digits and separators, injection probes, huge inputs. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.stringMatching(/^[+0-9 ().\-/]{0,30}$/),
  fc.stringMatching(/^[A-Z]{0,4}[0-9 ]{0,30}[A-Z]?$/),
  fc.constantFrom('<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)', '%00', '\u0000', '\uD800', '١٢٣', '𝟙𝟚𝟛', 'NaN', 'Infinity', '-0', '1e309', '0x10', '  ', '__proto__', 'constructor'),
  fc.nat({ max: 12_000 }).map((n) => '9'.repeat(n)),
);

/** Any value a form or a stored state might hand a validator. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(hostileString, fc.anything({ maxDepth: 2 }), fc.double(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined));

/** Best of `times` timings of `fn`, in milliseconds (a single timing on a shared 2-core machine measures the machine). */
export function bestOfMs(fn: () => unknown, times = 3): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    fn();
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}
