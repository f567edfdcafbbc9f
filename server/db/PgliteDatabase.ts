import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, Row } from './Database';

/**
 * The embedded database: PostgreSQL compiled to WebAssembly, persisted in `dataDir` ("embedded database by
 * default"). One connection, so statements and transactions run one at a time, in order.
 */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  const asQueryable = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<R extends Row>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<R>(sql, [...params]);
      return result.rows;
    },
  });
  return {
    kind: 'pglite',
    ...asQueryable(db),
    transaction: (work) => db.transaction((tx) => work(asQueryable(tx))),
    exec: async (sql) => {
      await db.exec(sql);
    },
    close: () => db.close(),
  };
}
