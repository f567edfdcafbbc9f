/**
 * Profiles the lead API under one burst (issue 14 item 3): starts server/main.ts as the bench does, with
 * `--cpu-prof`, on the embedded database or a throwaway PostgreSQL, seeds `--leads` leads, runs autocannon for
 * `--seconds` with `--clients` of one `--op` (create|update), stops the server and prints the top self-time functions.
 * `node --import tsx scripts/bench/profileApi.ts --db postgres --op update [--seconds 5] [--clients 64] [--leads 1000] [--out DIR]`
 */
import { spawn, execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadBrand } from '../../server/loadBrand';
import { openDatabase, type DatabaseOptions } from '../../server/db/openDatabase';
import { postgresCpuMs, seededLeadId, seededLeadToken, seedLeads } from './api';
import { cliOption } from './cliOption';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..');
const dbKind = cliOption('db', 'postgres');
const op = cliOption('op', 'update');
const seconds = Number(cliOption('seconds', '5'));
const clients = Number(cliOption('clients', '64'));
const leads = Number(cliOption('leads', '1000'));
const out = cliOption('out', mkdtempSync(join(tmpdir(), 'api-prof-')));
const brand = loadBrand(join(ROOT, 'brands'), 'es-vehicle');

interface Frame { callFrame: { functionName: string; url: string; lineNumber: number }; id: number; hitCount?: number; children?: number[] }

/** Top self-time functions of a .cpuprofile. */
function summarise(file: string): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: Frame[]; samples: number[]; timeDeltas: number[] };
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byName = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const t = self.get(node.id) ?? 0;
    total += t;
    const url = node.callFrame.url.replace(/^.*node_modules\//, '').replace(`file://${ROOT}/`, '');
    const key = `${node.callFrame.functionName || '(anon)'} ${url}:${node.callFrame.lineNumber + 1}`;
    byName.set(key, (byName.get(key) ?? 0) + t);
  }
  const idle = [...byName].filter(([k]) => k.startsWith('(idle)')).reduce((s, [, t]) => s + t, 0);
  console.log(`busy ${((total - idle) / 1000).toFixed(0)} ms of ${(total / 1000).toFixed(0)} ms sampled`);
  for (const [name, t] of [...byName].filter(([k]) => !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, 40)) {
    console.log(`${((100 * t) / (total - idle)).toFixed(1).padStart(5)}%  ${(t / 1000).toFixed(0).padStart(6)} ms  ${name}`);
  }
}

if (process.argv.includes('--summarise')) {
  summarise(cliOption('summarise', ''));
  process.exit(0);
}

let stopPg = (): void => undefined;
/** Lines of the PostgreSQL log that tell of lock trouble (deadlocks the group commit's batches must not cause). */
let postgresLockErrors = (): number => 0;
/** The PostgreSQL postmaster's pid (its children are the backends), when the run is on PostgreSQL. */
let postmasterPid: number | null = null;
let database: DatabaseOptions;
let env: Record<string, string>;
const dir = mkdtempSync(join(tmpdir(), 'api-prof-db-'));
if (dbKind === 'postgres') {
  const marker = join(dir, 'marker');
  const url = execFileSync('bash', [join(ROOT, 'server/db/throwaway-postgres.sh'), 'start', '55491'], { encoding: 'utf8', env: { ...process.env, PGTMP_FILE: marker } }).trim();
  const dataDir = readFileSync(marker, 'utf8').trim();
  stopPg = () => execFileSync('bash', [join(ROOT, 'server/db/throwaway-postgres.sh'), 'stop', dataDir]);
  postgresLockErrors = () => readFileSync(join(dataDir, '..', 'server.log'), 'utf8').split('\n').filter((line) => /deadlock detected|cannot affect row a second time/.test(line)).length;
  postmasterPid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  database = { kind: 'postgres', url };
  env = { DATABASE_URL: url };
} else {
  database = { kind: 'pglite', dataDir: dir };
  env = { DATA_DIR: dir, DATABASE_URL: '' };
}
try {
  const db = await openDatabase(database);
  await seedLeads(db, brand.product, leads);
  await db.close();
  const profiling = !process.argv.includes('--no-prof');
  const child = spawn(process.execPath, [...(profiling ? ['--cpu-prof', `--cpu-prof-dir=${out}`] : []), '--import', 'tsx', join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', FUNNEL_TEST_MODE: '1', BRAND: 'es-vehicle', MAX_CONNECTIONS_PER_CLIENT: '10000', DIST_DIR: join(tmpdir(), 'bench-api-no-dist'), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [origin, apiBase] = await new Promise<[string, string]>((resolve) => {
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const m = /on (http:\/\/[^/\s]+).* API (\S+)/.exec(text);
      if (m) resolve([m[1] as string, m[2] as string]);
    });
  });
  let n = 0;
  const tag = randomUUID().slice(0, 8);
  const body = () => {
    const i = n++;
    if (op === 'create') return { headers: { 'content-type': 'application/json', 'idempotency-key': `p-${tag}-${i}` }, body: JSON.stringify({ product: brand.product, amount: 2500, period: 60, sessionId: randomUUID(), generalPolicies: true, contactDetails: { email: `bench${i}@example.com`, phoneNumber: '+34612345678', marketingConsents: false } }) };
    const lead = 1 + Math.floor(Math.random() * leads);
    return { headers: { 'content-type': 'application/json', cookie: `lead_session=${seededLeadToken(lead)}` }, body: JSON.stringify({ id: seededLeadId(lead), product: brand.product, personalDetails: { firstName: 'Ana', lastName: `López ${i % 1000}` }, incomeDetails: { monthlyIncome: 1500 + (i % 100) } }) };
  };
  const request = { method: op === 'create' ? 'POST' : 'PUT', path: `${apiBase}${op === 'create' ? '/v2/lead' : '/v3/lead'}`, setupRequest: (r: object) => ({ ...r, ...body() }) } as const;
  await autocannon({ url: origin, connections: 8, duration: 2, requests: [request] });
  const cpu = (): [number, number] => {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return [Number(fields[11]) * 10, Number(fields[12]) * 10];
  };
  const before = cpu();
  const postgresCpu = (): number => (postmasterPid === null ? 0 : postgresCpuMs(postmasterPid));
  const pgBefore = postgresCpu();
  const benchBefore = process.cpuUsage();
  const result = await autocannon({ url: origin, connections: clients, duration: seconds, timeout: 10, requests: [request] });
  const after = cpu();
  const benchCpu = process.cpuUsage(benchBefore);
  const pgMs = postgresCpu() - pgBefore;
  const answered = result.requests.total;
  console.log(`${dbKind} ${op} ×${clients}: ${Math.round(result.requests.average)}/s p99 ${result.latency.p99} ms, max ${result.latency.max} ms, codes ${JSON.stringify(Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([k, v]) => [k, v.count])))}; server CPU/request user ${((after[0] - before[0]) / answered).toFixed(3)} ms, system ${((after[1] - before[1]) / answered).toFixed(3)} ms`);
  // Where the 2 cores go per request: the API, PostgreSQL and the load generator (autocannon, this process).
  const perRequest = (ms: number): string => (ms / answered).toFixed(3);
  if (postmasterPid !== null) console.log(`PostgreSQL log: ${postgresLockErrors()} deadlock or double-upsert errors (a batch that fails runs again one write at a time)`);
  console.log(`CPU ms/request: API ${perRequest(after[0] + after[1] - before[0] - before[1])}${postmasterPid === null ? '' : `, PostgreSQL ${perRequest(pgMs)}`}, autocannon ${perRequest((benchCpu.user + benchCpu.system) / 1000)}`);
  await new Promise<void>((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
  // The main thread's profile is the largest (tsx's loader thread writes one too).
  const file = !profiling ? undefined : readdirSync(out).filter((f) => f.endsWith('.cpuprofile')).sort((a, b) => statSync(join(out, b)).size - statSync(join(out, a)).size)[0];
  if (file) {
    console.log(`profile ${join(out, file)}`);
    summarise(join(out, file));
  }
} finally {
  stopPg();
  rmSync(dir, { recursive: true, force: true });
}
