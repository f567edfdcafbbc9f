import pg from 'pg';
import type { Database, Queryable, Row } from './Database';

/** Distinct statement texts prepared by name; the SQL of the server is a fixed set far below it. */
const MAX_PREPARED = 500;

/** Connections per server process: enough to keep PostgreSQL busy on a few cores while requests wait on the network. */
export const DEFAULT_POOL_SIZE = 16;

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
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  // Named (prepared) statements: each connection parses and plans a statement once, then only binds and executes it.
  const names = new Map<string, string>();
  const statement = (sql: string, params: readonly unknown[]): pg.QueryConfig => {
    let name = names.get(sql);
    if (name === undefined && names.size < MAX_PREPARED) {
      name = `s${names.size}`;
      names.set(sql, name);
    }
    return { text: sql, values: [...params], ...(name !== undefined ? { name } : {}) };
  };
  const asQueryable = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<R extends Row>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<R>(statement(sql, params));
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
