import type { BrandConfig } from '../domain/brand/BrandConfigSchema';
import type { CodeSender } from './codes/CodeSender';
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
  /** Where {lng}/{ns}.json live: the repository's locales/ and any a build adds (server/contentFolders.ts), each laid over the one before. */
  readonly localesDirs: readonly string[];
  /**
   * Test mode (FUNNEL_TEST_MODE=1, createServer's `testMode`; never a brand file): the test endpoints, the test
   * identities and their fixed code exist only then.
   */
  readonly testMode: boolean;
  /** Where one-time codes go (server/codes/CodeSender.ts); default LoggingCodeSender, which logs the masked destination. */
  readonly codeSender: CodeSender;
  /** Where the server's log lines go (one line each, no personal data); default console.error. */
  readonly log?: (line: string) => void;
}
