import pg from 'pg';
import type { Database, Queryable, Row } from './Database';

/** Name of a schema a caller may isolate itself in (tests use one per file). */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * A PostgreSQL server, used when DATABASE_URL is set. `schema`, when given, is created if missing and put
 * first on every connection's search_path, so parallel test files sharing one server do not collide.
 */
export async function openPostgresDatabase(connectionString: string, options: { schema?: string; poolSize?: number } = {}): Promise<Database> {
  const { schema } = options;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  if (schema) {
    const admin = new pg.Client({ connectionString });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const asQueryable = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<R extends Row>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<R>(sql, [...params]);
      return result.rows;
    },
  });
  return {
    kind: 'postgres',
    ...asQueryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await work(asQueryable(client));
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
