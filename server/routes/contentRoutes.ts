import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { PoliciesResponse, VehicleModelsResponse } from '../../domain/api/LookupResponses';
import type { TestDataPointsResponse } from '../../domain/api/TestDataPointsResponse';
import { policyDocument, type PolicyDocumentId } from '../data/policyDocuments';
import { VEHICLE_MODELS } from '../data/vehicleModels';
import { apiError } from '../http/apiResponses';
import { renderPolicyDocument } from '../http/renderPolicyDocument';
import { LeadRepository } from '../leads/LeadRepository';
import { testDataPoints } from '../lookups/testDataPoints';
import type { ServerContext } from '../ServerContext';

const LANGUAGE = /^[a-z]{2,3}(?:-[A-Za-z]{2,4})?$/;
const NAMESPACE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A path template of the brand (`/translations/{{lng}}/{{ns}}.json`) as a regular expression over the request path;
 * null when the template is an absolute URL (served elsewhere) or has no placeholders.
 */
export function templateToRegExp(template: string): RegExp | null {
  if (/^[a-z]+:\/\//i.test(template) || !template.includes('{{lng}}') || !template.includes('{{ns}}')) return null;
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{\\{lng\\}\\}', '(?<lng>[^/]+)').replace('\\{\\{ns\\}\\}', '(?<ns>[^/]+?)');
  return new RegExp(`^${escaped}$`);
}

type Texts = Record<string, unknown>;
const isTexts = (value: unknown): value is Texts => value !== null && typeof value === 'object' && !Array.isArray(value);

/** `over` laid on `base`: objects merged key by key, any other value of `over` replacing `base`'s. */
function mergeTexts(base: Texts, over: Texts): Texts {
  const merged: Texts = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = merged[key];
    merged[key] = isTexts(under) && isTexts(value) ? mergeTexts(under, value) : value;
  }
  return merged;
}

/**
 * Reads {lng}/{ns}.json of every locale folder that has it, for the translations path, each laid over the one before
 * (server/contentFolders.ts: the repository's first): a country example brings whole files, an offer-screen example
 * only its screen's texts. Null when no folder has the file or one holds no JSON object.
 */
export function readTranslations(localesDirs: readonly string[], lng: string, ns: string): Record<string, unknown> | null {
  if (!LANGUAGE.test(lng) || !NAMESPACE.test(ns)) return null;
  const files = localesDirs.map((dir) => join(dir, lng, `${ns}.json`)).filter((candidate) => existsSync(candidate));
  if (files.length === 0) return null;
  try {
    const parsed = files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as unknown);
    return parsed.every(isTexts) ? parsed.reduce(mergeTexts) : null;
  } catch {
    return null;
  }
}

const POLICY_VERSION = '2024-01';
const DOCUMENT_IDS: readonly PolicyDocumentId[] = ['general-terms', 'privacy-notice'];

/**
 * Policies an applicant accepts: the general terms (required) and the privacy notice (required), each with the `url`
 * of its document under `documentBase`; marketing optional (its box says what it covers).
 */
const policiesUnder = (documentBase: string): PoliciesResponse => ({
  policies: [
    { id: 'general-terms', version: POLICY_VERSION, required: true, titleKey: 'policies>generalTerms', url: `${documentBase}/general-terms` },
    { id: 'privacy-notice', version: POLICY_VERSION, required: true, titleKey: 'policies>privacyNotice', url: `${documentBase}/privacy-notice` },
    { id: 'marketing', version: POLICY_VERSION, required: false, titleKey: 'policies>marketing' },
  ],
});

/** The policies as the API lists them (their ids and required flags drive the dynamic-consents screen's check). */
export const POLICIES: PoliciesResponse = policiesUnder('/api/policies');

/**
 * Serves the policy list at `route` and each document at `route/{id}`, in the brand's language (issue 15 item 4);
 * `publicPath` is where the browser finds `route` (the app mounts this router under the API base).
 */
function servePolicies(app: Hono, ctx: ServerContext, route: string, publicPath = route): void {
  const answer = policiesUnder(publicPath);
  app.get(route, (c) => c.json(answer));
  app.get(`${route}/:id`, (c) => {
    const id = c.req.param('id') as PolicyDocumentId;
    if (!DOCUMENT_IDS.includes(id)) return apiError(c, 404, 'NotFound', 'No such policy');
    const { document, versionLabel } = policyDocument(ctx.localesDirs, ctx.brand.locale, id, ctx.brand.name);
    c.header('Cache-Control', 'public, max-age=3600');
    return c.html(renderPolicyDocument({ document, brand: ctx.brand.name, lang: ctx.brand.intlLocale, versionLine: `${versionLabel} ${POLICY_VERSION}` }));
  });
}

/** Files the funnel reads through the API base: vehicle models, policies, translations, test data points, OpenAPI. */
export function contentRoutes(ctx: ServerContext, openApiFile: string): Hono {
  const app = new Hono();
  app.get('/data/vehicleModels.json', (c) => {
    const answer: VehicleModelsResponse = { makes: VEHICLE_MODELS.map((m) => ({ make: m.make, models: [...m.models] })) };
    c.header('Cache-Control', 'public, max-age=86400');
    return c.json(answer);
  });
  servePolicies(app, ctx, '/policies', `${ctx.apiBase}/policies`);
  app.get('/translations/:lng/:file', (c) => {
    const m = /^(.+)\.json$/.exec(c.req.param('file'));
    const translations = m?.[1] ? readTranslations(ctx.localesDirs, c.req.param('lng'), m[1]) : null;
    if (!translations) return apiError(c, 404, 'NotFound', 'No such translation file');
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(translations);
  });
  // Test mode only (createServer's testMode, never a brand file): elsewhere these paths do not exist (404).
  if (ctx.testMode) {
    app.get('/v3/test/datapoints', (c) => {
      const answer: TestDataPointsResponse = { dataPoints: testDataPoints(ctx.brand) };
      c.header('Cache-Control', 'no-store');
      return c.json(answer);
    });
    // What the database holds for one applicant, so e2e tests assert "exactly one lead" there.
    app.get('/v3/test/leads', async (c) => {
      c.header('Cache-Control', 'no-store');
      const email = c.req.query('email');
      if (!email || email.length > 254) return apiError(c, 400, 'BadRequest', 'email is required');
      const leads = await LeadRepository.findByEmail(ctx.db, ctx.brand.product, email);
      return c.json({ leads: leads.map((lead) => ({ id: lead.id, progressState: lead.progressState, lead: { ...lead.data, id: lead.id } })) });
    });
  }
  app.get('/openapi.json', (c) => {
    if (!existsSync(openApiFile)) return apiError(c, 404, 'NotFound', 'No OpenAPI document');
    return c.body(readFileSync(openApiFile, 'utf8'), 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
  return app;
}

/**
 * Where a brand path is served: a path under the app base or the API base is taken as given (root-relative); any other
 * path is relative to the API base (docs/product.md "Calls").
 */
export function absoluteBrandPath(path: string, apiBase: string, basePath: string): string {
  const under = (base: string): boolean => path === base || path.startsWith(`${base}/`);
  return under(apiBase) || under(basePath) ? path : `${apiBase}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** Serves the brand's translationsPath template and policiesPath wherever the brand puts them. */
export function brandPathRoutes(ctx: ServerContext, basePath: string): Hono {
  const app = new Hono();
  const isUrl = (p: string): boolean => /^[a-z]+:\/\//i.test(p);
  const translationsPattern = isUrl(ctx.brand.translationsPath) ? null : templateToRegExp(absoluteBrandPath(ctx.brand.translationsPath, ctx.apiBase, basePath));
  if (translationsPattern) {
    app.get('*', async (c, next) => {
      const m = translationsPattern.exec(c.req.path);
      if (!m?.groups) return next();
      let lng = '';
      let ns = '';
      try {
        lng = decodeURIComponent(m.groups.lng ?? '');
        ns = decodeURIComponent(m.groups.ns ?? '');
      } catch {
        // A malformed escape names no file.
      }
      const translations = readTranslations(ctx.localesDirs, lng, ns);
      if (!translations) return apiError(c, 404, 'NotFound', 'No such translation file');
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(translations);
    });
  }
  if (!isUrl(ctx.brand.policiesPath)) servePolicies(app, ctx, absoluteBrandPath(ctx.brand.policiesPath, ctx.apiBase, basePath));
  return app;
}
