/** A row as the drivers return it: jsonb parsed to objects, timestamptz to Date. */
export type Row = Record<string, unknown>;

/** What the routes need of a SQL database; one implementation per driver, the same SQL for both. */
export interface Queryable {
  query<R extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<R[]>;
}

export interface Database extends Queryable {
  /** Which engine answers: the embedded PGlite or a PostgreSQL server. */
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction; it commits when `work` resolves and rolls back when it rejects. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements (no parameters), e.g. a migration file. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
