import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './support/databases';
import { createBody } from './support/leadBodies';
import { serverPerFile } from './support/startTestServer';

type Operation = { requestBody?: { content?: Record<string, unknown> }; 'x-lead-actions'?: string[] };
const document = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'openapi', 'openapi.json'), 'utf8')) as { paths: Record<string, Record<string, Operation>> };

/** Every documented operation that takes a JSON body, as [METHOD, path template, whether it is a guarded lead route]. */
const JSON_BODY_OPERATIONS = Object.entries(document.paths).flatMap(([path, operations]) =>
  Object.entries(operations)
    .filter(([, operation]) => operation.requestBody?.content?.['application/json'] !== undefined)
    .map(([method, operation]) => [method.toUpperCase(), path, operation['x-lead-actions'] !== undefined] as const),
);

/** The document upload reads its body (a form) after the transition table: a lead at state 1 is refused there first. */
const BODY_READ_AFTER_TABLE: ReadonlySet<string> = new Set(['/lead/idUpload']);

const NUL = 'A\u0000B';

/**
 * Issue 22 "Smaller": `POST /api/lead/account` with a NUL in `id` answered 500 (the route read the raw body and asked
 * PostgreSQL for a text holding NUL). One gate (server/http/readJsonBody.ts) reads every JSON body before the route's
 * own code: a NUL, an unpaired surrogate or a too-deep body is a 422 on every operation. On a lead route the guard
 * (server/http/leadGuard.ts) asks for the credential first: without it, 401 and the body unread.
 */
describe.each(TEST_DATABASES)('a string PostgreSQL cannot hold, in any JSON body, on $name', (database) => {
  const s = serverPerFile(database, 'unstorable');

  it('lists the operations it covers (the document has JSON-body operations)', () => {
    expect(JSON_BODY_OPERATIONS.length).toBeGreaterThan(30);
    expect(JSON_BODY_OPERATIONS).toContainEqual(['POST', '/lead/account', true]);
  });

  it('POST /lead/account with a NUL in id answers 422 naming id with the lead credential, 401 without one', async () => {
    const id = (await s.call('/v2/lead', { method: 'POST', body: createBody('nul-account@example.com') })).body.id as string;
    const answer = await s.call('/lead/account', { method: 'POST', body: { id: `${id}\u0000`, state: 'x', code: 'y' }, cookie: s.cookieOf(id) ?? null });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([{ field: 'id', code: 'InvalidFormat', message: 'Contains a NUL character' }]);
    const without = await s.call('/lead/account', { method: 'POST', body: { id: `${id}\u0000`, state: 'x', code: 'y' }, cookie: null });
    expect([without.status, without.body.error?.code]).toEqual([401, 'LeadCredentialRequired']);
  });

  it.each(JSON_BODY_OPERATIONS)('%s %s: NUL in id, in a nested answer and in a key, and a lone surrogate, answer 422 (401 first on a lead route without the credential)', async (method, template, leadRoute) => {
    const lead = (await s.call('/v2/lead', { method: 'POST', body: createBody(`nul-${method}-${template.replace(/\W+/g, '-')}@example.com`) })).body.id as string;
    const path = template.replace(/\{[^}]+\}/g, lead);
    const bodies: unknown[] = [
      { id: NUL, product: 'x' },
      { id: lead, personalDetails: { firstName: NUL } },
      { id: lead, [`k${NUL}`]: 1 },
      { id: lead, contactDetails: { email: 'a\ud800@example.com' } },
    ];
    for (const body of bodies) {
      for (const cookie of [null, s.cookieOf(lead) ?? null]) {
        const answer = await s.call(path, { method, body, cookie, headers: method === 'POST' && template === '/v2/lead' ? { 'Idempotency-Key': `nul-${Math.random()}` } : {} });
        const label = `${method} ${path} ${JSON.stringify(body)} cookie=${cookie !== null}`;
        if (leadRoute && cookie === null) expect([answer.status, answer.body.error?.code], label).toEqual([401, 'LeadCredentialRequired']);
        else if (leadRoute && BODY_READ_AFTER_TABLE.has(template)) expect([answer.status, answer.body.error?.code], label).toEqual([409, 'StepNotPending']);
        else {
          expect(answer.status, label).toBe(422);
          expect(answer.body.errors?.[0]?.code).toBe('InvalidFormat');
        }
      }
    }
  });
});
