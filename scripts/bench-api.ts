/**
 * Lead API benchmark: lead-create and lead-update throughput and p50/p99 latency over loopback HTTP with
 * 1, 8 and 64 concurrent clients, for the embedded database and PostgreSQL (DATABASE_URL / TEST_DATABASE_URL, or a
 * throwaway local cluster when PostgreSQL binaries exist). Bounded: each phase stops at MAX_REQUESTS or MAX_MS.
 * Run alone: `node --import tsx scripts/bench-api.ts`; scripts/bench.ts may import `runApiBench`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { BrandConfigSchema, type BrandConfig } from '../domain/brand/BrandConfigSchema';
import { loadBrand } from '../server/loadBrand';
import { createServer } from '../server/createServer';
import type { DatabaseOptions } from '../server/db/openDatabase';

const CONCURRENCY = [1, 8, 64] as const;
const MAX_REQUESTS = 2000;
const MAX_MS = 5000;
const ROOT = join(fileURLToPath(import.meta.url), '..', '..');

export interface BenchRow {
  readonly database: string;
  readonly operation: 'create' | 'update';
  readonly clients: number;
  readonly requests: number;
  readonly errors: number;
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
}

/** The brand to bench with: brands/es-vehicle when present, else a minimal valid Spanish brand. */
function benchBrand(): BrandConfig {
  try {
    return loadBrand(join(ROOT, 'brands'), 'es-vehicle');
  } catch {
    return v.parse(BrandConfigSchema, {
      id: 'bench', name: 'Bench', product: 'bench-loan', country: 'ES', locale: 'es', intlLocale: 'es-ES', currency: 'EUR',
      environmentType: 'test', pageData: { footerText: 'Bench' }, logos: { logoHeader: 'l.svg', logoFooter: 'l.svg' },
      styles: 'theme.css', favicon: 'f.svg', flowId: 'es-vehicle', flow: ['initial-details', 'name', 'pep-details'],
      loan: { amount: { default: 2500, min: 1000, max: 20000, step: 100 }, period: { default: 60, min: 12, max: 96, step: 1, scale: 'months' }, nominalAnnualRate: 0.08, openingFeeRate: 0.02 },
      limits: { overdueDebtMax: 1000, totalDebt: { min: 0, max: 500000 } }, affiliateExpiryHours: 480, staticAffiliateNames: [],
      clickIdExpiryMilliseconds: 7776000000, applicationDataExpiryMilliseconds: 86400000, offerExpirationHours: 24,
      accumulatedOffersShown: true, sessionRecording: { enabled: false, logPercentage: 100, retargetingLogging: true, abandonmentLogging: true },
      consent: { mode: 'banner' }, tracking: {}, apiBaseUrl: '/api', translationsPath: '/api/translations/{{lng}}/{{ns}}.json',
      policiesPath: '/api/policies', partnerOrigins: ['https://partner.example'], parentOrigins: [], captcha: { provider: 'local-test' },
    });
  }
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Runs `clients` loops of `request` until MAX_REQUESTS are done or MAX_MS pass. */
async function phase(clients: number, request: (i: number) => Promise<boolean>): Promise<{ latencies: number[]; errors: number; ms: number }> {
  const latencies: number[] = [];
  let errors = 0;
  let issued = 0;
  const start = performance.now();
  const deadline = start + MAX_MS;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (issued < MAX_REQUESTS && performance.now() < deadline) {
        const i = issued++;
        const t0 = performance.now();
        const ok = await request(i).catch(() => false);
        latencies.push(performance.now() - t0);
        if (!ok) errors++;
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), errors, ms: performance.now() - start };
}

async function benchDatabase(name: string, database: DatabaseOptions, brand: BrandConfig): Promise<BenchRow[]> {
  const server = await createServer({ brand, database, distDir: join(tmpdir(), 'no-dist'), onError: () => undefined, testMode: true, clientLimits: { maxConnectionsPerClient: 10_000 } }); // every bench client is 127.0.0.1
  const { url } = await server.listen(0, '127.0.0.1');
  const api = `${url}${server.context.apiBase}`;
  const rows: BenchRow[] = [];
  try {
    for (const clients of CONCURRENCY) {
      const ids: string[] = [];
      const created = await phase(clients, async (i) => {
        const r = await fetch(`${api}/v2/lead`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `bench-${name.replace(/[^A-Za-z0-9]+/g, '-')}-${clients}-${i}-${process.pid}` },
          body: JSON.stringify({ product: brand.product, amount: 2500, period: 60, contactDetails: { email: `bench${i}@example.com`, phoneNumber: '+34612345678' } }),
        });
        const body = (await r.json()) as { id?: string };
        if (body.id) ids.push(body.id);
        return r.status === 201;
      });
      rows.push(row(name, 'create', clients, created));
      if (ids.length === 0) continue;
      const updated = await phase(clients, async (i) => {
        const r = await fetch(`${api}/v3/lead`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ id: ids[i % ids.length], product: brand.product, personalDetails: { firstName: 'Ana', lastName: `López ${i}` }, incomeDetails: { monthlyIncome: 1500 + (i % 100) } }),
        });
        await r.arrayBuffer();
        return r.status === 200;
      });
      rows.push(row(name, 'update', clients, updated));
    }
  } finally {
    await server.close();
  }
  return rows;
}

const row = (database: string, operation: 'create' | 'update', clients: number, r: { latencies: number[]; errors: number; ms: number }): BenchRow => ({
  database,
  operation,
  clients,
  requests: r.latencies.length,
  errors: r.errors,
  perSecond: Math.round((r.latencies.length / r.ms) * 1000),
  p50Ms: Number(percentile(r.latencies, 50).toFixed(1)),
  p99Ms: Number(percentile(r.latencies, 99).toFixed(1)),
});

/** A PostgreSQL to bench against: the configured one, or a throwaway local cluster (stopped by `stop`). */
function postgresTarget(): { url: string; stop: () => void } | null {
  const configured = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (configured) return { url: configured, stop: () => undefined };
  const script = join(ROOT, 'server', 'db', 'throwaway-postgres.sh');
  const marker = join(mkdtempSync(join(tmpdir(), 'bench-pg-')), 'datadir');
  try {
    const url = execFileSync('bash', [script, 'start', process.env.BENCH_PG_PORT ?? '55439'], { encoding: 'utf8', env: { ...process.env, PGTMP_FILE: marker }, stdio: ['ignore', 'pipe', 'pipe'] }).trim();
    const dataDir = readFileSync(marker, 'utf8').trim();
    return { url, stop: () => execFileSync('bash', [script, 'stop', dataDir], { stdio: 'ignore' }) };
  } catch {
    return null;
  }
}

export async function runApiBench(log: (line: string) => void = console.log): Promise<BenchRow[]> {
  const brand = benchBrand();
  const rows: BenchRow[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  try {
    rows.push(...(await benchDatabase('embedded (PGlite)', { kind: 'pglite', dataDir: dir }, brand)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const pg = postgresTarget();
  if (pg) {
    try {
      rows.push(...(await benchDatabase('PostgreSQL', { kind: 'postgres', url: pg.url, schema: `bench_${process.pid}`, poolSize: 20 }, brand)));
    } finally {
      pg.stop();
    }
  } else {
    log('PostgreSQL: skipped (no DATABASE_URL/TEST_DATABASE_URL and no local binaries)');
  }
  log(`Lead API on loopback (each phase ≤ ${MAX_REQUESTS} requests or ${MAX_MS} ms)`);
  log(['database', 'operation', 'clients', 'requests', 'errors', 'req/s', 'p50 ms', 'p99 ms'].map((h) => h.padEnd(18)).join(''));
  for (const r of rows) {
    log([r.database, r.operation, r.clients, r.requests, r.errors, r.perSecond, r.p50Ms, r.p99Ms].map((c) => String(c).padEnd(18)).join(''));
  }
  return rows;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await runApiBench();
  process.exit(0);
}
