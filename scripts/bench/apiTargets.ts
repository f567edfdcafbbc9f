/**
 * The pure parts of the lead API bench (issue 14 item 3): its options, one run's figures and the targets.
 */

export type ApiDatabase = 'embedded' | 'postgres';
export type ApiOperation = 'create' | 'update';

/** One autocannon run against the API, as the bench prints it. */
export interface ApiRun {
  readonly database: ApiDatabase;
  /** Leads stored before the run (seeded by SQL). */
  readonly storedLeads: number;
  readonly operation: ApiOperation;
  readonly clients: number;
  readonly seconds: number;
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  /** Answers other than the operation's success (201 create, 200 update) and connection errors. */
  readonly failed: number;
  readonly timeouts: number;
  /** CPU time of the API process per successful answer (ms; NaN where /proc is missing): robust to a busy machine. */
  readonly serverCpuMsPerRequest: number;
  /** CPU time of the PostgreSQL cluster per successful answer (ms); NaN on the embedded database (inside the API process). */
  readonly databaseCpuMsPerRequest: number;
}

export interface ApiBenchOptions {
  /** Seconds per autocannon run (issue 14: 20). */
  readonly seconds: number;
  /** Leads stored before the "large" runs (issue 14: 100,000). */
  readonly largeLeads: number;
  readonly clients: readonly number[];
  /** Which databases to run: the embedded one, PostgreSQL (throwaway cluster), or both. */
  readonly databases: readonly ApiDatabase[];
}

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

export const DEFAULT_API_BENCH: ApiBenchOptions = { seconds: 20, largeLeads: 100_000, clients: [8, 64], databases: ['embedded', 'postgres'] };

/** Short mode: 3 s runs, 10,000 stored leads (a smoke run, not figures to compare with the targets). */
export const SHORT_API_BENCH: ApiBenchOptions = { ...DEFAULT_API_BENCH, seconds: 3, largeLeads: 10_000 };

const USAGE = 'options: --short, --seconds N, --leads N, --db embedded|postgres (variables BENCH_API_SECONDS, BENCH_API_LEADS, BENCH_QUICK=1)';

/** `npm run bench:api -- [--short] [--seconds N] [--leads N] [--db embedded|postgres]`; arguments win over variables. */
export function parseApiBenchArgs(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): Parsed<ApiBenchOptions> {
  let options: ApiBenchOptions = env.BENCH_QUICK === '1' ? SHORT_API_BENCH : DEFAULT_API_BENCH;
  const positive = (name: string, text: string | undefined): Parsed<number> => {
    const n = Number(text);
    return text !== undefined && Number.isInteger(n) && n > 0 ? { ok: true, value: n } : { ok: false, error: `${name} needs a positive whole number, not ${JSON.stringify(text)}` };
  };
  const fromEnv: Array<[string | undefined, 'seconds' | 'largeLeads', string]> = [
    [env.BENCH_API_SECONDS, 'seconds', 'BENCH_API_SECONDS'],
    [env.BENCH_API_LEADS, 'largeLeads', 'BENCH_API_LEADS'],
  ];
  for (const [text, key, name] of fromEnv) {
    if (text === undefined || text.trim() === '') continue;
    const n = positive(name, text);
    if (!n.ok) return n;
    options = { ...options, [key]: n.value };
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--short') options = { ...options, seconds: SHORT_API_BENCH.seconds, largeLeads: SHORT_API_BENCH.largeLeads };
    else if (arg === '--api-only') continue;
    else if (arg === '--seconds' || arg === '--leads') {
      const n = positive(arg, argv[++i]);
      if (!n.ok) return n;
      options = { ...options, [arg === '--seconds' ? 'seconds' : 'largeLeads']: n.value };
    } else if (arg === '--db') {
      const db = argv[++i];
      if (db !== 'embedded' && db !== 'postgres') return { ok: false, error: `--db needs embedded or postgres, not ${JSON.stringify(db)}` };
      options = { ...options, databases: [db] };
    } else return { ok: false, error: `unknown argument ${arg} (${USAGE})` };
  }
  return { ok: true, value: options };
}

/** A target of issue 14 and whether a set of runs meets it. */
export interface ApiTarget {
  readonly name: string;
  readonly met: boolean;
  /** The figure it was judged on, for the report. */
  readonly measured: string;
}

const at64 = (runs: readonly ApiRun[], database: ApiDatabase, storedLeads: number, operation?: ApiOperation) =>
  runs.filter((r) => r.database === database && r.storedLeads === storedLeads && r.clients === 64 && (operation === undefined || r.operation === operation));

/**
 * Issue 14's acceptance figures, per database and stored size present in `runs`: PostgreSQL ≥ 4,000 updates/s and
 * ≥ 2,000 creates/s with p99 ≤ 50 ms at 64 clients; embedded ≥ 1,500 updates/s, nothing failed or timed out at 64
 * clients and no request over 1 s (any run).
 */
export function apiTargets(runs: readonly ApiRun[]): ApiTarget[] {
  const targets: ApiTarget[] = [];
  const sizes = (database: ApiDatabase) => [...new Set(runs.filter((r) => r.database === database).map((r) => r.storedLeads))].sort((a, b) => a - b);
  const leads = (n: number) => `${n.toLocaleString('en')} leads`;
  const rate = (database: ApiDatabase, n: number, operation: ApiOperation, minimum: number, label: string) => {
    const run = at64(runs, database, n, operation)[0];
    if (!run) return;
    targets.push({ name: `${label} ${operation}s ≥ ${minimum.toLocaleString('en')}/s at 64 clients, ${leads(n)}`, met: run.perSecond >= minimum, measured: `${Math.round(run.perSecond)}/s` });
  };
  for (const n of sizes('postgres')) {
    rate('postgres', n, 'update', 4_000, 'PostgreSQL');
    rate('postgres', n, 'create', 2_000, 'PostgreSQL');
    const worst = Math.max(...at64(runs, 'postgres', n).map((r) => r.p99Ms));
    if (Number.isFinite(worst)) targets.push({ name: `PostgreSQL p99 ≤ 50 ms at 64 clients, ${leads(n)}`, met: worst <= 50, measured: `${worst} ms` });
  }
  for (const n of sizes('embedded')) {
    rate('embedded', n, 'update', 1_500, 'embedded');
    const runs64 = at64(runs, 'embedded', n);
    if (runs64.length > 0) {
      const bad = runs64.reduce((sum, r) => sum + r.failed + r.timeouts, 0);
      targets.push({ name: `embedded: no failed or timed-out request at 64 clients, ${leads(n)}`, met: bad === 0, measured: `${bad}` });
    }
    const slowest = Math.max(...runs.filter((r) => r.database === 'embedded' && r.storedLeads === n).map((r) => r.maxMs));
    if (Number.isFinite(slowest)) targets.push({ name: `embedded: no request over 1 s, ${leads(n)}`, met: slowest <= 1_000, measured: `max ${slowest} ms` });
  }
  return targets;
}
