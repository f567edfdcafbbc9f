import type { Database } from './Database';
import { migrate } from './migrate';
import { openPgliteDatabase } from './PgliteDatabase';
import { openPostgresDatabase } from './PostgresDatabase';

/** Where the data lives: the embedded engine in a directory, or a PostgreSQL server (optionally in one schema). */
export type DatabaseOptions =
  | { readonly kind: 'pglite'; readonly dataDir: string }
  | { readonly kind: 'postgres'; readonly url: string; readonly schema?: string; readonly poolSize?: number };

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const db =
    options.kind === 'pglite'
      ? await openPgliteDatabase(options.dataDir)
      : await openPostgresDatabase(options.url, {
          ...(options.schema !== undefined ? { schema: options.schema } : {}),
          ...(options.poolSize !== undefined ? { poolSize: options.poolSize } : {}),
        });
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
