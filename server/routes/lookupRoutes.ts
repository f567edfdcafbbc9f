import { Hono, type Context } from 'hono';
import type { ChoicesResponse, CompanyLookupResponse, PartnerLogosResponse, PostcodeLookupResponse } from '../../domain/api/LookupResponses';
import { ISO_COUNTRY_CODES } from '../../domain/validation/isoCountryCodes';
import { POSITIONS } from '../data/positions';
import { SPANISH_COMPANIES } from '../data/spanishCompanies';
import { apiError, fieldErrors } from '../http/apiResponses';
import { requireCountryPack } from '../../domain/country/countryPacks';
import { lookupPostcode } from '../lookups/lookupPostcode';
import { validateEmail } from '../lookups/validateEmail';
import type { ServerContext } from '../ServerContext';

/** Case- and accent-insensitive form for matching company names. */
const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const escapeXml = (s: string): string => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const slug = (name: string): string => fold(name).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'partner';
/** Languages the position labels exist in; Spanish-speaking locales read Spanish. */
const labelLanguage = (locale: string): 'es' | 'en' => (['es', 'mx', 'co'].includes(locale) ? 'es' : 'en');

/** Lookups of docs/product.md "Calls" with real data: postcode, company, email, choices, partner logos. */
export function lookupRoutes(ctx: ServerContext): Hono {
  const app = new Hono();

  const pack = requireCountryPack(ctx.brand.country);
  const postcode = (code: string) => lookupPostcode(pack, code);
  const postcodeHandler = (c: Context) => {
    const found = postcode(c.req.param('code') ?? '');
    if (!found.ok) return fieldErrors(c, [{ field: 'postalCode', code: found.error, message: 'No province for this postal code' }]);
    const answer: PostcodeLookupResponse = { ...found.value, country: ctx.brand.country };
    c.header('Cache-Control', 'public, max-age=86400');
    return c.json(answer);
  };
  app.get('/postcode/lookup/:code', postcodeHandler);
  app.get('/postcode/:code', postcodeHandler);

  app.get('/company/:name', (c) => {
    const query = fold(c.req.param('name').trim());
    const companies = query.length < 2 ? [] : SPANISH_COMPANIES.filter((co) => fold(co.name).includes(query)).slice(0, 10);
    const answer: CompanyLookupResponse = { companies: companies.map((co) => ({ ...co })) };
    return c.json(answer);
  });

  app.get('/email/validate/:email', (c) => c.json(validateEmail(c.req.param('email'))));

  app.get('/choices/country', (c) => {
    const names = new Intl.DisplayNames([ctx.brand.intlLocale, 'en'], { type: 'region', fallback: 'code' });
    const collator = new Intl.Collator(ctx.brand.intlLocale);
    const choices = [...ISO_COUNTRY_CODES].map((value) => ({ value, label: names.of(value) ?? value })).sort((a, b) => collator.compare(a.label, b.label));
    const answer: ChoicesResponse = { choices };
    c.header('Cache-Control', 'public, max-age=86400');
    return c.json(answer);
  });
  app.get('/choices/position', (c) => {
    const lang = labelLanguage(ctx.brand.locale);
    const answer: ChoicesResponse = { choices: POSITIONS.map((p) => ({ value: p.value, label: p.label[lang] })) };
    return c.json(answer);
  });

  app.get('/partner/logos', (c) => {
    const answer: PartnerLogosResponse = {
      logos: ctx.decision.partners.map((p) => ({ name: p.name, url: `${ctx.apiBase}/partner/logos/${slug(p.name)}.svg` })),
    };
    return c.json(answer);
  });
  app.get('/partner/logos/:file', (c) => {
    const partner = ctx.decision.partners.find((p) => `${slug(p.name)}.svg` === c.req.param('file'));
    if (!partner) return apiError(c, 404, 'NotFound', 'No such partner logo');
    // A generated wordmark: the reference API ships no third-party artwork.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60" viewBox="0 0 200 60" role="img" aria-label="${escapeXml(partner.name)}"><rect width="200" height="60" rx="8" fill="#f2f4f7"/><text x="100" y="36" font-family="sans-serif" font-size="16" text-anchor="middle" fill="#1d2939">${escapeXml(partner.name)}</text></svg>`;
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
  });
  return app;
}
