import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { bundledServerArgs } from '../../support/testServerFlags';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The server as its own process, run from this tree's bundle as `npm start` runs it (tests/api/support/serverBundle.ts), so a test can kill it without killing itself. */
export interface ServerProcess {
  /** e.g. http://127.0.0.1:41234/api */
  readonly api: string;
  readonly child: ChildProcess;
  /** Waits for the process to be gone. */
  readonly exited: Promise<void>;
}

/** Starts the server in test mode on a free loopback port with `env` (DATA_DIR or DATABASE_URL) and waits for its URL. */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, bundledServerArgs(inject('serverBundle')), {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', FUNNEL_TEST_MODE: '1', BRAND: 'es-vehicle', MAX_CONNECTIONS_PER_CLIENT: '1000', DIST_DIR: join(tmpdir(), 'no-dist-for-api-tests'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within 60 s: ${errors}`));
    }, 60_000);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited before listening: ${errors}`));
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /on (http:\/\/[^/\s]+).* API (\S+)/.exec(out);
      if (!match) return;
      clearTimeout(timer);
      resolve({ api: `${match[1]}${match[2]}`, child, exited });
    });
  });
}

/** A throwaway PostgreSQL cluster (server/db/throwaway-postgres.sh) when its binaries are installed, else null. */
export function startThrowawayPostgres(port: number): { url: string; stop: () => void } | null {
  const binaries = existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').some((v) => existsSync(join('/usr/lib/postgresql', v, 'bin', 'initdb')));
  if (!binaries) return null;
  const script = join(ROOT, 'server', 'db', 'throwaway-postgres.sh');
  const markerDir = mkdtempSync(join(tmpdir(), 'api-pg-'));
  const marker = join(markerDir, 'datadir');
  const url = execFileSync('bash', [script, 'start', String(port)], { encoding: 'utf8', env: { ...process.env, PGTMP_FILE: marker }, stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  const dataDir = readFileSync(marker, 'utf8').trim();
  return {
    url,
    stop: () => {
      execFileSync('bash', [script, 'stop', dataDir], { stdio: 'ignore' });
      rmSync(markerDir, { recursive: true, force: true });
    },
  };
}
