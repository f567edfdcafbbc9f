/**
 * The pure parts of the bench's comparisons (issue 14): its options, the peer column (a measured peer or the issue's
 * SurveyJS reference figures), ratios, differences from the floor page and the floor targets.
 */

export interface BenchOptions {
  /** The second funnel to run the same harness against (`--peer URL` or BENCH_PEER_URL), if any. */
  readonly peerUrl?: string;
  /** BENCH_QUICK=1: one cold load and one journey per rate (a smoke run, not figures). */
  readonly quick: boolean;
}

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

const httpUrl = (text: string): Parsed<string> => {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? { ok: true, value: url.href } : { ok: false, error: `--peer needs an http(s) URL, not ${text}` };
  } catch {
    return { ok: false, error: `--peer needs a URL, not ${JSON.stringify(text)}` };
  }
};

/** `npm run bench -- [--peer URL | --peer=URL]` with BENCH_PEER_URL and BENCH_QUICK; the argument wins over the variable. */
export function parseBenchArgs(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): Parsed<BenchOptions> {
  let peer = env.BENCH_PEER_URL?.trim() || undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--peer') {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) return { ok: false, error: '--peer needs a URL' };
      peer = next;
      i++;
    } else if (arg.startsWith('--peer=')) {
      peer = arg.slice('--peer='.length);
    } else {
      return { ok: false, error: `unknown argument ${arg} (options: --peer URL; variables: BENCH_PEER_URL, BENCH_QUICK=1, BENCH_BRANDS, BENCH_BUDGET_MS)` };
    }
  }
  const quick = env.BENCH_QUICK === '1';
  if (peer === undefined) return { ok: true, value: { quick } };
  const url = httpUrl(peer);
  return url.ok ? { ok: true, value: { peerUrl: url.value, quick } } : url;
}

/** A figure measured once, or a range of runs (the issue's reference figures are ranges of two runs). */
export type Figure = number | { readonly low: number; readonly high: number };

export type FigureId = 'jsGzipBytes' | 'firstInput1xMs' | 'firstInput4xMs' | 'stepMedian1xMs' | 'stepP95_1xMs' | 'stepMedian4xMs' | 'submitMedian1xMs' | 'submitMedian4xMs' | 'heapBytes';

/** The compared figures, in print order; lower is better for each. */
export const FIGURES: ReadonlyArray<{ readonly id: FigureId; readonly label: string; readonly unit: 'KB' | 'ms' | 'MiB' }> = [
  { id: 'jsGzipBytes', label: 'first-step JS, gzip', unit: 'KB' },
  { id: 'firstInput1xMs', label: 'navigation → first input ready, 1×', unit: 'ms' },
  { id: 'firstInput4xMs', label: 'navigation → first input ready, 4×', unit: 'ms' },
  { id: 'stepMedian1xMs', label: 'Continue → next input ready, median, 1×', unit: 'ms' },
  { id: 'stepP95_1xMs', label: 'Continue → next input ready, p95, 1×', unit: 'ms' },
  { id: 'stepMedian4xMs', label: 'Continue → next input ready, median, 4×', unit: 'ms' },
  { id: 'submitMedian1xMs', label: 'final submit → result ready, median, 1×', unit: 'ms' },
  { id: 'submitMedian4xMs', label: 'final submit → result ready, median, 4×', unit: 'ms' },
  { id: 'heapBytes', label: 'JS heap after the last step', unit: 'MiB' },
];

export type FunnelFigures = Partial<Record<FigureId, Figure>>;

const KIB = 1024;
const MIB = 1024 * 1024;

/** The SurveyJS funnel's figures from issue 14's table (same machine, same harness, two runs each): the peer column without --peer. */
export const ISSUE_14_SURVEYJS_REFERENCE: FunnelFigures = {
  jsGzipBytes: 429 * KIB,
  firstInput1xMs: { low: 426, high: 492 },
  firstInput4xMs: { low: 1041, high: 1137 },
  stepMedian1xMs: { low: 14.5, high: 17.7 },
  stepP95_1xMs: { low: 27.7, high: 41.5 },
  stepMedian4xMs: { low: 59, high: 90 },
  heapBytes: 11.4 * MIB,
};

/**
 * The SurveyJS funnel's figures from issue 25's table (measured side by side with ours on the issue's machine, two to
 * three runs each): the peer column without --peer. Issue 14's older reference above is kept for its step targets.
 */
export const ISSUE_25_SURVEYJS_REFERENCE: FunnelFigures = {
  jsGzipBytes: 428.6 * KIB,
  firstInput1xMs: { low: 1492, high: 1533 },
  firstInput4xMs: { low: 3408, high: 3441 },
  stepMedian1xMs: { low: 24.9, high: 25.7 },
  stepP95_1xMs: { low: 54.7, high: 61.6 },
  stepMedian4xMs: { low: 119, high: 172 },
  submitMedian1xMs: { low: 24.9, high: 27.0 },
  submitMedian4xMs: { low: 143, high: 161 },
  heapBytes: 11.45 * MIB,
};

const usable = (value: number): boolean => Number.isFinite(value);
const low = (figure: Figure): number => (typeof figure === 'number' ? figure : figure.low);
const high = (figure: Figure): number => (typeof figure === 'number' ? figure : figure.high);

/** One value in the figure's unit: `173.0 KB`, `29.7 ms`, `8.0 MiB`; `n/a` when not measured. */
export function fmtValue(value: number, unit: 'KB' | 'ms' | 'MiB'): string {
  if (!usable(value)) return 'n/a';
  if (unit === 'KB') return `${(value / KIB).toFixed(1)} KB`;
  if (unit === 'MiB') return `${(value / MIB).toFixed(1)} MiB`;
  return `${value.toFixed(1)} ms`;
}

/** A figure in its unit, a range as `low–high`. */
export function fmtFigure(figure: Figure | undefined, unit: 'KB' | 'ms' | 'MiB'): string {
  if (figure === undefined) return 'n/a';
  if (typeof figure === 'number') return fmtValue(figure, unit);
  const [from, to] = [fmtValue(figure.low, unit), fmtValue(figure.high, unit)];
  return from === to ? from : `${from.split(' ')[0]}–${to}`;
}

/**
 * Ours ÷ peer, two decimals (below 1: ours is smaller or faster); against a range, the ratios to its high and low
 * ends (`0.19–0.22`); `n/a` when either side is missing or the peer's figure is 0.
 */
export function fmtRatio(ours: Figure | undefined, peer: Figure | undefined): string {
  if (ours === undefined || peer === undefined) return 'n/a';
  const smallest = low(ours) / high(peer);
  const largest = high(ours) / low(peer);
  if (![smallest, largest].every((r) => usable(r)) || low(peer) === 0) return 'n/a';
  const [a, b] = [smallest.toFixed(2), largest.toFixed(2)];
  return a === b ? a : `${a}–${b}`;
}

/** Rows of the comparison table: figure, ours, peer, ratio. */
export function comparisonRows(ours: FunnelFigures, peer: FunnelFigures): string[][] {
  return FIGURES.map(({ id, label, unit }) => [label, fmtFigure(ours[id], unit), fmtFigure(peer[id], unit), fmtRatio(ours[id], peer[id])]);
}

/** A signed difference in ms, one decimal: `+3.2 ms`, `-0.4 ms`; `n/a` when a side is missing. */
export function fmtDiffMs(ours: number, floor: number): string {
  const diff = ours - floor;
  if (!usable(diff)) return 'n/a';
  return `${diff >= 0 ? '+' : '−'}${Math.abs(diff).toFixed(1)} ms`;
}

/** Continue → next input ready at one CPU rate (milliseconds). */
export interface StepFigures {
  readonly cpuRate: number;
  readonly medianMs: number;
  readonly p95Ms: number;
}

/** Issue 14's step targets against the floor page: at 1× median ≤ floor + 4 ms and p95 ≤ floor + 16 ms (one frame); at 4× median ≤ 30 ms. */
export const FLOOR_TARGETS = { medianOverFloor1xMs: 4, p95OverFloor1xMs: 16, median4xMs: 30 } as const;

/** ours − floor to the tenth of a millisecond printed (8.3 − 4.3 is 4.000000000000001 in binary floating point). */
const overFloor = (ours: number, floor: number): number => Math.round((ours - floor) * 10) / 10;

/** The targets of issue 14 for `brand`'s steps, each met or not (a missing figure is not met). */
export function floorTargets(brand: string, ours: readonly StepFigures[], floor: readonly StepFigures[]): Array<[string, boolean]> {
  const at = (rows: readonly StepFigures[], rate: number) => rows.find((row) => row.cpuRate === rate);
  const targets: Array<[string, boolean]> = [];
  const ours1 = at(ours, 1);
  const floor1 = at(floor, 1);
  if (ours1 && floor1) {
    targets.push(
      [`${brand}: step median within ${FLOOR_TARGETS.medianOverFloor1xMs} ms of the floor (1×: ${fmtDiffMs(ours1.medianMs, floor1.medianMs)})`, overFloor(ours1.medianMs, floor1.medianMs) <= FLOOR_TARGETS.medianOverFloor1xMs],
      [`${brand}: step p95 within ${FLOOR_TARGETS.p95OverFloor1xMs} ms of the floor (1×: ${fmtDiffMs(ours1.p95Ms, floor1.p95Ms)})`, overFloor(ours1.p95Ms, floor1.p95Ms) <= FLOOR_TARGETS.p95OverFloor1xMs],
    );
  }
  const ours4 = at(ours, 4);
  if (ours4) targets.push([`${brand}: step median ≤ ${FLOOR_TARGETS.median4xMs} ms (4×: ${fmtValue(ours4.medianMs, 'ms')})`, ours4.medianMs <= FLOOR_TARGETS.median4xMs]);
  return targets;
}
