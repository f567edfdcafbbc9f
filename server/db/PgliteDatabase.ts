import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, Row } from './Database';
import { lockDataDir } from './dataDirLock';
import { inlineParameters } from './sqlLiterals';

/** Most statements sent in one call: enough to carry a burst of 64 clients, small enough to keep a call short. */
const MAX_BATCH = 128;

type Job =
  | { readonly kind: 'statement'; readonly sql: string; readonly resolve: (rows: Row[]) => void; readonly reject: (error: unknown) => void }
  | { readonly kind: 'exclusive'; readonly run: () => Promise<void> };

/**
 * The engine's buffer pool. PostgreSQL's default (128 MB, written by initdb) is WebAssembly memory zeroed at every
 * open: about 0.9 s of CPU per start on a 2-core machine, half of an open, and 128 MB of memory. The reference API's
 * leads fit many times over in 16 MB (2,048 pages of 8 KB), and a page not held there is read back from the folder.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * The embedded database: PostgreSQL compiled to WebAssembly, persisted in `dataDir` ("embedded database by
 * default"), held by one process (a lock file, dataDirLock.ts). It has one connection and runs on this thread, and each call into it costs far more than the statement
 * itself, so every access goes through one queue (issue 14 item 3):
 * - plain statements (`query`) waiting together run as one simple-query call, their parameters written in as literals
 *   (sqlLiterals.ts). One call is one implicit transaction, so the batch commits once (group commit) and each caller
 *   is answered only after that commit; if any statement fails, the batch rolls back whole and its statements run
 *   again one by one, so a failure reaches only its own caller;
 * - transactions and scripts (`transaction`, `exec`) run alone, in queue order.
 */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  // One process per folder, taken before the engine touches a file (dataDirLock.ts); released when it is closed.
  const lock = lockDataDir(dataDir);
  let db: PGlite;
  try {
    db = await PGlite.create(dataDir, { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`] });
    // Literals are safe only with backslashes taken as plain characters (sqlLiterals.ts).
    const setting = await db.query<{ standard_conforming_strings: string }>('SHOW standard_conforming_strings');
    if (setting.rows[0]?.standard_conforming_strings !== 'on') throw new Error('standard_conforming_strings must be on');
  } catch (error) {
    lock.release();
    throw error;
  }

  const jobs: Job[] = [];
  let draining = false;

  const runOne = async (job: Extract<Job, { kind: 'statement' }>): Promise<void> => {
    try {
      const results = await db.exec(job.sql);
      job.resolve((results[0]?.rows ?? []) as Row[]);
    } catch (error) {
      job.reject(error);
    }
  };

  const runBatch = async (batch: Array<Extract<Job, { kind: 'statement' }>>): Promise<void> => {
    if (batch.length === 1) return runOne(batch[0] as Extract<Job, { kind: 'statement' }>);
    let results: Awaited<ReturnType<PGlite['exec']>> | null = null;
    try {
      results = await db.exec(batch.map((job) => job.sql).join(';\n'));
    } catch {
      // Rolled back whole: each statement again on its own, so only the failing one fails.
    }
    if (results && results.length === batch.length) {
      batch.forEach((job, i) => job.resolve((results[i]?.rows ?? []) as Row[]));
      return;
    }
    for (const job of batch) await runOne(job);
  };

  const drain = async (): Promise<void> => {
    draining = true;
    try {
      // Let the requests already read off the sockets enqueue their statements first, so they share the call.
      await nextTurn();
      while (jobs.length > 0) {
        const head = jobs[0] as Job;
        if (head.kind === 'exclusive') {
          jobs.shift();
          await head.run();
        } else {
          const batch: Array<Extract<Job, { kind: 'statement' }>> = [];
          while (batch.length < MAX_BATCH && jobs[0]?.kind === 'statement') batch.push(jobs.shift() as Extract<Job, { kind: 'statement' }>);
          await runBatch(batch);
        }
        if (jobs.length > 0) await nextTurn();
      }
    } finally {
      draining = false;
    }
  };

  const enqueue = (job: Job): void => {
    jobs.push(job);
    if (!draining) void drain();
  };

  const exclusive = <T>(work: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => enqueue({ kind: 'exclusive', run: () => work().then(resolve, reject) }));

  const inTransaction = (tx: Pick<PGlite, 'query'>): Queryable => ({
    async query<R extends Row>(sql: string, params: readonly unknown[] = []) {
      const result = await tx.query<R>(sql, [...params]);
      return result.rows;
    },
  });

  return {
    kind: 'pglite',
    query: <R extends Row>(sql: string, params: readonly unknown[] = []) =>
      new Promise<R[]>((resolve, reject) => {
        let text: string;
        try {
          text = inlineParameters(sql, params);
        } catch (error) {
          reject(error);
          return;
        }
        enqueue({ kind: 'statement', sql: text, resolve: resolve as (rows: Row[]) => void, reject });
      }),
    transaction: (work) => exclusive(() => db.transaction((tx) => work(inTransaction(tx)))),
    exec: (sql) =>
      exclusive(async () => {
        await db.exec(sql);
      }),
    close: () =>
      exclusive(async () => {
        try {
          await db.close();
        } finally {
          lock.release();
        }
      }),
  };
}
