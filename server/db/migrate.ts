import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './Database';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies the SQL files of server/db/migrations in name order, each once, each in a transaction, on either engine.
 * An advisory lock serialises servers starting together on one PostgreSQL schema.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  for (const name of files) {
    const sql = readFileSync(join(dir, name), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext(current_schema() || '.migrations'))`);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (done.length > 0) return false;
      // Statements of one file run one by one so the same text works on both drivers' extended protocol.
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return true;
    });
    if (ran) applied.push(name);
  }
  return applied;
}

/** Splits a migration file on `;` at line ends, dropping `--` comment lines (the files hold no procedural code). */
export function splitStatements(sql: string): string[] {
  return sql
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
