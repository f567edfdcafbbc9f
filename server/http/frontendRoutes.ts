import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { Hono, type Context } from 'hono';
import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import { compressBody, compressedFileCache, isCompressible, MIN_COMPRESSIBLE_BYTES, negotiateEncoding, precompressedCopy } from './compressedBody';
import { contentSecurityPolicy, type Hosts } from './contentSecurityPolicy';
import { noScriptAnswer } from './noScriptAnswer';
import { renderIndexHtml, type PrerenderedScreen } from './renderIndexHtml';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** The file `relative` names under `root`, or null when it escapes `root` or does not exist. */
export function safeFile(root: string, relative: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = resolve(root);
  const file = resolve(base, `.${sep}${decoded}`);
  if (file !== base && !file.startsWith(base + sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

const compressedFile = compressedFileCache();

/**
 * A file with its type and caching, brotli- or gzip-encoded when the client accepts it and the type is text-like
 * (first-step budget: the applicant's phone downloads about a third of the bytes; `Vary` keeps caches from mixing encodings).
 */
const serveFile = (file: string, cacheControl: string, acceptEncoding: string | undefined): Response => {
  const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const { mtimeMs, size } = statSync(file);
  const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' };
  const encoding = isCompressible(type) && size >= MIN_COMPRESSIBLE_BYTES ? negotiateEncoding(acceptEncoding) : null;
  // The build's compressed copy when it has one (scripts/precompress/precompress.ts), else compressed here once per process.
  const copy = encoding === null ? null : precompressedCopy(file, mtimeMs, encoding);
  if (encoding !== null && copy !== null) return new Response(copy as Uint8Array<ArrayBuffer>, { headers: { ...headers, 'Content-Encoding': encoding } });
  const body = readFileSync(file);
  if (encoding === null) return new Response(body, { headers });
  return new Response(compressedFile(file, mtimeMs, body, encoding), { headers: { ...headers, 'Content-Encoding': encoding } });
};

/** Where the build writes each brand's first screen (scripts/prerender/prerender.ts). */
export const PRERENDERED_DIR = 'prerendered';

/** A prerendered screen and the routes under the base path that show it (the index `/` and the first step's URL). */
export interface PrerenderedRoutes extends PrerenderedScreen {
  readonly routes: readonly string[];
  /** What a Continue sent without JavaScript is answered with (noScriptAnswer.ts); absent in an older build. */
  readonly noScriptAnswer?: { readonly head: string; readonly root: string };
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * Reads dist/prerendered/{brandId}.json (re-read when the build changes, like index.html). Null — the page then keeps
 * its empty root, as before prerendering existed — when the file is missing, unreadable, of another format version,
 * of another brand, or rendered for another base path (its links and assets would point elsewhere).
 */
export function readPrerenderedScreen(distDir: string, brandId: string, basePath: string): () => PrerenderedRoutes | null {
  const file = join(distDir, PRERENDERED_DIR, `${brandId}.json`);
  let cached: { mtimeMs: number; screen: PrerenderedRoutes | null } | null = null;
  return () => {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs === mtimeMs) return cached.screen;
    let screen: PrerenderedRoutes | null = null;
    try {
      const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const valid =
        data.version === 1 && data.brandId === brandId && data.basePath === basePath && isStringArray(data.routes) &&
        typeof data.head === 'string' && typeof data.root === 'string' && typeof data.yearToken === 'string' && data.yearToken !== '';
      const answer = data.noScriptAnswer as Record<string, unknown> | undefined;
      const noScript = typeof answer?.head === 'string' && typeof answer.root === 'string' ? { noScriptAnswer: { head: answer.head, root: answer.root } } : {};
      if (valid) screen = { routes: data.routes as string[], head: data.head as string, root: data.root as string, yearToken: data.yearToken as string, ...noScript };
    } catch {
      screen = null;
    }
    cached = { mtimeMs, screen };
    return screen;
  };
}

/** Written by the build (scripts/prerender/prerender.ts): each brand's pixel vendors' CSP hosts, from their declarations. */
export const VENDOR_HOSTS_FILE = 'vendor-hosts.json';

/**
 * The brand's pixel vendor hosts the build wrote, re-read when the file changes; none when there is no such file
 * (no pixel can load: the policy fails closed) or it is unreadable.
 */
export function readVendorHosts(distDir: string, brandId: string): () => readonly Hosts[] {
  const file = join(distDir, VENDOR_HOSTS_FILE);
  let cached: { mtimeMs: number; hosts: readonly Hosts[] } | null = null;
  return () => {
    if (!existsSync(file)) return [];
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) {
      let hosts: readonly Hosts[] = [];
      try {
        const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
        if (Array.isArray(all[brandId])) hosts = all[brandId] as Hosts[];
      } catch {
        hosts = [];
      }
      cached = { mtimeMs, hosts };
    }
    return cached.hosts;
  };
}

/**
 * The page's head as the requester shows it (docs/product.md "Page chrome"): inside an iframe (`Sec-Fetch-Dest: iframe`) no title
 * and no favicon, the parent's stay; everywhere else a favicon link on every route (the prerendered first screen
 * carries one; without it the browser asks for /favicon.ico).
 */
export function headForFrame(html: string, iconHref: string, embedded: boolean): string {
  if (embedded) return html.replace(/<title>[^<]*<\/title>/g, '').replace(/<link rel="icon"[^>]*>/g, '');
  if (html.includes('<link rel="icon"') || !html.includes('</head>')) return html;
  return html.replace('</head>', () => `<link rel="icon" href="${iconHref.replace(/[<>"&]/g, '')}" /></head>`);
}

export interface FrontendOptions {
  readonly brand: BrandConfig;
  /** Base path of the funnel, e.g. `/application-frontend` (docs/product.md "What the product is"). */
  readonly basePath: string;
  /** The built funnel (dist/); may be missing, then only the API answers. */
  readonly distDir: string;
  /** brands/{BRAND}/: logos, theme.css, favicon. */
  readonly brandDir: string;
  /** Whether development parents (http, loopback) may frame the page: test mode or a development brand only. */
  readonly developmentParents?: boolean;
}

/**
 * The funnel from dist/ under the base path: hashed assets cached for a year, brand assets under `/brand/`, and
 * index.html (with a fresh nonce and the brand configuration) for every other path so client routes load (SPA fallback).
 * The index and the first step's URL also carry the brand's prerendered first screen when the build wrote one
 * (dist/prerendered/{brandId}.json, prerendered first screen); every other route keeps the empty root.
 */
export function frontendRoutes(options: FrontendOptions): Hono {
  const app = new Hono();
  const { basePath, distDir, brandDir, brand } = options;
  const indexFile = join(distDir, 'index.html');
  let cached: { mtimeMs: number; html: string } | null = null;
  // Re-read when the build changes under a running server (asset names are hashed, so a stale page would 404 them).
  const readTemplate = (): string | null => {
    if (!existsSync(indexFile)) return null;
    const { mtimeMs } = statSync(indexFile);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(indexFile, 'utf8') };
    return cached.html;
  };
  const readScreen = readPrerenderedScreen(distDir, brand.id, basePath);
  const readPixelHosts = readVendorHosts(distDir, brand.id);

  const iconHref = `${basePath}/brand/${brand.favicon}`;
  // Browsers ask for /favicon.ico on their own (a page without a link, a PDF, a bookmark): the brand's icon, not a 404.
  const favicon = (c: Context) => {
    const file = safeFile(brandDir, brand.favicon);
    return file ? serveFile(file, 'public, max-age=300', c.req.header('accept-encoding')) : c.text('Not found', 404);
  };
  app.get('/favicon.ico', favicon);
  app.get(`${basePath}/favicon.ico`, favicon);
  app.get('/', (c) => c.redirect(`${basePath}/`, 302));
  app.get(basePath, (c) => c.redirect(`${basePath}/`, 301));
  app.get(`${basePath}/brand/*`, (c) => {
    const file = safeFile(brandDir, c.req.path.slice(`${basePath}/brand/`.length));
    if (!file || file.endsWith('brand.json')) return c.text('Not found', 404);
    return serveFile(file, 'public, max-age=300', c.req.header('accept-encoding'));
  });
  // A first step's Continue sent without JavaScript (noScriptAnswer.ts): a screen saying what happened, never the form again.
  app.post(`${basePath}/*`, (c) => {
    const relative = c.req.path.slice(basePath.length + 1);
    const answer = noScriptAnswer(readScreen(), relative === 'index.html' ? '/' : `/${relative}`);
    const html = readTemplate();
    if (answer === null || html === null) return c.text('Method not allowed', 405);
    const nonce = randomBytes(16).toString('base64');
    const page = headForFrame(renderIndexHtml(html, brand, nonce, { prerendered: answer }), iconHref, c.req.header('sec-fetch-dest') === 'iframe');
    return c.html(page, 200, { 'Content-Security-Policy': contentSecurityPolicy(brand, nonce, readPixelHosts(), { developmentParents: options.developmentParents === true }), 'Cache-Control': 'no-store' });
  });
  app.get(`${basePath}/*`, (c) => {
    const relative = c.req.path.slice(basePath.length + 1);
    if (relative !== '' && relative !== 'index.html') {
      const file = safeFile(distDir, relative);
      if (file) return serveFile(file, relative.startsWith('static/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300', c.req.header('accept-encoding'));
      // A missing asset is a 404, never the page: a script tag must not receive HTML.
      if (extname(relative) !== '') return c.text('Not found', 404);
    }
    const html = readTemplate();
    if (html === null) return c.text('The funnel is not built: run `npm run build` (the API runs without it).', 404);
    const nonce = randomBytes(16).toString('base64');
    const screen = readScreen();
    const route = relative === 'index.html' ? '/' : `/${relative}`;
    const prerendered = screen !== null && screen.routes.includes(route) ? screen : null;
    const page = headForFrame(renderIndexHtml(html, brand, nonce, { prerendered, year: new Date().getUTCFullYear() }), iconHref, c.req.header('sec-fetch-dest') === 'iframe');
    const headers: Record<string, string> = { 'Content-Security-Policy': contentSecurityPolicy(brand, nonce, readPixelHosts(), { developmentParents: options.developmentParents === true }), 'Cache-Control': 'no-store', Vary: 'Accept-Encoding, Sec-Fetch-Dest' };
    // The page differs per response (nonce, year), so it is compressed each time: ≈ 20 KB, well under a millisecond.
    const encoding = negotiateEncoding(c.req.header('accept-encoding'));
    if (encoding === null) return c.html(page, 200, headers);
    return new Response(compressBody(Buffer.from(page), encoding), { status: 200, headers: { ...headers, 'Content-Type': 'text/html; charset=UTF-8', 'Content-Encoding': encoding } });
  });
  return app;
}
