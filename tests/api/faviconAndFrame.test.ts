import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headForFrame } from '../../server/http/frontendRoutes';
import { TEST_DATABASES } from './support/databases';
import { makeSiteFixture, startTestServer, type RunningServer } from './support/startTestServer';
import { TEST_BRAND } from './support/testBrand';

const embedded = TEST_DATABASES[0]!;
const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';

/** Issue 15 item 7, docs/product.md "Page chrome": a favicon on every route, no 404 for /favicon.ico, none of it in an iframe. */
describe('favicon and iframe head', () => {
  let s: RunningServer;
  let cleanup: () => Promise<void>;
  const { remove, ...site } = makeSiteFixture();
  writeFileSync(join(site.brandDir, TEST_BRAND.favicon), ICON);
  beforeAll(async () => {
    const fresh = embedded.fresh('favicon');
    cleanup = fresh.cleanup;
    s = await startTestServer(fresh.options, { brand: TEST_BRAND, ...site });
  }, 60_000);
  afterAll(async () => {
    await s?.close();
    await cleanup?.();
    remove();
  });
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${s.origin}${path}`, { headers, redirect: 'manual' });

  it.each(['/favicon.ico', '/application-frontend/favicon.ico'])('%s answers the brand icon, not a 404', async (path) => {
    const r = await get(path);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/svg+xml');
    expect(await r.text()).toBe(ICON);
  });

  it.each(['/application-frontend/', '/application-frontend/step/name', '/application-frontend/accepted'])('%s links the brand icon, once', async (route) => {
    const html = await (await get(route)).text();
    expect(html.match(/<link rel="icon"[^>]*>/g)).toEqual([`<link rel="icon" href="/application-frontend/brand/${TEST_BRAND.favicon}" />`]);
  });

  it('inside an iframe (Sec-Fetch-Dest: iframe) the page sets no title and no favicon: the parent keeps its own', async () => {
    const r = await get('/application-frontend/step/name', { 'Sec-Fetch-Dest': 'iframe' });
    const html = await r.text();
    expect(html).not.toMatch(/<link rel="icon"/);
    expect(html).not.toMatch(/<title>/);
    expect(r.headers.get('vary')).toContain('Sec-Fetch-Dest');
  });

  it('the prerendered head loses its title and icon in an iframe and keeps them, unduplicated, elsewhere', () => {
    const html = '<html><head><title>Sus datos - AutoCrédito</title><link rel="icon" href="/b/favicon.svg" /></head><body></body></html>';
    expect(headForFrame(html, '/b/favicon.svg', true)).toBe('<html><head></head><body></body></html>');
    expect(headForFrame(html, '/b/favicon.svg', false)).toBe(html);
  });
});
