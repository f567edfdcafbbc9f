import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadBrand } from '../../server/loadBrand';
import { DataDirInUse, LOCK_FILE, lockDataDir } from '../../server/db/dataDirLock';
import { startServerProcess, type ServerProcess } from './support/serverProcess';
import { bundledServerArgs } from '../support/testServerFlags';

const ROOT = join(import.meta.dirname, '..', '..');
const brand = loadBrand(join(ROOT, 'brands'), 'es-vehicle');
const dirs: string[] = [];
const tempDir = (label: string): string => {
  const dir = mkdtempSync(join(tmpdir(), `lock-${label}-`));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A pid that ran on this host and is gone now. */
const deadPid = (): number => {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
};

describe('the lock on an embedded database folder (server/db/dataDirLock.ts)', () => {
  it('a second lock in the same process is refused, and the released folder can be taken again', () => {
    const dir = tempDir('same');
    const first = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUse);
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${process.pid}`);
    first.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir).release();
  });

  it('a lock whose process is gone is stale and taken over; one from another host is not', () => {
    const dir = tempDir('stale');
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: deadPid(), host: hostname(), since: '2026-01-01T00:00:00.000Z' }));
    const taken = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    taken.release();
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: deadPid(), host: 'another-host', since: '2026-01-01T00:00:00.000Z' }));
    expect(() => lockDataDir(dir)).toThrow('on another-host');
  });

  it('release leaves a lock that is no longer this process’s alone', () => {
    const dir = tempDir('release');
    const taken = lockDataDir(dir);
    const other = JSON.stringify({ pid: 1, host: hostname(), since: 'x' });
    writeFileSync(join(dir, LOCK_FILE), other);
    taken.release();
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(other);
  });
});

/** The server (the run's bundle, as startServerProcess runs it) on `dataDir`, expected to stop at start: its exit code and error output. */
function startExpectingRefusal(dataDir: string): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, bundledServerArgs(inject('serverBundle')), {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', BRAND: 'es-vehicle', DATA_DIR: dataDir, DATABASE_URL: '', DIST_DIR: join(tmpdir(), 'no-dist-for-api-tests') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
}

const stop = async (server: ServerProcess, signal: NodeJS.Signals): Promise<void> => {
  server.child.kill(signal);
  await server.exited;
};

/**
 * Issue 22 "Smaller": two server processes on one embedded-database folder both started, and after a restart the
 * leads written through the first were gone. Now the second stops at start, naming the first, and nothing is lost.
 */
describe('two server processes on one DATA_DIR', () => {
  it('the second stops at start with a clear message; the first keeps serving; every lead survives a restart and a SIGKILL', async () => {
    // An empty folder, as the first `npm start` on a machine finds it: the one API test whose server runs initdb itself.
    const dataDir = tempDir('processes');
    const first = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const created = await fetch(`${first.api}/v2/lead`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ product: brand.product, amount: brand.loan.amount.default, period: brand.loan.period.default, generalPolicies: true, contactDetails: { email: 'lock@example.com', phoneNumber: '+34612345678' } }),
    });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { id: string }).id;
    const cookie = created.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const status = async (api: string) => (await fetch(`${api}/lead/status/${id}`, { headers: { Cookie: cookie } })).status;

    const second = await startExpectingRefusal(dataDir);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`The embedded database in ${dataDir} is in use by process ${first.child.pid}`);
    expect(second.stderr).toContain('DATABASE_URL');
    expect(await status(first.api)).toBe(200);

    await stop(first, 'SIGTERM');
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    const restarted = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(await status(restarted.api)).toBe(200);

    // Killed without a chance to remove its lock: the next start finds the process gone and takes the folder.
    await stop(restarted, 'SIGKILL');
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: restarted.child.pid });
    const afterKill = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(await status(afterKill.api)).toBe(200);
    await stop(afterKill, 'SIGTERM');
  }, 180_000);
});
