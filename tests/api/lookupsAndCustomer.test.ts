import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ChoicesResponseSchema,
  CompanyLookupResponseSchema,
  EmailValidationResponseSchema,
  PartnerLogosResponseSchema,
  PoliciesResponseSchema,
  PostcodeLookupResponseSchema,
  VehicleModelsResponseSchema,
} from '../../domain/api/LookupResponses';
import { TestDataPointsResponseSchema } from '../../domain/api/TestDataPointsResponse';
import { SPANISH_PROVINCES } from '../../domain/country/es/spanishProvinces';
import { absoluteBrandPath, templateToRegExp } from '../../server/routes/contentRoutes';
import { validateLeadAnswers } from '../../server/validation/validateLeadAnswers';
import { TEST_DATABASES } from './support/databases';
import { PRODUCT, createBody } from './support/leadBodies';
import { makeSiteFixture, serverPerFile } from './support/startTestServer';
import { TEST_BRAND } from './support/testBrand';

describe.each(TEST_DATABASES)('lookups, content and customer calls over HTTP on $name', (database) => {
  const site = makeSiteFixture();
  afterAll(() => site.remove());
  const s = serverPerFile(database, 'lookups', () => ({ localesDir: site.localesDir }));

  describe('postcode → province (docs/validation-by-country.md "Postal codes", every row)', () => {
    it('the table has all 52 provinces', () => expect(SPANISH_PROVINCES).toHaveLength(52));
    it.each(SPANISH_PROVINCES.map((p) => [`${p.prefix}001`, p.name, p.key]))('%s → %s (%s)', async (code, province, key) => {
      const r = await s.call(`/postcode/lookup/${code}`);
      expect(v.parse(PostcodeLookupResponseSchema, r.body)).toEqual({ postalCode: code, province, provinceKey: key, country: 'ES' });
    });
    it.each([
      ['28039', 'Madrid'],
      ['08006', 'Barcelona'],
    ])('/postcode/%s (short form) → %s', async (code, province) => {
      expect((await s.call(`/postcode/${code}`)).body.province).toBe(province);
    });
    it.each([
      ['00123', 'UnknownProvince'],
      ['53000', 'UnknownProvince'],
      ['99999', 'UnknownProvince'],
      ['2803', 'InvalidFormat'],
      ['280391', 'InvalidFormat'],
      ['28O39', 'InvalidFormat'],
      ['%3Cscript%3E', 'InvalidFormat'],
    ])('%s → 422 %s', async (code, kind) => {
      const r = await s.call(`/postcode/lookup/${code}`);
      expect(r.status).toBe(422);
      expect(r.body.errors).toEqual([expect.objectContaining({ field: 'postalCode', code: kind })]);
    });
  });

  it('company lookup: case- and accent-insensitive, at most 10, nothing for under 2 characters', async () => {
    const r = await s.call(`/company/${encodeURIComponent('telefonica')}`);
    const body = v.parse(CompanyLookupResponseSchema, r.body);
    expect(body.companies).toEqual([{ name: 'Telefónica, S.A.', taxRegistryCode: 'A28015865', city: 'Madrid', province: 'Madrid' }]);
    expect((await s.call('/company/s.a')).body.companies.length).toBeLessThanOrEqual(10);
    expect((await s.call('/company/a')).body.companies).toEqual([]);
    expect((await s.call(`/company/${encodeURIComponent('<script>')}`)).body.companies).toEqual([]);
  });

  it.each([
    ['ana@gmail.com', { valid: true }],
    ['ana@gmial.com', { valid: true, suggestion: 'ana@gmail.com' }],
    ['ana@hotmial.es', { valid: true, suggestion: 'ana@hotmail.es' }],
    ['ana@mailinator.com', { valid: false, reason: 'DisposableDomain' }],
    ['not-an-email', { valid: false, reason: 'InvalidFormat' }],
    ['<script>@x', { valid: false, reason: 'InvalidFormat' }],
    [`${'a'.repeat(250)}@x.es`, { valid: false, reason: 'TooLong' }],
  ])('email validate %s', async (email, expected) => {
    const r = await s.call(`/email/validate/${encodeURIComponent(email)}`);
    expect(r.status).toBe(200);
    expect(v.parse(EmailValidationResponseSchema, r.body)).toEqual({ email, ...expected });
  });

  it('choices: every ISO country with a Spanish label, sorted; positions with Spanish labels', async () => {
    const countries = v.parse(ChoicesResponseSchema, (await s.call('/choices/country')).body).choices;
    expect(countries).toHaveLength(249);
    expect(countries).toContainEqual({ value: 'ES', label: 'España' });
    expect(countries).toContainEqual({ value: 'DE', label: 'Alemania' });
    const labels = countries.map((c) => c.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('es-ES').compare));
    const positions = v.parse(ChoicesResponseSchema, (await s.call('/choices/position')).body).choices;
    expect(positions).toContainEqual({ value: 'self-employed', label: 'Autónomo/a' });
  });

  it('partner logos list the brand partners, each logo an SVG with the name escaped', async () => {
    const body = v.parse(PartnerLogosResponseSchema, (await s.call('/partner/logos')).body);
    expect(body.logos).toEqual([{ name: 'partner-lender.example', url: '/api/partner/logos/partner-lender-example.svg' }]);
    const logo = await fetch(`${s.origin}${body.logos[0]?.url}`);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    expect(await logo.text()).toContain('partner-lender.example</text>');
    expect((await s.call('/partner/logos/unknown.svg')).status).toBe(404);
  });

  it('vehicle models: real makes sold in Spain with their models', async () => {
    const body = v.parse(VehicleModelsResponseSchema, (await s.call('/data/vehicleModels.json')).body);
    expect(body.makes.length).toBeGreaterThanOrEqual(30);
    expect(body.makes.find((m) => m.make === 'Seat')?.models).toContain('Ibiza');
    expect(body.makes.find((m) => m.make === 'Dacia')?.models).toContain('Sandero');
  });

  it('policies at the default path and at the brand policiesPath', async () => {
    const body = v.parse(PoliciesResponseSchema, (await s.call('/policies')).body);
    expect(body.policies.filter((p) => p.required).map((p) => p.id)).toEqual(['general-terms', 'privacy-notice']);
    expect((await fetch(`${s.origin}${TEST_BRAND.policiesPath}`)).status).toBe(200);
  });

  it('translations at the default path and at the brand translationsPath; 404 JSON for a missing or hostile file', async () => {
    expect((await s.call('/translations/es/common.json')).body).toEqual({ title: 'Solicitud', nested: { a: 'b' } });
    const brandPath = await fetch(`${s.origin}/application-frontend/locales/es/common.json`);
    expect(await brandPath.json()).toEqual({ title: 'Solicitud', nested: { a: 'b' } });
    expect((await s.call('/translations/es/missing.json')).status).toBe(404);
    expect((await s.call('/translations/..%2F..%2Fpackage/common.json')).status).toBe(404);
    expect((await fetch(`${s.origin}/application-frontend/locales/es/..%2F..%2Fpackage.json`)).status).toBe(404);
  });

  it('test data points are a valid lead the API itself accepts and accepts on submit', async () => {
    const { dataPoints } = v.parse(TestDataPointsResponseSchema, (await s.call('/v3/test/datapoints')).body);
    expect(validateLeadAnswers(dataPoints, TEST_BRAND, { y: 2026, m: 6, d: 15 })).toEqual([]);
    const created = await s.call('/v2/lead', { method: 'POST', body: { ...dataPoints, product: PRODUCT } });
    expect(created.status).toBe(201);
  });

  it('the test leads endpoint lists exactly the leads holding an e-mail address, with their answers', async () => {
    const email = `count-${Date.now()}@example.com`;
    expect(((await s.call(`/v3/test/leads?email=${encodeURIComponent(email)}`)).body as { leads: unknown[] }).leads).toEqual([]);
    const { body: lead } = await s.call('/v2/lead', { method: 'POST', body: createBody(email) });
    await s.call('/v2/lead', { method: 'POST', body: createBody(`other-${email}`) });
    const listed = (await s.call(`/v3/test/leads?email=${encodeURIComponent(email)}`)).body as { leads: Array<{ id: string; lead: { contactDetails: { email: string } } }> };
    expect(listed.leads.map((l) => l.id)).toEqual([(lead as { id: string }).id]);
    expect(listed.leads[0]?.lead.contactDetails.email).toBe(email);
    expect((await s.call('/v3/test/leads')).status).toBe(400);
  });

  describe('customer', () => {
    it('consents from the lead body are stored, listed and updated', async () => {
      const { body: lead } = await s.call('/v2/lead', { method: 'POST', body: createBody('consent@example.com', { policies: ['general-terms'] }) });
      const listed = await s.call(`/customer/${lead.id}/consents`);
      expect(listed.body.consents).toEqual([
        { id: 'general', accepted: true },
        { id: 'marketing', accepted: false },
        { id: 'policy:general-terms', accepted: true },
      ]);
      const posted = await s.call(`/customer/${lead.id}/consents`, { method: 'POST', body: { consents: [{ id: 'marketing', accepted: true, version: '2024-01' }] } });
      expect(posted.body.consents).toContainEqual({ id: 'marketing', accepted: true, version: '2024-01' });
      const bad = await s.call(`/customer/${lead.id}/consents`, { method: 'POST', body: { consents: [{ id: 'x', accepted: 'yes' }] } });
      expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'consents.0.accepted', code: 'InvalidType' })]);
    });

    it('unsubscribe: POST stores the address once; GET is refused; a bad address → 422', async () => {
      const path = `/customer/email/unsubscribe?email=${encodeURIComponent('Ana@Example.com')}`;
      expect((await s.call(path, { method: 'POST' })).body).toEqual({ email: 'Ana@Example.com', unsubscribed: true });
      expect((await s.call(path, { method: 'POST' })).status).toBe(200);
      const rows = await s.server.context.db.query('SELECT email FROM unsubscribes WHERE email = $1', ['ana@example.com']);
      expect(rows).toHaveLength(1);
      expect((await s.call(path)).status).toBe(405);
      expect((await s.call('/customer/email/unsubscribe?email=nope', { method: 'POST' })).body.errors[0]).toMatchObject({ field: 'email', code: 'InvalidFormat' });
      expect((await s.call('/customer/email/unsubscribe', { method: 'POST' })).body.errors[0]).toMatchObject({ field: 'email', code: 'Required' });
    });

    it('affiliate event: 202 with an id, stored; wrong product or types → 422', async () => {
      const body = { product: PRODUCT, event: 'landing', attribute: 'partner-x', subId: '<script>', transactionId: 'T1' };
      const r = await s.call('/affiliate/event', { method: 'POST', body });
      expect(r.status).toBe(202);
      const rows = await s.server.context.db.query<{ payload: { subId: string } }>('SELECT payload FROM affiliate_events WHERE id = $1', [r.body.id]);
      expect(rows[0]?.payload.subId).toBe('<script>');
      expect((await s.call('/affiliate/event', { method: 'POST', body: { ...body, product: 'other' } })).status).toBe(422);
      const wrong = await s.call('/affiliate/event', { method: 'POST', body: { product: PRODUCT, event: 1 } });
      expect(wrong.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['attribute', 'event']);
    });
  });
});

describe('brand paths', () => {
  it.each([
    ['/policies', '/api/policies'],
    ['policies', '/api/policies'],
    ['/api/policies', '/api/policies'],
    ['/application-frontend/locales/{{lng}}/{{ns}}.json', '/application-frontend/locales/{{lng}}/{{ns}}.json'],
    ['/apix/policies', '/api/apix/policies'],
  ])('%s is served at %s', (path, absolute) => {
    expect(absoluteBrandPath(path, '/api', '/application-frontend')).toBe(absolute);
  });
  it('a translations template matches language and namespace, and nothing else', () => {
    const re = templateToRegExp('/api/i18n/{{lng}}/{{ns}}.json')!;
    expect(re.exec('/api/i18n/es/common.json')?.groups).toEqual({ lng: 'es', ns: 'common' });
    expect(re.exec('/api/i18n/es/common.jsonx')).toBeNull();
    expect(re.exec('/api/i18nXes/common.json')).toBeNull();
    expect(templateToRegExp('https://cdn.example/{{lng}}/{{ns}}.json')).toBeNull();
  });
});
