import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_BODY_BYTES } from '../domain/api/ApiErrorResponse';
import type { BrandConfig } from '../domain/brand/BrandConfigSchema';
import type { CodeSender } from './codes/CodeSender';
import { LoggingCodeSender } from './codes/LoggingCodeSender';
import type { Database } from './db/Database';
import { openDatabase, type DatabaseOptions } from './db/openDatabase';
import { decisionConfigFor, type DecisionConfig } from './decision/DecisionConfig';
import { apiError } from './http/apiResponses';
import { DEFAULT_CLIENT_LIMITS, httpServerOptions, limitConnectionsPerClient, type ClientLimits } from './http/clientLimits';
import { API_CONTENT_SECURITY_POLICY } from './http/contentSecurityPolicy';
import { frontendRoutes } from './http/frontendRoutes';
import { jsonOnly } from './http/jsonOnly';
import { isLeadRouteRequest } from './http/leadGuard';
import { DEFAULT_RETENTION, startRetentionSweeps, type RetentionOptions } from './leads/leadRetention';
import { originCheck } from './http/originCheck';
import { refuseUnreadableBodies } from './http/readJsonBody';
import { securityHeaders } from './http/securityHeaders';
import { serverErrorLine } from './http/serverLog';
import { bankRoutes } from './routes/bankRoutes';
import { brandPathRoutes, contentRoutes } from './routes/contentRoutes';
import { customerRoutes } from './routes/customerRoutes';
import { leadRoutes } from './routes/leadRoutes';
import { lookupRoutes } from './routes/lookupRoutes';
import { mobileRoutes } from './routes/mobileRoutes';
import { offerRoutes } from './routes/offerRoutes';
import { partnerRoutes } from './routes/partnerRoutes';
import { analyticsRoutes, capturesAnalytics, withCapturedAnalytics } from './routes/analyticsRoutes';
import { isDocumentUpload, uploadRoutes } from './routes/uploadRoutes';
import type { ServerContext } from './ServerContext';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface CreateServerOptions {
  readonly brand: BrandConfig;
  /** Where leads live: options to open (and migrate) a database, or an open one (then the caller closes it). */
  readonly database: DatabaseOptions | Database;
  /** API base path; default the brand's apiBaseUrl when it is a path, else `/api`. */
  readonly apiBase?: string;
  /** Base path of the funnel (docs/product.md "What the product is"), default `/application-frontend`. */
  readonly basePath?: string;
  readonly distDir?: string;
  readonly brandDir?: string;
  /** Folders of {lng}/{ns}.json, each laid over the one before (readTranslations); default the repository's locales/. */
  readonly localesDir?: string | readonly string[];
  /** Overrides of the decision engine's settings for this brand. */
  readonly decision?: Partial<DecisionConfig>;
  /** The clock; tests fix it. */
  readonly now?: () => Date;
  readonly openApiFile?: string;
  /** Where unexpected errors (bugs) are reported, raw (tests); default one line without personal data to `log`. */
  readonly onError?: (error: unknown) => void;
  /** Where the server's log lines go; default console.error. */
  readonly log?: (line: string) => void;
  /** Per-client connection and time limits (clientLimits.ts); defaults DEFAULT_CLIENT_LIMITS. */
  readonly clientLimits?: Partial<ClientLimits>;
  /**
   * Test mode: serves the test endpoints (`/v3/test/...`), lets the test identities decide and gives them the fixed
   * code. Only test suites and demos turn it on (server/main.ts from FUNNEL_TEST_MODE=1), never a brand file. Default off.
   */
  readonly testMode?: boolean;
  /** The retention sweeps (server/leads/leadRetention.ts): settings, or false for none; default DEFAULT_RETENTION. */
  readonly retention?: Partial<RetentionOptions> | false;
  /** Where one-time codes go (an SMS / e-mail gateway's adapter); default LoggingCodeSender (masked destination only). */
  readonly codeSender?: CodeSender;
  /**
   * Capture product analytics here (server/routes/analyticsRoutes.ts: a PostHog-compatible route, and the page's PostHog
   * pointed at it); only in test mode or for a development brand (server/main.ts: FUNNEL_CAPTURE_ANALYTICS=1). Default off.
   */
  readonly captureAnalytics?: boolean;
  /** Origins besides the server's own whose pages may send state-changing requests (server/main.ts: ALLOWED_ORIGINS). */
  readonly allowedOrigins?: readonly string[];
  /** Peer addresses of the reverse proxies whose X-Forwarded-Proto is believed (server/main.ts: TRUSTED_PROXIES); default none. */
  readonly trustedProxies?: readonly string[];
}

export interface LeadApiServer {
  readonly app: Hono;
  readonly context: ServerContext;
  /** Starts listening (port 0 = any free port), on loopback unless told otherwise. */
  listen(port?: number, hostname?: string): Promise<{ url: string; port: number }>;
  /** Stops listening and closes the database it opened. */
  close(): Promise<void>;
}

const isDatabase = (d: DatabaseOptions | Database): d is Database => 'query' in d;

/** The API base from options or brand: a path without a trailing slash. */
function resolveApiBase(brand: BrandConfig, apiBase: string | undefined): string {
  const candidate = apiBase ?? (brand.apiBaseUrl.startsWith('/') ? brand.apiBaseUrl : '/api');
  const trimmed = candidate.replace(/\/+$/, '');
  if (!/^\/[A-Za-z0-9/_-]*$/.test(trimmed)) throw new Error(`Invalid API base path: ${candidate}`);
  return trimmed;
}

/**
 * The reference lead API and, when dist/ exists, the built funnel, in one Hono app. Tests start it
 * in-process on port 0; server/main.ts starts it from the environment.
 */
export async function createServer(options: CreateServerOptions): Promise<LeadApiServer> {
  const { brand } = options;
  const decision: DecisionConfig = decisionConfigFor(brand, options.decision, options.testMode === true);
  for (const partner of decision.partners) {
    if (!brand.partnerOrigins.includes(partner.origin)) throw new Error(`Partner ${partner.name} origin ${partner.origin} is not in the brand's partnerOrigins`);
  }
  const ownsDatabase = !isDatabase(options.database);
  const db = isDatabase(options.database) ? options.database : await openDatabase(options.database);
  const apiBase = resolveApiBase(brand, options.apiBase);
  const basePath = (options.basePath ?? '/application-frontend').replace(/\/+$/, '');
  const log = options.log ?? ((line: string) => console.error(line));
  const context: ServerContext = {
    brand,
    db,
    decision,
    now: options.now ?? (() => new Date()),
    apiBase,
    localesDirs: typeof options.localesDir === 'string' ? [options.localesDir] : (options.localesDir ?? [join(ROOT, 'locales')]),
    testMode: options.testMode === true,
    codeSender: options.codeSender ?? new LoggingCodeSender(log),
    log,
  };
  const limits: ClientLimits = { ...DEFAULT_CLIENT_LIMITS, ...options.clientLimits };
  const captureAnalytics = capturesAnalytics(context, options.captureAnalytics === true);

  const api = new Hono();
  const tooLarge = (c: Context) => apiError(c, 413, 'PayloadTooLarge', `The body is larger than ${MAX_BODY_BYTES} bytes`);
  const streamedBodyLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  // A declared Content-Length is judged from the header alone; only a body of unknown length goes through Hono's
  // limiter, which wraps the request in a stream (a whole web Request per request: issue 14 item 3's profile).
  // A document upload (multipart, up to 10 MB) is the one exception to the 64 KB JSON rule: uploadRoutes.ts limits it.
  // (Plain conditions rather than hono/combine's `except`, whose wrappers cost about 5 % of a save's CPU: issue 14 item 3.)
  api.use('*', (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || isDocumentUpload(c)) return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) return Number(length) > MAX_BODY_BYTES ? Promise.resolve(tooLarge(c)) : next();
    return streamedBodyLimit(c, next);
  });
  // An API answer that sets no caching of its own may hold personal data: no cache, browser or shared, keeps it.
  api.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  api.use('*', originCheck(options.allowedOrigins ?? []));
  const jsonBodies = jsonOnly();
  api.use('*', (c, next) => (isDocumentUpload(c) ? next() : jsonBodies(c, next)));
  // A NUL in the path or query can reach no stored row (PostgreSQL text cannot hold it): refuse it up front.
  api.use('*', async (c, next) => {
    if (/%00/i.test(c.req.url)) return apiError(c, 400, 'BadRequest', 'The URL contains a NUL character');
    return next();
  });
  // Every JSON body is read and refused here when malformed or unstorable (a NUL in `id`), before any route reads it;
  // a lead route's guard reads it itself, after the credential and the transition table (server/http/leadGuard.ts).
  api.use('*', refuseUnreadableBodies((c) => isDocumentUpload(c) || isLeadRouteRequest(c)));
  api.route('/', leadRoutes(context));
  api.route('/', mobileRoutes(context));
  api.route('/', uploadRoutes(context));
  api.route('/', bankRoutes(context));
  api.route('/', partnerRoutes(context));
  api.route('/', offerRoutes(context));
  api.route('/', customerRoutes(context));
  api.route('/', lookupRoutes(context));
  api.route('/', contentRoutes(context, options.openApiFile ?? join(ROOT, 'openapi', 'openapi.json')));
  api.notFound((c) => apiError(c, 404, 'NotFound', 'No such API path'));

  const app = new Hono();
  app.use('*', securityHeaders(API_CONTENT_SECURITY_POLICY, options.trustedProxies));
  // Brand paths first: a translations template under the API base must win over the API's 404.
  app.route('/', brandPathRoutes(context, basePath));
  // Before the API: its JSON-only rule would refuse posthog-js's gzip and beacon bodies.
  if (captureAnalytics) app.route(apiBase, analyticsRoutes(context));
  app.route(apiBase, api);
  app.route(
    '/',
    frontendRoutes({
      brand: captureAnalytics ? withCapturedAnalytics(brand, apiBase) : brand,
      basePath,
      distDir: options.distDir ?? join(ROOT, 'dist'),
      brandDir: options.brandDir ?? join(ROOT, 'brands', brand.id),
      developmentParents: context.testMode || brand.environmentType === 'development' || brand.environmentType === 'test',
    }),
  );
  app.notFound((c) => (c.req.path.startsWith(`${apiBase}/`) ? apiError(c, 404, 'NotFound', 'No such API path') : c.text('Not found', 404)));
  app.onError((error, c) => {
    if (options.onError) options.onError(error);
    else log(serverErrorLine(error, c.req.method, c.req.routePath));
    return apiError(c, 500, 'InternalError', 'Something went wrong');
  });

  // Expired leads lose their personal data, at start and then periodically (the retention rule, leadRetention.ts).
  const retention = options.retention === false ? null : startRetentionSweeps(db, context.now, log, { ...DEFAULT_RETENTION, ...options.retention });
  let server: ServerType | null = null;
  return {
    app,
    context,
    listen: (port = 0, hostname = '127.0.0.1') =>
      new Promise((resolvePromise, reject) => {
        const s = serve({ fetch: app.fetch, port, hostname, serverOptions: httpServerOptions(limits) }, (info: AddressInfo) => {
          resolvePromise({ url: `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${info.port}`, port: info.port });
        });
        s.once('error', reject);
        limitConnectionsPerClient(s, limits.maxConnectionsPerClient);
        server = s;
      }),
    async close() {
      const s = server;
      server = null;
      if (s) {
        await new Promise<void>((done) => {
          s.close(() => done());
          if ('closeAllConnections' in s) (s as { closeAllConnections: () => void }).closeAllConnections();
        });
      }
      await retention?.stop();
      if (ownsDatabase) await db.close();
    },
  };
}
