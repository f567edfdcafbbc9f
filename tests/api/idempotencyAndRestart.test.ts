import { describe, expect, it } from 'vitest';
import { LeadRepository } from '../../server/leads/LeadRepository';
import { TEST_DATABASES } from './support/databases';
import { PRODUCT, createBody } from './support/leadBodies';
import { serverPerFile, startTestServer } from './support/startTestServer';

describe.each(TEST_DATABASES)('Idempotency-Key on POST /v2/lead on $name', (database) => {
  const s = serverPerFile(database, 'idempotency');
  const create = (key: string | undefined, body: unknown = createBody()) =>
    s.call('/v2/lead', { method: 'POST', body, headers: key === undefined ? {} : { 'Idempotency-Key': key } });
  const leadCount = () => LeadRepository.count(s.server.context.db, PRODUCT);

  it('the same key replays the same lead and the same response', async () => {
    const before = await leadCount();
    const first = await create('key-replay-1');
    const second = await create('key-replay-1');
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await leadCount()).toBe(before + 1);
  });

  it('key order in the body does not make it a different body', async () => {
    const body = createBody();
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const first = await create('key-order', body);
    const second = await create('key-order', reordered);
    expect(second.body.id).toBe(first.body.id);
  });

  it('the same key with a different body (a corrected email, a reload\'s loadingTime) replays the original lead, and no new lead', async () => {
    const first = await create('key-conflict');
    const before = await leadCount();
    const corrected = await create('key-conflict', createBody('someone.else@example.com'));
    expect(corrected.status).toBe(201);
    expect(corrected.headers.get('idempotent-replayed')).toBe('true');
    expect(corrected.body.id).toBe(first.body.id);
    const reloaded = await create('key-conflict', { ...createBody(), deviceData: { timezoneOffset: -60, deviceMemory: 8, language: 'es-ES', screenResolution: '1920x1080', loadingTime: 4321 } });
    expect(reloaded.body.id).toBe(first.body.id);
    expect(await leadCount()).toBe(before);
  });

  it('different keys make different leads; no key makes a new lead each time', async () => {
    const a = await create('key-a');
    const b = await create('key-b');
    expect(a.body.id).not.toBe(b.body.id);
    const n1 = await create(undefined);
    const n2 = await create(undefined);
    expect(n1.body.id).not.toBe(n2.body.id);
  });

  it('keys are scoped to the key text exactly (case matters)', async () => {
    const lower = await create('key-case');
    const upper = await create('KEY-CASE');
    expect(lower.body.id).not.toBe(upper.body.id);
  });

  it.each([['a'.repeat(256)], ['with space'], [''], ['caf\u00e9']])('an invalid key %j → 400 InvalidIdempotencyKey', async (key) => {
    const r = await create(key);
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('InvalidIdempotencyKey');
  });

  it('a key at 255 characters is accepted', async () => {
    expect((await create('k'.repeat(255))).status).toBe(201);
  });

  it('a validation failure stores nothing under the key, so a corrected retry succeeds', async () => {
    const bad = await create('key-fix', { ...createBody(), amount: 5 });
    expect(bad.status).toBe(422);
    const good = await create('key-fix');
    expect(good.status).toBe(201);
  });

  it('20 concurrent creates with one key make exactly one lead, and all answer it', async () => {
    const before = await leadCount();
    const answers = await Promise.all(Array.from({ length: 20 }, () => create('key-concurrent')));
    const ids = new Set(answers.filter((a) => a.status === 201).map((a) => a.body.id));
    expect(ids.size).toBe(1);
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(await leadCount()).toBe(before + 1);
  });

  it('concurrent creates with one key and different bodies: one lead, every answer names it', async () => {
    const before = await leadCount();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => create('key-race-bodies', createBody(`racer${i}@example.com`))));
    const created = answers.filter((a) => a.status === 201);
    expect(new Set(created.map((a) => a.body.id)).size).toBe(1);
    expect(answers.every((a) => a.status === 201 || (a.status === 409 && a.body.error.code === 'IdempotencyKeyInUse'))).toBe(true);
    expect(await leadCount()).toBe(before + 1);
  });
});

describe.each(TEST_DATABASES)('restart on $name', (database) => {
  it('stopping the server and starting a new one on the same storage loses no lead', async () => {
    const { options, cleanup } = database.fresh('restart');
    try {
      const first = await startTestServer(options);
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) {
        const r = await first.call('/v2/lead', { method: 'POST', body: createBody(`restart${i}@example.com`), headers: { 'Idempotency-Key': `restart-${i}` } });
        ids.push(r.body.id);
      }
      await first.call('/v3/lead', { method: 'PUT', body: { id: ids[0], product: PRODUCT, personalDetails: { firstName: 'Persisted' }, submit: true } });
      const before = (await first.call(`/lead/status/${ids[0]}`)).body;
      await first.close();

      const second = await startTestServer(options);
      try {
        // The browser's credentials survive too (stored hashed): the same cookies open the same leads.
        for (const id of ids) expect((await second.call(`/lead/status/${id}`, { cookie: first.cookieOf(id) ?? null })).status).toBe(200);
        expect((await second.call(`/lead/status/${ids[0]}`, { cookie: first.cookieOf(ids[0]!) ?? null })).body).toEqual(before);
        expect((await second.call(`/v3/lead/url/${ids[0]}/email`, { cookie: first.cookieOf(ids[0]!) ?? null })).body.lead.personalDetails.firstName).toBe('Persisted');
        // Idempotency records survive too: a retry after the restart replays the first answer.
        const retry = await second.call('/v2/lead', { method: 'POST', body: createBody('restart1@example.com'), headers: { 'Idempotency-Key': 'restart-1' } });
        expect(retry.body.id).toBe(ids[1]);
      } finally {
        await second.close();
      }
    } finally {
      await cleanup();
    }
  }, 60_000);
});
