/**
 * `npm run build`, after `rsbuild build`: writes dist/prerendered/{brandId}.json for every brand folder (brands/, and
 * those FUNNEL_CONTENT adds, server/contentFolders.ts) — the
 * first screen of a new applicant rendered with React in Node plus its critical CSS (prerendered first screen "First paint
 * without waiting for JavaScript") — and prints the size of each. One build still serves every brand: the server
 * picks the brand's file at run time (server/http/frontendRoutes.ts).
 *
 * Run with NODE_ENV=production (React's production server renderer, as the browser bundle is production React).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { BUILT_IN_PIXEL_VENDORS } from '../../adapters/tracking/builtInPixelVendors';
import { configuredPixelVendors, pixelVendorHosts, type CspHosts } from '../../adapters/tracking/PixelVendor';
import { brandIds, contentFolders } from '../../server/contentFolders';
import { loadBrand, TRACKING_SETTINGS_FILE } from '../../server/loadBrand';
import { splitIntegrations, type Integration } from '../../src/container/Integration';
import { CRITICAL_CSS_BUDGET_GZIP_BYTES, criticalCss, overCssBudget, readBuiltCss } from './criticalCss';
import { repositoryPixelVendors, trackingSettingsOf } from './pixelVendorSettings';
import { assemblePrerenderedPage, type PrerenderedPage } from './prerenderedPage';
import { renderFirstScreen } from './renderFirstScreen';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIST = process.env.PRERENDER_DIST_DIR ?? resolve(ROOT, process.env.FUNNEL_DIST_DIR ?? 'dist');
/** The brand and locale folders: the repository's, plus those FUNNEL_CONTENT adds (the examples' build). */
const FOLDERS = contentFolders(ROOT);
/** The base path the bundle was built for (rsbuild.config.ts reads the same variable with the same default). */
const BASE_PATH = process.env.PUBLIC_BASE_PATH ?? '/application-frontend';
/** The directory under dist/ the server reads (server/http/frontendRoutes.ts names the same one). */
const PRERENDERED_DIR = 'prerendered';
/** The pixel vendors' CSP hosts per brand, for the server (server/http/frontendRoutes.ts names the same file). */
const VENDOR_HOSTS_FILE = 'vendor-hosts.json';
/** The build's integrations list: the file rsbuild.config.ts aliases src/integrations.ts to (FUNNEL_INTEGRATIONS). */
const { integrations } = (await import(resolve(ROOT, process.env.FUNNEL_INTEGRATIONS ?? 'src/integrations.ts'))) as { integrations: readonly Integration[] };
const pixelVendors = [...BUILT_IN_PIXEL_VENDORS, ...splitIntegrations(integrations).pixelVendors];
/** Every vendor a brand may configure (this build's and the repository's other builds'): brand.json `tracking` is closed over them. */
const knownPixelVendors = await repositoryPixelVendors(ROOT, integrations);
const trackingSettings = trackingSettingsOf(knownPixelVendors);
const vendorHosts: Record<string, CspHosts[]> = {};

const gzipBytes = (text: string): number => gzipSync(Buffer.from(text, 'utf8'), { level: 9 }).length;

const appCss = readBuiltCss(DIST);
if (appCss.length === 0) throw new Error(`No built CSS under ${DIST}/static/css: run rsbuild build first`);
const outDir = join(DIST, PRERENDERED_DIR);
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const rows: string[][] = [['brand', 'first screen', 'markup gzip', 'CSS gzip', 'head+root gzip']];
let overBudget = false;
for (const { id: brandId, brandsDir } of brandIds(FOLDERS)) {
  // Vendor settings are checked against the declarations here, where they are visible: a key no vendor reads (at any
  // depth) or a refused value fails the build; this build's vendors are the ones switched on.
  const brand = loadBrand(brandsDir, brandId, { trackingSettings });
  const refused = configuredPixelVendors(knownPixelVendors, brand.tracking).errors;
  if (refused.length > 0) throw new Error(`brands/${brandId}/brand.json tracking is invalid: ${JSON.stringify(refused)}`);
  vendorHosts[brand.id] = pixelVendorHosts(configuredPixelVendors(pixelVendors, brand.tracking).configured);
  const css = criticalCss(appCss, readFileSync(join(brandsDir, brandId, brand.styles), 'utf8'));
  const screen = await renderFirstScreen(brand, { localesDir: FOLDERS.locales, basePath: BASE_PATH, integrations });
  const page: PrerenderedPage = assemblePrerenderedPage({ brand, basePath: BASE_PATH, screen, css });
  writeFileSync(join(outDir, `${brand.id}.json`), `${JSON.stringify(page)}\n`);
  const cssGzip = gzipBytes(css);
  if (overCssBudget(cssGzip)) overBudget = true;
  const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
  rows.push([brand.id, screen.path, kb(gzipBytes(screen.markup)), kb(cssGzip), kb(gzipBytes(page.head + page.root))]);
}
writeFileSync(join(DIST, VENDOR_HOSTS_FILE), `${JSON.stringify(vendorHosts)}\n`);
// The server, which imports no vendor declaration, refuses at start a tracking key none of these reads (server/loadBrand.ts).
writeFileSync(join(DIST, TRACKING_SETTINGS_FILE), `${JSON.stringify(Object.keys(trackingSettings).sort())}\n`);
const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
console.log(`Prerendered first screens (${rows.length - 1} brands) in ${outDir}`);
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
if (overBudget) {
  console.error(`Critical CSS above the first-step budget of ${CRITICAL_CSS_BUDGET_GZIP_BYTES / 1024} KB gzip`);
  process.exit(1);
}
