import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { BrandConfigSchema, type BrandConfig } from '../../domain/brand/BrandConfigSchema';
import { defaultDecisionConfig } from '../../server/decision/DecisionConfig';
import { contentSecurityPolicy } from '../../server/http/contentSecurityPolicy';
import { readVendorHosts, VENDOR_HOSTS_FILE } from '../../server/http/frontendRoutes';
import { BUILT_IN_PIXEL_VENDORS } from '../../adapters/tracking/builtInPixelVendors';
import { configuredPixelVendors, pixelVendorHosts } from '../../adapters/tracking/PixelVendor';
import { jsonForScript, renderIndexHtml } from '../../server/http/renderIndexHtml';
import { loadBrand } from '../../server/loadBrand';
import { TEST_DATABASES } from './support/databases';
import { makeSiteFixture, startTestServer, type RunningServer } from './support/startTestServer';
import { TEST_BRAND } from './support/testBrand';

const embedded = TEST_DATABASES[0]!;
const HOSTILE_NAME = '</script><script>alert(1)</script>\u2028';

describe('the funnel page, its assets and security headers', () => {
  let s: RunningServer;
  let cleanup: () => Promise<void>;
  const brand: BrandConfig = { ...TEST_BRAND, name: HOSTILE_NAME };
  const { remove, ...site } = makeSiteFixture();
  beforeAll(async () => {
    const fresh = embedded.fresh('pages');
    cleanup = fresh.cleanup;
    s = await startTestServer(fresh.options, { brand, ...site, trustedProxies: ['127.0.0.1'] });
  }, 60_000);
  afterAll(async () => {
    await s?.close();
    await cleanup?.();
    remove();
  });
  const page = (path: string, headers: Record<string, string> = {}) => fetch(`${s.origin}${path}`, { headers, redirect: 'manual' });

  it('every app route answers index.html with the brand configuration embedded and a fresh nonce', async () => {
    const nonces = new Set<string>();
    for (const route of ['/application-frontend/', '/application-frontend/personal-details', '/application-frontend/continue/abc-123', '/application-frontend/accepted']) {
      const r = await page(route);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toContain('text/html');
      expect(r.headers.get('cache-control')).toBe('no-store');
      const html = await r.text();
      const csp = r.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      nonces.add(nonce!);
      // Every script tag carries the response's nonce.
      const tags = html.match(/<script\b[^>]*>/g) ?? [];
      expect(tags.length).toBe(2);
      for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
      const json = /<script type="application\/json" id="brand-config"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
      expect(v.parse(BrandConfigSchema, JSON.parse(json!)).name).toBe(HOSTILE_NAME);
    }
    expect(nonces.size).toBe(4);
  });

  it('a brand value holding </script> cannot break out of the configuration script', async () => {
    const html = await (await page('/application-frontend/')).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it('the CSP has object-src none, base-uri none, frame-ancestors from parentOrigins and no vendor hosts when none is enabled', async () => {
    const csp = (await page('/application-frontend/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self' https://embedder.example");
    expect(csp).not.toMatch(/googletagmanager|facebook|tiktok|logrocket/);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+';/);
  });

  it('nosniff and the referrer policy on pages, assets and API answers; HSTS only over https (here through the trusted proxy 127.0.0.1)', async () => {
    for (const path of ['/application-frontend/', '/application-frontend/static/js/index.abc.js', '/api/choices/position', '/api/nope']) {
      const r = await page(path);
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(r.headers.get('strict-transport-security')).toBeNull();
      expect(r.headers.get('content-security-policy')).toBeTruthy();
    }
    const https = await page('/application-frontend/', { 'X-Forwarded-Proto': 'https' });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const api = await page('/api/choices/position', { 'X-Forwarded-Proto': 'https, http' });
    expect(api.headers.get('strict-transport-security')).toContain('max-age=31536000');
  });

  it('text assets and the page travel brotli- or gzip-encoded as the client accepts, and decode to the same bytes', async () => {
    const file = readFileSync(join(site.distDir, 'static', 'js', 'large.abc.js'));
    const raw = (path: string, acceptEncoding: string) =>
      new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
        // node:http does not decode, so the wire bytes are what is checked (fetch would decode them silently).
        get(`${s.origin}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ encoding: response.headers['content-encoding'], vary: response.headers.vary, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const br = await raw('/application-frontend/static/js/large.abc.js', 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(br.vary).toContain('Accept-Encoding');
    expect(br.body.length).toBeLessThan(file.length / 2);
    expect(brotliDecompressSync(br.body).equals(file)).toBe(true);
    const gzip = await raw('/application-frontend/static/js/large.abc.js', 'gzip, br;q=0');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(file)).toBe(true);
    const identity = await raw('/application-frontend/static/js/large.abc.js', 'identity');
    expect(identity.encoding).toBeUndefined();
    expect(identity.body.equals(file)).toBe(true);
    // Binary images are not compressed again; tiny files are not worth it.
    expect((await raw('/application-frontend/static/js/logo.abc.png', 'br')).encoding).toBeUndefined();
    expect((await raw('/application-frontend/static/js/index.abc.js', 'br')).encoding).toBeUndefined();
    // The build's compressed copies (scripts/precompress/precompress.ts) are sent as they are while they are as new as
    // the file: a copy planted with other bytes comes back; once the file changes after it, the server compresses anew.
    const built = join(site.distDir, 'static', 'js', 'built.abc.js');
    writeFileSync(built, `const built = [${Array.from({ length: 300 }, (_, i) => i).join(',')}];`);
    const plantedBr = brotliCompressSync(Buffer.from('the build copy'));
    writeFileSync(`${built}.br`, plantedBr);
    writeFileSync(`${built}.gz`, gzipSync(Buffer.from('the gzip copy')));
    expect((await raw('/application-frontend/static/js/built.abc.js', 'br')).body.equals(plantedBr)).toBe(true);
    expect(gunzipSync((await raw('/application-frontend/static/js/built.abc.js', 'gzip')).body).toString()).toBe('the gzip copy');
    const later = new Date(Date.now() + 60_000);
    utimesSync(built, later, later);
    expect(brotliDecompressSync((await raw('/application-frontend/static/js/built.abc.js', 'br')).body).equals(readFileSync(built))).toBe(true);
    const html = await raw('/application-frontend/step/name', 'gzip');
    expect(html.encoding).toBe('gzip');
    expect(gunzipSync(html.body).toString('utf8')).toContain('id="brand-config"');
  });

  it('hashed assets are served with a year of caching; a missing asset is 404, not the page', async () => {
    const js = await page('/application-frontend/static/js/index.abc.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toContain('text/javascript');
    expect(js.headers.get('cache-control')).toContain('immutable');
    expect((await page('/application-frontend/static/js/missing.js')).status).toBe(404);
  });

  it('brand assets under /application-frontend/brand/, never brand.json, never outside the folder', async () => {
    const css = await page('/application-frontend/brand/theme.css');
    expect(css.status).toBe(200);
    expect(await css.text()).toContain('--brand');
    expect((await page('/application-frontend/brand/brand.json')).status).toBe(404);
    expect((await page('/application-frontend/brand/..%2F..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await page('/application-frontend/brand/%2e%2e/dist/index.html')).status).toBe(404);
  });

  it('/ and the bare base path redirect to the app', async () => {
    expect((await page('/')).headers.get('location')).toBe('/application-frontend/');
    expect((await page('/application-frontend')).headers.get('location')).toBe('/application-frontend/');
  });
});

describe('without a build', () => {
  it('the API still runs and app routes say the funnel is not built', async () => {
    const fresh = embedded.fresh('nobuild');
    const empty = mkdtempSync(join(tmpdir(), 'no-dist-'));
    onTestFinished(() => rmSync(empty, { recursive: true, force: true }));
    const s = await startTestServer(fresh.options, { distDir: join(empty, 'dist'), brandDir: empty });
    try {
      expect((await s.call('/choices/position')).status).toBe(200);
      const r = await fetch(`${s.origin}/application-frontend/accepted`);
      expect(r.status).toBe(404);
      expect(await r.text()).toContain('npm run build');
    } finally {
      await s.close();
      await fresh.cleanup();
    }
  }, 60_000);
});

describe('contentSecurityPolicy lists vendor hosts only for enabled vendors', () => {
  const withTracking = (patch: Partial<BrandConfig>): BrandConfig => ({ ...TEST_BRAND, ...patch });
  it.each<[string, Partial<BrandConfig>, string[]]>([
    ['PostHog', { tracking: { analytics: { key: 'k', host: 'https://eu.i.posthog.com' } } }, ['https://eu.i.posthog.com', 'https://eu-assets.i.posthog.com']],
    ['LogRocket', { sessionRecording: { enabled: true, appId: 'a/b', logPercentage: 100, retargetingLogging: true, abandonmentLogging: true } }, ['https://cdn.logrocket.io', 'blob:']],
    ['reCAPTCHA', { captcha: { provider: 'recaptcha', siteKey: 'k' } }, ['https://www.gstatic.com']],
    ['absolute API base', { apiBaseUrl: 'https://api.lender.example/v1' }, ['https://api.lender.example']],
  ])('%s', (_vendor, patch, hosts) => {
    const csp = contentSecurityPolicy(withTracking(patch), 'n0nce');
    for (const host of hosts) expect(csp).toContain(host);
    const off = contentSecurityPolicy(TEST_BRAND, 'n0nce');
    for (const host of hosts.filter((h) => h !== 'blob:')) expect(off).not.toContain(host);
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['tag manager', { googleTag: { tagManagerId: 'GTM-1' } }, ['https://www.googletagmanager.com']],
    ['Meta pixel', { metaPixelId: '1' }, ['https://connect.facebook.net', 'https://www.facebook.com']],
    ['TikTok pixel', { tikTokPixelId: 'T' }, ['https://analytics.tiktok.com']],
  ])('%s: the hosts its declaration states, as the build writes them', (_vendor, tracking, hosts) => {
    const pixelHosts = pixelVendorHosts(configuredPixelVendors(BUILT_IN_PIXEL_VENDORS, tracking).configured);
    const csp = contentSecurityPolicy(TEST_BRAND, 'n0nce', pixelHosts);
    for (const host of hosts) expect(csp).toContain(host);
    const off = contentSecurityPolicy(TEST_BRAND, 'n0nce', pixelVendorHosts(configuredPixelVendors(BUILT_IN_PIXEL_VENDORS, {}).configured));
    for (const host of hosts) expect(off).not.toContain(host);
  });

  it('the server reads the hosts the build wrote for its brand, and none without the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vendor-hosts-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const read = readVendorHosts(dir, 'es-vehicle');
    expect(read()).toEqual([]);
    writeFileSync(join(dir, VENDOR_HOSTS_FILE), JSON.stringify({ 'es-vehicle': [{ 'script-src': ['https://pixel.acme.example'] }], other: [{ 'script-src': ['https://x.example'] }] }));
    expect(read()).toEqual([{ 'script-src': ['https://pixel.acme.example'] }]);
  });

  it('LogRocket enabled without an app id adds nothing', () => {
    const csp = contentSecurityPolicy(withTracking({ sessionRecording: { enabled: true, logPercentage: 100, retargetingLogging: true, abandonmentLogging: true } }), 'n');
    expect(csp).not.toContain('logrocket');
  });
});

describe('renderIndexHtml / jsonForScript', () => {
  it('escapes <, >, & and the JS line separators', () => {
    expect(jsonForScript({ a: '</script><!--&\u2028\u2029' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!--\\u0026\\u2028\\u2029"}');
  });
  it('does not double a nonce on a tag that has one, and works without a head', () => {
    const html = renderIndexHtml('<script nonce="x"></script><script src="a.js"></script>', TEST_BRAND, 'N');
    expect(html.match(/nonce="/g)).toHaveLength(3);
    expect(html).toContain('<script nonce="x">');
    expect(html).toContain('<script nonce="N" src="a.js">');
  });
});

describe('every brand of brands/ starts the server configuration', () => {
  const brandsDir = join(import.meta.dirname, '..', '..', 'brands');
  const ids = existsSync(brandsDir) ? readdirSync(brandsDir).filter((id) => existsSync(join(brandsDir, id, 'brand.json'))) : [];
  it('there are brands to check', () => expect(ids.length).toBeGreaterThan(0));
  it.each(ids)('%s: brand.json parses, its partners are allowlisted origins and its CSP is complete', (id) => {
    const brand = loadBrand(brandsDir, id);
    const decision = defaultDecisionConfig(brand);
    for (const partner of decision.partners) expect(brand.partnerOrigins).toContain(partner.origin);
    const csp = contentSecurityPolicy(brand, 'n');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toMatch(/frame-ancestors 'self'/);
  });
});
