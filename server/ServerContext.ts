import type { BrandConfig } from '../domain/brand/BrandConfigSchema';
import type { Database } from './db/Database';
import type { DecisionConfig } from './decision/DecisionConfig';

/** What every route needs: the brand it serves, its database, its decision settings and the time. */
export interface ServerContext {
  readonly brand: BrandConfig;
  readonly db: Database;
  readonly decision: DecisionConfig;
  /** The current time; injected so tests can fix it. */
  readonly now: () => Date;
  /** API base path, e.g. `/api`. */
  readonly apiBase: string;
  /** Where {lng}/{ns}.json live: the repository's locales/ and any a build adds (server/contentFolders.ts), first match wins. */
  readonly localesDirs: readonly string[];
  /** Test endpoints served: set only by the explicit test mode of createServer, never by a brand file. */
  readonly testMode: boolean;
  /** Where the server's log lines go (one line each, no personal data); default console.error. */
  readonly log?: (line: string) => void;
}
