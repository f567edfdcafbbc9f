import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FetchLeadGateway, LOOKUP_CACHE_TTL_MS, type FetchLeadGatewayConfig } from '../../adapters/http/FetchLeadGateway';
import { FixedClock } from '../support/FixedClock';
import { FixedRandom } from '../support/FixedRandom';

// Longer than 300 lines: the gateway's transport faults (drops, delays, odd bodies) against one local server.

/** What the real local server received. */
interface Received {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}
type Responder = (req: IncomingMessage, res: ServerResponse) => void;

const json = (status: number, body: unknown): Responder => (_req, res) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};
const text = (status: number, body: string): Responder => (_req, res) => {
  res.writeHead(status, { 'Content-Type': 'text/html' });
  res.end(body);
};
/** Drops the connection without an answer: fetch sees a network error. */
const hangUp: Responder = (req) => req.socket.destroy();
/** Answers only after `ms`: longer than the gateway's timeout. */
const slow = (ms: number, then: Responder): Responder => (req, res) => {
  const timer = setTimeout(() => then(req, res), ms);
  res.on('close', () => clearTimeout(timer));
};

const leadResponse = { id: 'lead-1', progressState: 2, leadStatus: 1, application: { status: 'in-progress' } };
const postcode = { postalCode: '28001', country: 'ES', province: 'Madrid', provinceKey: 'M' };

let server: Server;
let baseUrl: string;
let script: Responder[] = [];
let received: Received[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const next = script.shift() ?? json(500, { error: { code: 'InternalError', message: 'unscripted' } });
      next(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  script = [];
  received = [];
});

function gateway(overrides: Partial<FetchLeadGatewayConfig> = {}, clock = new FixedClock()) {
  return new FetchLeadGateway(
    { baseUrl, product: 'es-vehicle', timeoutMs: 300, retry: { maxAttempts: 3, baseDelayMs: 4, maxDelayMs: 16 }, ...overrides },
    { fetch: (input, init) => fetch(input, init), timers: { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout) }, random: new FixedRandom([0.5]), clock },
  );
}

describe('FetchLeadGateway against a real local HTTP server', () => {
  describe('lead create (POST /v2/lead)', () => {
    it('sends the lead with the product identifier and the Idempotency-Key, without an id, and parses the answer', async () => {
      script = [json(201, leadResponse)];
      const result = await gateway().createApplication({ id: 'stale', amount: 2500, contactDetails: { email: 'a@b.es' } }, { idempotencyKey: 'key-1' });
      expect(result).toEqual({ ok: true, value: leadResponse });
      expect(received).toHaveLength(1);
      const [request] = received;
      expect(request?.method).toBe('POST');
      expect(request?.url).toBe('/api/v2/lead');
      expect(request?.headers['idempotency-key']).toBe('key-1');
      expect(request?.headers['content-type']).toBe('application/json');
      expect(JSON.parse(request?.body ?? '')).toEqual({ amount: 2500, contactDetails: { email: 'a@b.es' }, product: 'es-vehicle' });
    });

    it('retries 5xx answers with the same Idempotency-Key and the same body every time', async () => {
      script = [json(503, {}), json(502, {}), json(201, leadResponse)];
      const result = await gateway().createApplication({ amount: 3000 }, { idempotencyKey: 'key-2' });
      expect(result.ok).toBe(true);
      expect(received).toHaveLength(3);
      expect(new Set(received.map((r) => r.headers['idempotency-key']))).toEqual(new Set(['key-2']));
      expect(new Set(received.map((r) => r.body)).size).toBe(1);
    });

    it('retries a dropped connection with the same Idempotency-Key', async () => {
      script = [hangUp, json(201, leadResponse)];
      const result = await gateway().createApplication({ amount: 3000 }, { idempotencyKey: 'key-3' });
      expect(result.ok).toBe(true);
      expect(received.map((r) => r.headers['idempotency-key'])).toEqual(['key-3', 'key-3']);
    });

    it('retries a timed-out attempt with the same Idempotency-Key, then succeeds', async () => {
      script = [slow(1_000, json(201, leadResponse)), json(201, leadResponse)];
      const result = await gateway({ timeoutMs: 100 }).createApplication({ amount: 3000 }, { idempotencyKey: 'key-4' });
      expect(result.ok).toBe(true);
      expect(received.map((r) => r.headers['idempotency-key'])).toEqual(['key-4', 'key-4']);
    });

    it('gives up after maxAttempts 5xx answers with a Server error', async () => {
      script = [json(500, {}), json(500, {}), json(503, {}), json(201, leadResponse)];
      const result = await gateway().createApplication({}, { idempotencyKey: 'k' });
      expect(result).toEqual({ ok: false, error: { kind: 'Server', status: 503 } });
      expect(received).toHaveLength(3);
    });

    it('answers a reused key with another body (422 IdempotencyKeyReused) as a Conflict, without retrying', async () => {
      script = [json(422, { error: { code: 'IdempotencyKeyReused', message: 'x' } })];
      const result = await gateway().createApplication({}, { idempotencyKey: 'k' });
      expect(result).toEqual({ ok: false, error: { kind: 'Conflict', code: 'IdempotencyKeyReused' } });
      expect(received).toHaveLength(1);
    });
  });

  describe('4xx answers are mapped and never retried', () => {
    it('maps 422 field errors with their dotted lead paths to a Validation error', async () => {
      const errors = [
        { field: 'contactDetails.email', code: 'InvalidFormat', message: 'bad email' },
        { field: 'amount', code: 'AboveMaximum', message: 'too much', params: { max: 20000 } },
      ];
      script = [json(422, { errors })];
      const result = await gateway().saveAnswers({ id: 'lead-1', amount: 99999 });
      expect(result).toEqual({ ok: false, error: { kind: 'Validation', status: 422, fieldErrors: errors } });
      expect(received).toHaveLength(1);
    });

    it.each([
      [400, { error: { code: 'MalformedJson', message: 'x' } }, { kind: 'Validation', status: 400, fieldErrors: [] }],
      [404, { error: { code: 'LeadNotFound', message: 'x' } }, { kind: 'NotFound' }],
      [409, { error: { code: 'IdempotencyKeyInUse', message: 'x' } }, { kind: 'Conflict', code: 'IdempotencyKeyInUse' }],
      [413, { error: { code: 'PayloadTooLarge', message: 'x' } }, { kind: 'Refused', status: 413, code: 'PayloadTooLarge' }],
      [429, {}, { kind: 'Refused', status: 429 }],
      [401, {}, { kind: 'Refused', status: 401 }],
    ])('status %i → %j after exactly one request', async (status, body, expected) => {
      script = [json(status, body), json(200, leadResponse)];
      const result = await gateway().saveAnswers({ id: 'lead-1' });
      expect(result).toEqual({ ok: false, error: expected });
      expect(received).toHaveLength(1);
    });
  });

  describe('transport failures', () => {
    it('answers Timeout when every attempt of an idempotent call outlives the time limit', async () => {
      script = [slow(1_000, json(200, leadResponse)), slow(1_000, json(200, leadResponse))];
      const result = await gateway({ timeoutMs: 60, retry: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 1 } }).readStatus('lead-1');
      expect(result).toEqual({ ok: false, error: { kind: 'Timeout' } });
      expect(received).toHaveLength(2);
    });

    it('answers Network when nothing listens', async () => {
      const closed = new FetchLeadGateway(
        { baseUrl: 'http://127.0.0.1:1/api', product: 'p', retry: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 1 } },
        { fetch: (i, init) => fetch(i, init), timers: { setTimeout, clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout) }, random: new FixedRandom(), clock: new FixedClock() },
      );
      expect(await closed.readStatus('x')).toEqual({ ok: false, error: { kind: 'Network' } });
    });

    it('sends a non-idempotent POST once, even on 503 (a retry could send a second SMS)', async () => {
      script = [json(503, {}), json(200, {})];
      const result = await gateway().resendMobileCode('lead-1');
      expect(result).toEqual({ ok: false, error: { kind: 'Server', status: 503 } });
      expect(received).toHaveLength(1);
    });

    it('sends a non-idempotent POST once on a dropped connection', async () => {
      script = [hangUp, json(200, leadResponse)];
      expect(await gateway().verifyMobile('lead-1', '1234')).toEqual({ ok: false, error: { kind: 'Network' } });
      expect(received).toHaveLength(1);
    });
  });

  describe('malformed answers', () => {
    it.each([
      ['HTML instead of JSON', text(200, '<html>oops</html>')],
      ['JSON of the wrong shape', json(200, { id: 42 })],
      ['a progress state outside 0–42', json(200, { ...leadResponse, progressState: 43 })],
      ['an empty body', text(200, '')],
    ])('%s → MalformedResponse', async (_label, responder) => {
      script = [responder];
      expect(await gateway().saveAnswers({ id: 'lead-1' })).toEqual({ ok: false, error: { kind: 'MalformedResponse' } });
    });

    it('a 422 whose body is not the field-error shape still is a Validation error, with no field errors', async () => {
      script = [text(422, 'nope')];
      expect(await gateway().saveAnswers({ id: 'lead-1' })).toEqual({ ok: false, error: { kind: 'Validation', status: 422, fieldErrors: [] } });
    });
  });

  describe('paths and bodies of docs/product.md "Calls"', () => {
    it('save answers and submit: PUT /v3/lead with the product identifier, submit with the submit flag', async () => {
      script = [json(200, leadResponse), json(200, leadResponse)];
      await gateway().saveAnswers({ id: 'lead-1', amount: 2000 });
      await gateway().submitApplication({ id: 'lead-1' });
      expect(received.map((r) => [r.method, r.url])).toEqual([['PUT', '/api/v3/lead'], ['PUT', '/api/v3/lead']]);
      expect(JSON.parse(received[0]?.body ?? '')).toEqual({ id: 'lead-1', amount: 2000, product: 'es-vehicle' });
      expect(JSON.parse(received[1]?.body ?? '')).toEqual({ id: 'lead-1', product: 'es-vehicle', submit: true });
    });

    it('resume (v3) carries the refTransactionId as a path suffix; the v2 variant carries it as a query parameter', async () => {
      const answer = { id: 'l 1', urlType: 'email', progressState: 3, sessionId: null, lead: { id: 'l 1' }, application: { status: 'in-progress' } };
      script = [json(200, answer), json(200, answer), json(200, answer), json(200, answer)];
      const g = gateway();
      const v2 = gateway({ pathVariants: { resume: 'v2' } });
      expect((await g.resumeApplication({ id: 'l 1', urlType: 'email', refTransactionId: 'tx/9' })).ok).toBe(true);
      await v2.resumeApplication({ id: 'l 1', urlType: 'sms', refTransactionId: 'tx 9' });
      await v2.resumeApplication({ id: 'l 1', urlType: 'sms' });
      await g.resumeApplication({ id: 'l 1', urlType: 'email' });
      expect(received.map((r) => r.url)).toEqual([
        '/api/v3/lead/url/l%201/email/tx%2F9',
        '/api/v2/lead/url/l%201/sms?refTransactionId=tx%209',
        '/api/v2/lead/url/l%201/sms',
        '/api/v3/lead/url/l%201/email',
      ]);
    });

    it('an offer-stage step sends its data with the lead id, which the data cannot override', async () => {
      script = [json(200, leadResponse)];
      await gateway().submitOfferStageStep('lead-1', 'vehicle', { make: 'SEAT', id: 'forged' });
      expect(JSON.parse(received[0]?.body ?? '')).toEqual({ make: 'SEAT', id: 'lead-1' });
    });

    it('affiliate event carries the product identifier', async () => {
      script = [json(202, { accepted: true, id: 'e1' })];
      const result = await gateway().sendAffiliateEvent({ event: 'landing', attribute: 'partnerA' });
      expect(result).toEqual({ ok: true, value: { accepted: true, id: 'e1' } });
      expect(JSON.parse(received[0]?.body ?? '')).toEqual({ event: 'landing', attribute: 'partnerA', product: 'es-vehicle' });
    });

    it.each([
      ['lookUpPostcode', (g: FetchLeadGateway) => g.lookUpPostcode('28001'), 'GET', '/api/postcode/lookup/28001'],
      ['lookUpPostcode plain variant', (g: FetchLeadGateway) => gateway({ pathVariants: { postcode: 'plain' } }).lookUpPostcode('28001'), 'GET', '/api/postcode/28001'],
      ['lookUpCompany', (g: FetchLeadGateway) => g.lookUpCompany('A&B'), 'GET', '/api/company/A%26B'],
      ['validateEmail', (g: FetchLeadGateway) => g.validateEmail('a@b.es'), 'GET', '/api/email/validate/a%40b.es'],
      ['unsubscribe', (g: FetchLeadGateway) => g.unsubscribe('a+b@c.es'), 'POST', '/api/customer/email/unsubscribe?email=a%2Bb%40c.es'],
      ['getPolicies', (g: FetchLeadGateway) => g.getPolicies(), 'GET', '/api/policies'],
      ['offer step under /lead/offer/', (g: FetchLeadGateway) => g.submitOfferStageStep('l1', 'payment', {}), 'POST', '/api/lead/offer/payment'],
      ['offer step under /lead/', (g: FetchLeadGateway) => g.submitOfferStageStep('l1', 'idUpload', {}), 'POST', '/api/lead/idUpload'],
      ['customer-password step', (g: FetchLeadGateway) => g.submitOfferStageStep('l1', 'customer-password', {}), 'POST', '/api/lead/customer/password'],
      ['verifyMobile', (g: FetchLeadGateway) => g.verifyMobile('l1', '1234'), 'POST', '/api/v2/customer/mobile/verify'],
      ['verifyMobile lead variant', (g: FetchLeadGateway) => gateway({ pathVariants: { verifyMobile: 'lead' } }).verifyMobile('l1', '1234'), 'POST', '/api/lead/mobile/verification'],
      ['changeMobileNumber', (g: FetchLeadGateway) => g.changeMobileNumber('l1', '612345678'), 'POST', '/api/v2/customer/mobile'],
      ['getPartnerRedirect', (g: FetchLeadGateway) => g.getPartnerRedirect('l1'), 'POST', '/api/lead/l1/redirect'],
      ['skipOfferStep', (g: FetchLeadGateway) => g.skipOfferStep('l1'), 'POST', '/api/lead/skip/l1'],
      ['continueSelling', (g: FetchLeadGateway) => g.continueSelling('l1'), 'POST', '/api/lead/continue/l1'],
      ['getVehicleModels', (g: FetchLeadGateway) => g.getVehicleModels(), 'GET', '/api/data/vehicleModels.json'],
      ['getCustomerConsents', (g: FetchLeadGateway) => g.getCustomerConsents('l1'), 'GET', '/api/customer/l1/consents'],
    ])('%s → %s %s', async (_name, invoke, method, url) => {
      script = [json(404, { error: { code: 'NotFound', message: 'x' } })];
      await invoke(gateway());
      expect(received.map((r) => [r.method, r.url])).toEqual([[method, url]]);
    });
  });

  describe('lookup cache (docs/product.md "Constants": unused data kept 60 s, no polling)', () => {
    it('serves a repeated lookup from memory while used within 60 s, and asks again once unused for 60 s', async () => {
      const clock = new FixedClock();
      const g = gateway({}, clock);
      script = [json(200, postcode), json(200, postcode)];
      expect(await g.lookUpPostcode('28001')).toEqual({ ok: true, value: postcode });
      clock.advance(LOOKUP_CACHE_TTL_MS - 1);
      expect(await g.lookUpPostcode('28001')).toEqual({ ok: true, value: postcode });
      expect(received).toHaveLength(1);
      clock.advance(LOOKUP_CACHE_TTL_MS - 1);
      await g.lookUpPostcode('28001');
      expect(received).toHaveLength(1);
      clock.advance(LOOKUP_CACHE_TTL_MS);
      await g.lookUpPostcode('28001');
      expect(received).toHaveLength(2);
    });

    it('never caches a failure', async () => {
      const g = gateway();
      script = [json(404, { error: { code: 'NotFound', message: 'x' } }), json(200, postcode)];
      expect((await g.lookUpPostcode('99999')).ok).toBe(false);
      expect((await g.lookUpPostcode('99999')).ok).toBe(true);
      expect(received).toHaveLength(2);
    });

    it('shares one request between concurrent identical lookups', async () => {
      const g = gateway();
      script = [slow(30, json(200, postcode))];
      const [a, b] = await Promise.all([g.lookUpPostcode('28001'), g.lookUpPostcode('28001')]);
      expect(a).toEqual(b);
      expect(received).toHaveLength(1);
    });

    it('never caches the lead status (the decision must be fresh)', async () => {
      const g = gateway();
      const status = { id: 'l1', progressState: 6, application: { status: 'checking' } };
      script = [json(200, status), json(200, { ...status, progressState: 10, application: { status: 'accepted' } })];
      await g.readStatus('l1');
      const second = await g.readStatus('l1');
      expect(second.ok && second.value.progressState).toBe(10);
    });
  });
});
