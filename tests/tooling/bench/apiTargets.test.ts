import { describe, expect, it } from 'vitest';
import { DEFAULT_API_BENCH, SHORT_API_BENCH, apiTargets, parseApiBenchArgs, type ApiRun } from '../../../scripts/bench/apiTargets';

const run = (over: Partial<ApiRun>): ApiRun => ({
  database: 'postgres', storedLeads: 1_000, operation: 'update', clients: 64, seconds: 20, perSecond: 5_000, p50Ms: 5, p99Ms: 20, maxMs: 80, failed: 0, timeouts: 0, serverCpuMsPerRequest: 0.3, databaseCpuMsPerRequest: 0.1, ...over,
});

describe('API bench options', () => {
  it('defaults to the issue\'s runs: 20 s, 8 and 64 clients, both databases, 100,000 leads', () => {
    expect(parseApiBenchArgs([], {})).toEqual({ ok: true, value: DEFAULT_API_BENCH });
    expect(DEFAULT_API_BENCH).toMatchObject({ seconds: 20, clients: [8, 64], largeLeads: 100_000, databases: ['embedded', 'postgres'] });
  });

  it('takes --short, --seconds, --leads and --db, and the variables; arguments win', () => {
    expect(parseApiBenchArgs(['--short'], {})).toEqual({ ok: true, value: SHORT_API_BENCH });
    expect(parseApiBenchArgs(['--api-only', '--seconds', '5', '--db', 'embedded'], { BENCH_API_SECONDS: '9' })).toEqual({ ok: true, value: { ...DEFAULT_API_BENCH, seconds: 5, databases: ['embedded'] } });
    expect(parseApiBenchArgs([], { BENCH_API_LEADS: '5000' })).toEqual({ ok: true, value: { ...DEFAULT_API_BENCH, largeLeads: 5_000 } });
  });

  it('refuses what it does not know, naming it', () => {
    for (const argv of [['--seconds', '0'], ['--seconds'], ['--db', 'mysql'], ['--fast']]) {
      const parsed = parseApiBenchArgs(argv, {});
      expect(parsed.ok).toBe(false);
    }
    expect(parseApiBenchArgs([], { BENCH_API_SECONDS: 'x' }).ok).toBe(false);
  });
});

describe('issue 14 API targets', () => {
  const postgresMet = [run({ operation: 'update', perSecond: 4_000 }), run({ operation: 'create', perSecond: 2_000, p99Ms: 50 })];
  const embeddedMet = [run({ database: 'embedded', operation: 'update', perSecond: 1_500 }), run({ database: 'embedded', operation: 'create', perSecond: 300, maxMs: 1_000 }), run({ database: 'embedded', clients: 8, maxMs: 900 })];

  it('all met at the thresholds themselves', () => {
    const targets = apiTargets([...postgresMet, ...embeddedMet]);
    expect(targets.map((t) => t.name)).toHaveLength(6);
    expect(targets.filter((t) => !t.met)).toEqual([]);
  });

  it.each([
    ['PostgreSQL updates', run({ operation: 'update', perSecond: 3_999 }), 'PostgreSQL updates'],
    ['PostgreSQL creates', run({ operation: 'create', perSecond: 1_999 }), 'PostgreSQL creates'],
    ['PostgreSQL p99', run({ operation: 'create', perSecond: 2_500, p99Ms: 51 }), 'PostgreSQL p99'],
  ])('%s just past the line fails that target only', (_label, changed, failing) => {
    const runs = [...postgresMet.filter((r) => r.operation !== changed.operation), changed];
    expect(apiTargets(runs).filter((t) => !t.met).map((t) => t.name)).toEqual([expect.stringContaining(failing)]);
  });

  it('embedded: one failed or timed-out request at 64 clients, a slow request at any count, or 1,499 updates/s fail', () => {
    const failing = (runs: ApiRun[]) => apiTargets(runs).filter((t) => !t.met).map((t) => t.name);
    expect(failing([...embeddedMet.slice(1), run({ database: 'embedded', operation: 'update', perSecond: 1_499 })])).toEqual([expect.stringContaining('embedded updates')]);
    expect(failing([...embeddedMet, run({ database: 'embedded', operation: 'create', timeouts: 1, perSecond: 10 })])).toEqual([expect.stringContaining('no failed or timed-out')]);
    expect(failing([...embeddedMet, run({ database: 'embedded', clients: 8, maxMs: 1_001 })])).toEqual([expect.stringContaining('no request over 1 s')]);
  });

  it('judges each stored size on its own', () => {
    const large = postgresMet.map((r) => ({ ...r, storedLeads: 100_000, perSecond: 10 }));
    const failed = apiTargets([...postgresMet, ...large]).filter((t) => !t.met).map((t) => t.name);
    expect(failed).toHaveLength(2);
    expect(failed.every((name) => name.includes('100,000 leads'))).toBe(true);
  });
});
