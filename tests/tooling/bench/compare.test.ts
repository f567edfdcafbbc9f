import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIGURES, ISSUE_14_SURVEYJS_REFERENCE, comparisonRows, fmtDiffMs, fmtFigure, fmtRatio, floorTargets, parseBenchArgs } from '../../../scripts/bench/compare';

describe('parseBenchArgs', () => {
  it('runs without a peer and not quick by default', () => {
    expect(parseBenchArgs([], {})).toEqual({ ok: true, value: { quick: false } });
  });

  it('reads BENCH_QUICK=1 as quick, anything else as not', () => {
    expect(parseBenchArgs([], { BENCH_QUICK: '1' })).toEqual({ ok: true, value: { quick: true } });
    expect(parseBenchArgs([], { BENCH_QUICK: 'yes' })).toEqual({ ok: true, value: { quick: false } });
  });

  it.each([
    [['--peer', 'http://127.0.0.1:8080/survey'], {}],
    [['--peer=http://127.0.0.1:8080/survey'], {}],
    [[], { BENCH_PEER_URL: 'http://127.0.0.1:8080/survey' }],
    [['--peer', 'http://127.0.0.1:8080/survey'], { BENCH_PEER_URL: 'https://elsewhere.example/' }],
  ] as const)('takes the peer from %j and %j, the argument first', (argv, env) => {
    expect(parseBenchArgs(argv, env)).toEqual({ ok: true, value: { peerUrl: 'http://127.0.0.1:8080/survey', quick: false } });
  });

  it('ignores an empty BENCH_PEER_URL', () => {
    expect(parseBenchArgs([], { BENCH_PEER_URL: '  ' })).toEqual({ ok: true, value: { quick: false } });
  });

  it.each([
    [['--peer']],
    [['--peer', '--other']],
    [['--peer', 'not a url']],
    [['--peer', 'file:///etc/passwd']],
    [['--peer=']],
    [['--pear', 'http://x.example/']],
    [['http://x.example/']],
  ])('refuses %j with a message', (argv) => {
    const parsed = parseBenchArgs(argv, {});
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(/peer|argument/);
  });
});

describe('fmtRatio', () => {
  it('divides ours by the peer, two decimals', () => {
    expect(fmtRatio(173, 429)).toBe('0.40');
    expect(fmtRatio(29.7, 14.85)).toBe('2.00');
  });

  it('gives the span of ratios against a range (ours over its high end, then over its low end)', () => {
    expect(fmtRatio(100, { low: 426, high: 492 })).toBe('0.20–0.23');
    expect(fmtRatio({ low: 29.7, high: 29.7 }, { low: 14.5, high: 17.7 })).toBe('1.68–2.05');
  });

  it('collapses a span that rounds to one ratio', () => {
    expect(fmtRatio(10, { low: 10, high: 10.001 })).toBe('1.00');
  });

  it.each([
    [undefined, 1],
    [1, undefined],
    [Number.NaN, 1],
    [1, Number.NaN],
    [1, 0],
  ])('is n/a for ours %s and peer %s', (ours, peer) => {
    expect(fmtRatio(ours, peer)).toBe('n/a');
  });

  it('is 1.00 for any figure against itself', () => {
    fc.assert(fc.property(fc.double({ min: 0.01, max: 1e9, noNaN: true }), (value) => fmtRatio(value, value) === '1.00'));
  });

  it('is below 1 exactly when ours is clearly smaller', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 10_000 }), (ours, peer) => {
        const ratio = Number(fmtRatio(ours, peer));
        return ours * 1.01 < peer ? ratio < 1 : ours > peer * 1.01 ? ratio > 1 : true;
      }),
    );
  });
});

describe('fmtDiffMs and fmtFigure', () => {
  it.each([
    [16.9, 12.8, '+4.1 ms'],
    [12.8, 12.8, '+0.0 ms'],
    [10.4, 12.8, '−2.4 ms'],
    [Number.NaN, 12.8, 'n/a'],
    [10, Number.NaN, 'n/a'],
  ])('%s − %s is %s', (ours, floor, printed) => {
    expect(fmtDiffMs(ours, floor)).toBe(printed);
  });

  it('prints each unit and ranges as low–high', () => {
    expect(fmtFigure(173 * 1024, 'KB')).toBe('173.0 KB');
    expect(fmtFigure(8 * 1024 * 1024, 'MiB')).toBe('8.0 MiB');
    expect(fmtFigure({ low: 14.5, high: 17.7 }, 'ms')).toBe('14.5–17.7 ms');
    expect(fmtFigure(undefined, 'ms')).toBe('n/a');
  });
});

describe('comparisonRows', () => {
  it('prints one row per figure with ours, the peer and the ratio', () => {
    const rows = comparisonRows({ jsGzipBytes: 173 * 1024, stepMedian1xMs: 29.7 }, ISSUE_14_SURVEYJS_REFERENCE);
    expect(rows.map((row) => row[0])).toEqual(FIGURES.map((figure) => figure.label));
    expect(rows[0]).toEqual(['first-step JS, gzip', '173.0 KB', '429.0 KB', '0.40']);
    expect(rows.find((row) => row[0] === 'Continue → next input ready, median, 1×')).toEqual(['Continue → next input ready, median, 1×', '29.7 ms', '14.5–17.7 ms', '1.68–2.05']);
    expect(rows.find((row) => row[0] === 'JS heap after the last step')).toEqual(['JS heap after the last step', 'n/a', '11.4 MiB', 'n/a']);
  });
});

describe('floorTargets', () => {
  const floor = [
    { cpuRate: 1, medianMs: 12.8, p95Ms: 20 },
    { cpuRate: 4, medianMs: 10, p95Ms: 15 },
  ];
  const metOf = (targets: Array<[string, boolean]>) => targets.map(([name, met]) => [name.split(' (')[0], met]);

  it('meets each target at its bound', () => {
    const ours = [
      { cpuRate: 1, medianMs: 16.8, p95Ms: 36 },
      { cpuRate: 4, medianMs: 30, p95Ms: 80 },
    ];
    expect(metOf(floorTargets('es-vehicle', ours, floor))).toEqual([
      ['es-vehicle: step median within 4 ms of the floor', true],
      ['es-vehicle: step p95 within 16 ms of the floor', true],
      ['es-vehicle: step median ≤ 30 ms', true],
    ]);
  });

  it('judges the difference as printed, to the tenth of a millisecond', () => {
    const [median] = floorTargets('b', [{ cpuRate: 1, medianMs: 8.3, p95Ms: 4.3 }], [{ cpuRate: 1, medianMs: 4.3, p95Ms: 4.3 }]);
    expect(median?.[1]).toBe(true);
  });

  it('misses each target just past its bound', () => {
    const ours = [
      { cpuRate: 1, medianMs: 16.9, p95Ms: 36.1 },
      { cpuRate: 4, medianMs: 30.1, p95Ms: 80 },
    ];
    expect(floorTargets('es-vehicle', ours, floor).map(([, met]) => met)).toEqual([false, false, false]);
  });

  it('names the difference from the floor in the target', () => {
    const [median] = floorTargets('es-vehicle', [{ cpuRate: 1, medianMs: 29.7, p95Ms: 38.7 }], floor);
    expect(median).toEqual(['es-vehicle: step median within 4 ms of the floor (1×: +16.9 ms)', false]);
  });

  it('counts an unmeasured figure as not met, and judges 1× only against a measured floor', () => {
    expect(floorTargets('b', [{ cpuRate: 1, medianMs: Number.NaN, p95Ms: Number.NaN }], floor).map(([, met]) => met)).toEqual([false, false]);
    expect(floorTargets('b', [{ cpuRate: 1, medianMs: 1, p95Ms: 1 }], [])).toEqual([]);
  });
});
