import { describe, expect, it } from 'vitest';
import { MAX_ID_DOCUMENT_BYTES } from '../../domain/offer/documents/idDocumentFile';
import { PARTNERS } from '../../domain/offer/partners/partnerOffers';
import { TEST_DATABASES } from './support/databases';
import { PRODUCT, createBody } from './support/leadBodies';
import { serverPerFile } from './support/startTestServer';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 5, 6, 7, 8]);

describe.each(TEST_DATABASES)('id upload, bank connection and partner offers over HTTP on $name', (database) => {
  const s = serverPerFile(database, 'partner');

  const leadAt = async (state: number): Promise<string> => {
    const created = await s.call('/v2/lead', { method: 'POST', body: createBody(`state${state}+api${Date.now()}@example.com`) });
    const submit = await s.call('/v3/lead', { method: 'PUT', body: { id: created.body.id, product: PRODUCT, submit: true } });
    expect(submit.body.progressState).toBe(state);
    return created.body.id as string;
  };

  /** A multipart upload from the browser of `as` (by default the lead named): its lead_session cookie goes with it. */
  const upload = async (id: string, side: string, bytes: Uint8Array<ArrayBuffer>, type: string, as = id) => {
    const form = new FormData();
    form.set('id', id);
    form.set('side', side);
    form.set('file', new Blob([bytes], { type }), `${side}.bin`);
    const cookie = s.cookieOf(as);
    const response = await fetch(`${s.api}/lead/idUpload`, { method: 'POST', body: form, ...(cookie ? { headers: { Cookie: cookie } } : {}) });
    return { status: response.status, body: (await response.json()) as any };
  };

  describe('id upload (30)', () => {
    it('keeps each side\'s type, size and hash (not the bytes) and moves on once both are confirmed', async () => {
      const id = await leadAt(30);
      const front = await upload(id, 'front', PNG, 'image/png');
      expect(front).toMatchObject({ status: 201, body: { side: 'front', type: 'image/png', size: PNG.byteLength } });
      expect(front.body.sha256).toMatch(/^[0-9a-f]{64}$/);
      const early = await s.call('/lead/documentId', { method: 'POST', body: { id, front: front.body.sha256 } });
      expect(early.body.errors).toEqual([expect.objectContaining({ field: 'back', code: 'Required' })]);
      const back = await upload(id, 'back', JPEG, 'image/jpeg');
      expect(back.body.type).toBe('image/jpeg');
      const done = await s.call('/lead/documentId', { method: 'POST', body: { id, front: front.body.sha256, back: back.body.sha256 } });
      expect(done.body).toMatchObject({ progressState: 10, application: { status: 'accepted' } });
      const [row] = await s.server.context.db.query<{ data: unknown }>("SELECT data FROM lead_steps WHERE lead_id = $1 AND step = 'idUpload/front'", [id]);
      expect(Object.keys(row!.data as object).sort()).toEqual(['sha256', 'side', 'size', 'type']);
    });

    it('judges the type by the file\'s first bytes, not its name or declared type', async () => {
      const id = await leadAt(30);
      const text = await upload(id, 'front', new TextEncoder().encode('hello, not an image'), 'image/png');
      expect(text).toMatchObject({ status: 422, body: { errors: [expect.objectContaining({ field: 'file', code: 'NotAnOption' })] } });
      const side = await upload(id, 'inside', PNG, 'image/png');
      expect(side.body.errors).toEqual([expect.objectContaining({ field: 'side', code: 'NotAnOption' })]);
    });

    it('refuses a file over 10 MB with 413 (its own limit, not the API\'s 64 KB), and an unknown lead with 404', async () => {
      const id = await leadAt(30);
      const big = new Uint8Array(MAX_ID_DOCUMENT_BYTES + 70 * 1024);
      big.set(PNG);
      expect((await upload(id, 'front', big, 'image/png')).status).toBe(413);
      const justUnder = new Uint8Array(200 * 1024);
      justUnder.set(JPEG);
      expect((await upload(id, 'front', justUnder, 'image/jpeg')).status).toBe(201);
      expect((await upload('00000000-0000-4000-8000-000000000000', 'front', PNG, 'image/png', id)).status).toBe(404);
    });

    it('keeps the JSON-only rule elsewhere: a multipart body on another path is 415', async () => {
      const form = new FormData();
      form.set('id', 'x');
      const response = await fetch(`${s.api}/lead/vehicle`, { method: 'POST', body: form });
      expect(response.status).toBe(415);
    });
  });

  describe('bank connection (9, 17, 18, 19) through the reference provider', () => {
    const authorize = async (id: string, returnTo = `${s.origin}/application-frontend/instantor`) =>
      s.call('/lead/bank/authorize', { method: 'POST', body: { id, returnTo } });

    it.each([9, 17, 18, 19])('state %d: authorize, approve, exchange the code once; the lead moves on', async (state) => {
      const id = await leadAt(state);
      const started = await authorize(id);
      expect(started.status).toBe(200);
      const page = await fetch(started.body.authorizeUrl);
      const html = await page.text();
      expect(html).toContain('Approve access');
      const approve = await fetch(new URL(/href="(approve[^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&'), started.body.authorizeUrl), { redirect: 'manual' });
      expect(approve.status).toBe(303);
      const back = new URL(approve.headers.get('location')!);
      expect(back.pathname).toBe('/application-frontend/instantor');
      const code = back.searchParams.get('code')!;
      const wrong = await s.call('/lead/account', { method: 'POST', body: { id, state: back.searchParams.get('state'), code: 'not-the-code-123' } });
      expect(wrong.body.errors).toEqual([expect.objectContaining({ field: 'code', code: 'WrongCode' })]);
      const done = await s.call('/lead/account', { method: 'POST', body: { id, state: back.searchParams.get('state'), code } });
      expect(done.body).toMatchObject({ progressState: 10, application: { status: 'accepted' } });
    });

    it('a provider failure returns with error=access_denied; a foreign returnTo and a lead at another state are refused', async () => {
      const id = await leadAt(9);
      const started = await authorize(id);
      const fail = await fetch(started.body.authorizeUrl.replace('/authorize?', '/fail?'), { redirect: 'manual' });
      expect(new URL(fail.headers.get('location')!).searchParams.get('error')).toBe('access_denied');
      expect((await authorize(id, 'https://evil.example/steal')).body.errors).toEqual([expect.objectContaining({ field: 'returnTo' })]);
      const other = await leadAt(30);
      const refused = await authorize(other);
      expect([refused.status, refused.body.error.code, refused.body.error.pendingRoute]).toEqual([409, 'StepNotPending', '/id-upload']);
      expect((await fetch(`${s.api}/reference-bank/authorize?state=unknown-state-1234`)).status).toBe(404);
    });
  });

  describe('partner offers', () => {
    it.each(PARTNERS.filter((p) => p.state !== null).map((p) => [p.route, p] as const))('%s: offers with APR for the lead; required consents enforced; accept moves on', async (_route, partner) => {
      const id = await leadAt(partner.state!);
      const sheet = await s.call(`/lead/${id}/partner-offers?partner=${partner.id}`);
      expect(sheet.status).toBe(200);
      expect(sheet.body.offers).toHaveLength(partner.offers.length);
      for (const offer of sheet.body.offers) {
        expect(offer.monthlyInstalment * offer.termMonths).toBeGreaterThanOrEqual(offer.amount);
        expect(offer.aprPercent).toBeGreaterThan(0);
      }
      const path = partner.step === 'sale' || partner.step === 'santander-comperia' ? `/lead/${partner.step}` : `/lead/offer/${partner.step}`;
      const offerId = sheet.body.offers[0].id;
      const noConsent = await s.call(path, { method: 'POST', body: { id, partner: partner.id, decision: 'accept', offerId, consents: [] } });
      expect(noConsent.status).toBe(422);
      expect(noConsent.body.errors.map((e: { field: string }) => e.field)).toContain('consents.dataTransfer');
      const required = partner.consents.filter((c) => c.required).map((c) => c.id);
      const ok = await s.call(path, { method: 'POST', body: { id, partner: partner.id, decision: 'accept', offerId, consents: required } });
      expect(ok.body).toMatchObject({ progressState: 10, application: { status: 'accepted' } });
    });

    it('decline ends at thank you (11); an offer of another partner or lead state is refused', async () => {
      const id = await leadAt(39);
      expect((await s.call(`/lead/${id}/partner-offers?partner=ipfd`)).status).toBe(404);
      const wrongOffer = await s.call('/lead/sale', { method: 'POST', body: { id, partner: 'cofidis', decision: 'accept', offerId: 'ipfd-12', consents: ['dataTransfer'] } });
      expect(wrongOffer.body.errors).toEqual([expect.objectContaining({ field: 'offerId', code: 'NotAnOption' })]);
      const declined = await s.call('/lead/sale', { method: 'POST', body: { id, partner: 'cofidis', decision: 'decline' } });
      expect(declined.body).toMatchObject({ progressState: 11, application: { status: 'completed' } });
    });
  });
});
