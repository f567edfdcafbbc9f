/**
 * Lead API bench (issue 14 item 3), measured from outside with autocannon: the server runs as its own process,
 * from a bundle of this tree as `npm start` runs it (scripts/serverBundle.ts), on the embedded database and on PostgreSQL (a throwaway local cluster;
 * skipped with a line when the binaries are missing), first with 1,000 stored leads, then with 100,000 (seeded by SQL).
 * Per database and size: creates (`POST /v2/lead` with an Idempotency-Key) and updates (`PUT /v3/lead` of a stored
 * lead) at 8 and 64 clients, 20 s each. Prints req/s, p50/p99/max latency, failed and timed-out requests, and
 * PASS/FAIL against issue 14's targets (scripts/bench/apiTargets.ts).
 *
 * Alone: `npm run bench:api` (or `npm run bench -- --api-only`), `-- --short` for 3 s runs, `--seconds N`, `--leads N`,
 * `--db embedded|postgres`. scripts/bench.ts imports `runApiBench`.
 *
 * Longer than 300 lines: one run over both databases and both sizes, the seeding SQL beside the requests it serves.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadBrand } from '../../server/loadBrand';
import type { Queryable } from '../../server/db/Database';
import { openDatabase, type DatabaseOptions } from '../../server/db/openDatabase';
import { apiTargets, parseApiBenchArgs, type ApiBenchOptions, type ApiDatabase, type ApiOperation, type ApiRun, type ApiTarget } from './apiTargets';
import { table } from './report';
import { temporaryServerBundle } from '../serverBundle';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..');
const BRAND_ID = process.env.BENCH_API_BRAND ?? 'es-vehicle';
/** Leads stored before the first runs: the issue's "1k vs 170k leads: same figures". */
const SMALL_LEADS = 1_000;

/** The id of seeded lead `n`: a UUID derived from n, so the bench can name any stored lead without reading them. */
export const seededLeadId = (n: number): string => {
  const h = createHash('md5').update(`bench-lead-${n}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
};

/**
 * The credential of seeded lead `n` (issue 15: a write needs the lead's `lead_session` cookie): a known token, stored
 * hashed as the server stores the ones it issues (server/leads/LeadCredentials.ts), so updates pay the real check.
 */
export const seededLeadToken = (n: number): string => `bench-token-${n}`;

/** Stores `count` in-progress leads by SQL (ids as seededLeadId), in batches of 20,000, for `product`. */
export async function seedLeads(q: Queryable, product: string, count: number): Promise<void> {
  for (let from = 1; from <= count; from += 20_000) {
    const to = Math.min(count, from + 19_999);
    await q.query(
      `INSERT INTO leads (id, product, data, progress_state, lead_status, application, session_id, status_polls, created_at, updated_at, expires_at)
       SELECT md5('bench-lead-' || g)::uuid::text, $1,
              jsonb_build_object('amount', 2500, 'period', 60, 'contactDetails', jsonb_build_object('email', 'seed' || g || '@example.com', 'phoneNumber', '+34612345678')),
              1, 1, '{"status":"in-progress"}'::jsonb, NULL, 0, now(), now(), now() + interval '30 days'
       FROM generate_series($2::int, $3::int) AS g`,
      [product, from, to],
    );
    await q.query(
      `INSERT INTO lead_credentials (token_hash, lead_id, created_at, expires_at)
       SELECT encode(sha256(convert_to('bench-token-' || g, 'UTF8')), 'hex'), md5('bench-lead-' || g)::uuid::text, now(), now() + interval '30 days'
       FROM generate_series($1::int, $2::int) AS g`,
      [from, to],
    );
  }
}

interface RunningApi {
  readonly origin: string;
  readonly apiBase: string;
  /** CPU time the server process has used so far, in ms (Linux /proc; NaN elsewhere). */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** User plus system CPU time of process `pid`, in ms, from /proc (NaN when unreadable). */
function processCpuMs(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/**
 * User plus system CPU time of a PostgreSQL cluster, in ms: its postmaster (with its exited children) and the live
 * backends under it (Linux /proc; NaN elsewhere). The database shares the machine's cores with the API and autocannon.
 */
export function postgresCpuMs(postmasterPid: number): number {
  const fieldsOf = (pid: number | string): string[] => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  try {
    const own = fieldsOf(postmasterPid);
    let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const child = fieldsOf(entry);
        if (Number(child[1]) === postmasterPid) ticks += Number(child[11]) + Number(child[12]);
      } catch {
        // The process ended meanwhile.
      }
    }
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/** Starts the server's `bundle` as its own process (the bench's load must not share its event loop) and waits for its URL. */
function startServer(bundle: string, env: Record<string, string>): Promise<RunningApi> {
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', bundle], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', FUNNEL_TEST_MODE: '1', BRAND: BRAND_ID, MAX_CONNECTIONS_PER_CLIENT: '10000', DIST_DIR: join(tmpdir(), 'bench-api-no-dist'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s: ${errors}`)), 60_000);
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening: ${errors}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /on (http:\/\/[^/\s]+).* API (\S+)/.exec(out);
      if (!match) return;
      clearTimeout(timer);
      resolve({
        origin: match[1] as string,
        apiBase: match[2] as string,
        cpuMs: () => processCpuMs(child.pid),
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

/** One autocannon run of `operation` with `clients` connections for `seconds`. */
async function run(api: RunningApi, product: string, operation: ApiOperation, clients: number, seconds: number, storedLeads: number, databaseCpuMs: () => number): Promise<Omit<ApiRun, 'database' | 'storedLeads'>> {
  let n = 0;
  const runTag = randomUUID().slice(0, 8);
  const body =
    operation === 'create'
      ? () => {
          const i = n++;
          return {
            headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${runTag}-${i}` },
            body: JSON.stringify({ product, amount: 2500, period: 60, sessionId: randomUUID(), generalPolicies: true, contactDetails: { email: `bench${i}@example.com`, phoneNumber: '+34612345678', marketingConsents: false } }),
          };
        }
      : () => {
          const i = n++;
          const lead = 1 + Math.floor(Math.random() * storedLeads);
          const id = seededLeadId(lead);
          return {
            headers: { 'content-type': 'application/json', cookie: `lead_session=${seededLeadToken(lead)}` },
            body: JSON.stringify({ id, product, personalDetails: { firstName: 'Ana', lastName: `López ${i % 1000}` }, incomeDetails: { monthlyIncome: 1500 + (i % 100) } }),
          };
        };
  const cpuBefore = api.cpuMs();
  const databaseCpuBefore = databaseCpuMs();
  const result = await autocannon({
    url: api.origin,
    connections: clients,
    duration: seconds,
    timeout: 10,
    requests: [{ method: operation === 'create' ? 'POST' : 'PUT', path: `${api.apiBase}${operation === 'create' ? '/v2/lead' : '/v3/lead'}`, setupRequest: (request) => ({ ...request, ...body() }) }],
  });
  const ok = operation === 'create' ? (result.statusCodeStats?.['201']?.count ?? 0) : (result.statusCodeStats?.['200']?.count ?? 0);
  const answered = Object.values(result.statusCodeStats ?? {}).reduce((sum, s) => sum + (s.count ?? 0), 0);
  return {
    operation,
    clients,
    serverCpuMsPerRequest: Math.round(((api.cpuMs() - cpuBefore) / Math.max(1, ok)) * 100) / 100,
    databaseCpuMsPerRequest: Math.round(((databaseCpuMs() - databaseCpuBefore) / Math.max(1, ok)) * 100) / 100,
    seconds: result.duration,
    perSecond: Math.round(ok / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    failed: answered - ok + (result.errors - result.timeouts),
    timeouts: result.timeouts,
  };
}

/** Creates and updates at each client count against a server on `database` holding `storedLeads` leads. */
async function benchScenario(bundle: string, database: ApiDatabase, storedLeads: number, env: Record<string, string>, product: string, options: ApiBenchOptions, log: (line: string) => void, databaseCpuMs: () => number = () => Number.NaN): Promise<ApiRun[]> {
  const api = await startServer(bundle, env);
  const runs: ApiRun[] = [];
  try {
    // Warm-up (not counted): the JIT and the database's caches, as a server that has been up a while has them.
    await run(api, product, 'update', 8, Math.min(2, options.seconds), storedLeads, databaseCpuMs);
    for (const clients of options.clients) {
      for (const operation of ['create', 'update'] as const) {
        const r = { database, storedLeads, ...(await run(api, product, operation, clients, options.seconds, storedLeads, databaseCpuMs)) };
        log(`  ${database} ${storedLeads.toLocaleString('en')} leads ${operation} ×${clients}: ${r.perSecond}/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms, failed ${r.failed}, timeouts ${r.timeouts}, server CPU ${r.serverCpuMsPerRequest} ms/request${Number.isNaN(r.databaseCpuMsPerRequest) ? '' : `, PostgreSQL CPU ${r.databaseCpuMsPerRequest} ms/request`}`);
        runs.push(r);
      }
    }
  } finally {
    await api.stop();
  }
  return runs;
}

/** A throwaway PostgreSQL cluster (server/db/throwaway-postgres.sh), or why there is none. */
function throwawayPostgres(): { url: string; stop: () => void; cpuMs: () => number } | { skipped: string } {
  const script = join(ROOT, 'server', 'db', 'throwaway-postgres.sh');
  const marker = join(mkdtempSync(join(tmpdir(), 'bench-pg-')), 'datadir');
  try {
    const url = execFileSync('bash', [script, 'start', process.env.BENCH_PG_PORT ?? '55447'], { encoding: 'utf8', env: { ...process.env, PGTMP_FILE: marker }, stdio: ['ignore', 'pipe', 'pipe'] }).trim();
    const dataDir = readFileSync(marker, 'utf8').trim();
    const postmasterPid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return { url, stop: () => execFileSync('bash', [script, 'stop', dataDir], { stdio: 'ignore' }), cpuMs: () => postgresCpuMs(postmasterPid) };
  } catch (error) {
    const stderr = (error as { stderr?: Buffer | string }).stderr?.toString().trim();
    return { skipped: stderr || String(error) };
  }
}

/** Opens (and migrates) `database`, seeds `count` leads, closes it. */
async function prepare(database: DatabaseOptions, product: string, count: number): Promise<void> {
  const db = await openDatabase(database);
  try {
    await seedLeads(db, product, count);
  } finally {
    await db.close();
  }
}

export interface ApiBenchResult {
  readonly runs: ApiRun[];
  readonly targets: ApiTarget[];
}

/** Every scenario on each database asked for, the server run from `bundle`. */
async function benchDatabases(bundle: string, product: string, sizes: readonly number[], options: ApiBenchOptions, log: (line: string) => void): Promise<ApiRun[]> {
  const runs: ApiRun[] = [];
  if (options.databases.includes('embedded')) {
    for (const size of sizes) {
      const dir = mkdtempSync(join(tmpdir(), 'bench-api-pglite-'));
      try {
        const started = Date.now();
        await prepare({ kind: 'pglite', dataDir: dir }, product, size);
        log(`  embedded: ${size.toLocaleString('en')} leads seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        runs.push(...(await benchScenario(bundle, 'embedded', size, { DATA_DIR: dir, DATABASE_URL: '' }, product, options, log)));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  }
  if (options.databases.includes('postgres')) {
    const cluster = throwawayPostgres();
    if ('skipped' in cluster) log(`PostgreSQL: SKIPPED — no throwaway cluster (${cluster.skipped})`);
    else {
      try {
        for (const size of sizes) {
          const name = `bench_${size}`;
          const admin = new pg.Client({ connectionString: cluster.url });
          await admin.connect();
          await admin.query(`CREATE DATABASE ${name}`);
          await admin.end();
          const url = cluster.url.replace(/\/[^/]*$/, `/${name}`);
          const started = Date.now();
          await prepare({ kind: 'postgres', url }, product, size);
          log(`  PostgreSQL: ${size.toLocaleString('en')} leads seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
          runs.push(...(await benchScenario(bundle, 'postgres', size, { DATABASE_URL: url }, product, options, log, cluster.cpuMs)));
        }
      } finally {
        cluster.stop();
      }
    }
  }
  return runs;
}

/** Runs the whole API bench and prints its table and targets through `log`. */
export async function runApiBench(options: ApiBenchOptions, log: (line: string) => void = console.log): Promise<ApiBenchResult> {
  const brand = loadBrand(join(ROOT, 'brands'), BRAND_ID);
  const sizes = [SMALL_LEADS, options.largeLeads];
  log(`Lead API bench: autocannon, ${options.seconds} s per run, ${options.clients.join(' and ')} clients, the server's bundle as its own process, as npm start runs it (brand ${BRAND_ID})`);
  const bundle = await temporaryServerBundle();
  let runs: ApiRun[];
  try {
    runs = await benchDatabases(bundle.file, brand.product, sizes, options, log);
  } finally {
    bundle.remove();
  }
  const targets = apiTargets(runs);
  log('');
  log(`Lead API (autocannon from outside, ${options.seconds} s per run; req/s counts successful answers; server CPU/req: the API process's CPU time per successful answer, the figure a busy machine disturbs least; PostgreSQL CPU/req: the cluster's, which shares the cores)`);
  log(
    table(
      ['database', 'stored leads', 'operation', 'clients', 'req/s', 'p50', 'p99', 'max', 'failed', 'timeouts', 'server CPU/req', 'PostgreSQL CPU/req'],
      runs.map((r) => [r.database === 'embedded' ? 'embedded (PGlite)' : 'PostgreSQL', r.storedLeads.toLocaleString('en'), r.operation, r.clients, r.perSecond, `${r.p50Ms} ms`, `${r.p99Ms} ms`, `${r.maxMs} ms`, r.failed, r.timeouts, `${r.serverCpuMsPerRequest} ms`, Number.isNaN(r.databaseCpuMsPerRequest) ? '–' : `${r.databaseCpuMsPerRequest} ms`]),
    ),
  );
  log('\nLead API targets (issue 14)');
  for (const t of targets) log(`  ${t.met ? 'PASS' : 'FAIL'}  ${t.name} (${t.measured})`);
  if (options.seconds < 20) log(`  (runs of ${options.seconds} s: a smoke run; the issue's figures are 20 s runs)`);
  return { runs, targets };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const options = parseApiBenchArgs(process.argv.slice(2), process.env);
  if (!options.ok) {
    console.error(`bench:api: ${options.error}`);
    process.exit(2);
  }
  const result = await runApiBench(options.value);
  process.exit(result.targets.every((t) => t.met) ? 0 : 1);
}
