import { rmSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../../server/db/Database';
import { openDatabase } from '../../../server/db/openDatabase';
import type { DatabaseOptions } from '../../../server/db/openDatabase';
import { freshPgliteDir } from '../../support/pgliteTemplate';

/** A database the suite runs against: the embedded one always, PostgreSQL when TEST_DATABASE_URL is set (CI). */
export interface TestDatabase {
  readonly name: 'pglite' | 'postgres';
  /** Fresh, isolated storage for one test file: a temp directory or a new schema. */
  fresh(label: string): { options: DatabaseOptions; cleanup: () => Promise<void> };
}

let counter = 0;
const unique = (label: string): string => `${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${process.pid}_${Date.now().toString(36)}_${counter++}`;

const pglite: TestDatabase = {
  name: 'pglite',
  fresh(label) {
    const dir = freshPgliteDir(`lead-api-${label}-`);
    return { options: { kind: 'pglite', dataDir: dir }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  },
};

const postgres = (url: string): TestDatabase => ({
  name: 'postgres',
  fresh(label) {
    // One schema per test file, so files running in parallel on one server do not collide; dropped afterwards.
    const schema = `t_${unique(label)}`.slice(0, 63);
    const cleanup = async (): Promise<void> => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await client.end();
      }
    };
    return { options: { kind: 'postgres', url, schema, poolSize: 10 }, cleanup };
  },
});

/** The databases of this run, for `describe.each`. */
export const TEST_DATABASES: readonly TestDatabase[] = [pglite, ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : [])];

/**
 * A fresh database of `database` for the calling test file: opened before its tests (beforeAll), closed and removed
 * after (afterAll). The returned Database forwards to it, so it can be used as a constant in the file's tests.
 */
export function databaseForFile(database: TestDatabase, label: string): Database {
  let opened: Database | undefined;
  let cleanup: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const fresh = database.fresh(label);
    cleanup = fresh.cleanup;
    opened = await openDatabase(fresh.options);
  }, 60_000);
  afterAll(async () => {
    await opened?.close();
    await cleanup();
  });
  const current = (): Database => {
    if (!opened) throw new Error(`the ${label} database is not open (used outside the file's tests)`);
    return opened;
  };
  return {
    get kind() {
      return current().kind;
    },
    query: (sql, params) => current().query(sql, params),
    transaction: (work) => current().transaction(work),
    exec: (sql) => current().exec(sql),
    close: async () => undefined,
  };
}
