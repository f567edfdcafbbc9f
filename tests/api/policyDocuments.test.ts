import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PoliciesResponseSchema } from '../../domain/api/LookupResponses';
import { COUNTRY_PROFILES } from '../../domain/country/countryRegistry';
import { policyDocument } from '../../server/data/policyDocuments';
import { renderPolicyDocument } from '../../server/http/renderPolicyDocument';
import { TEST_DATABASES } from './support/databases';
import { serverPerFile } from './support/startTestServer';

/** What the applicant agrees to is shown (issue 15 item 4): each required policy has a document the API serves. */
describe('policy documents over HTTP', () => {
  const s = serverPerFile(TEST_DATABASES[0]!, 'policies');

  it('GET /api/policies gives each required policy the URL of its document, and that URL serves it in Spanish', async () => {
    const { policies } = v.parse(PoliciesResponseSchema, (await s.call('/policies')).body);
    const required = policies.filter((p) => p.required);
    expect(required.map((p) => p.url)).toEqual(['/api/policies/general-terms', '/api/policies/privacy-notice']);
    const terms = await fetch(`${s.origin}${required[0]!.url}`);
    expect(terms.status).toBe(200);
    expect(terms.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await terms.text();
    expect(html).toContain('<html lang="es-ES">');
    expect(html).toContain('<h1>Condiciones generales</h1>');
    expect(html).toContain('14 días naturales');
    expect(html).toContain('Préstamo Test');
    expect(html).not.toMatch(/<script/i);
    const privacy = await (await fetch(`${s.origin}${required[1]!.url}`)).text();
    expect(privacy).toContain('<h1>Política de privacidad</h1>');
    expect(privacy).toContain('www.aepd.es');
  });

  it('an unknown policy is a 404, not a page', async () => {
    expect((await fetch(`${s.origin}/api/policies/marketing`)).status).toBe(404);
    expect((await fetch(`${s.origin}/api/policies/..%2Fopenapi.json`)).status).toBe(404);
  });
});

describe('policy documents per country (node, no server)', () => {
  const LOCALES_DIRS = [join(__dirname, '..', '..', 'locales')];
  /** What each product country's documents must say (a new country brings its texts; its own tests say what they are). */
  const expectations: Readonly<Record<string, { readonly terms: RegExp; readonly privacy: RegExp }>> = {
    ES: { terms: /Ley 16\/2011/, privacy: /RGPD/ },
    MX: { terms: /CONDUSEF/, privacy: /ARCO/ },
    CO: { terms: /Superintendencia Financiera/, privacy: /Ley 1581 de 2012/ },
    DE: { terms: /§ 495 BGB/, privacy: /DSGVO/ },
    PL: { terms: /kredycie konsumenckim/, privacy: /RODO/ },
    RO: { terms: /OUG nr\. 50\/2010/, privacy: /ANSPDCP/ },
    VN: { terms: /khiếu nại/, privacy: /13\/2023\/NĐ-CP/ },
    PH: { terms: /Republic Act No\. 3765/, privacy: /National Privacy Commission/ },
  };
  it.each(COUNTRY_PROFILES.map((profile) => [profile.country, profile.locale] as const))('%s: both documents, from its locale %s, carry the country clauses and the brand name, with no placeholder left', (country, locale) => {
    const text = (id: 'general-terms' | 'privacy-notice') => JSON.stringify(policyDocument(LOCALES_DIRS, locale, id, 'Marca X').document);
    const expected = expectations[country];
    if (expected) expect(text('general-terms')).toMatch(expected.terms);
    if (expected) expect(text('privacy-notice')).toMatch(expected.privacy);
    for (const id of ['general-terms', 'privacy-notice'] as const) {
      expect(text(id)).toContain('Marca X');
      expect(text(id)).not.toContain('{brand}');
    }
  });

  it('escapes what it renders', () => {
    const html = renderPolicyDocument({ document: { title: 'A <b>', sections: [{ heading: 'x"y', paragraphs: ["<script>alert('x')</script>"] }] }, brand: 'B&B', lang: 'es-ES', versionLine: 'v1' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('B&amp;B');
  });
});
