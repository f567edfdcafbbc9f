import { rmSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/Database';
import { openPgliteDatabase, PGLITE_SHARED_BUFFERS } from '../../server/db/PgliteDatabase';
import { inlineParameters, sqlLiteral } from '../../server/db/sqlLiterals';
import { freshPgliteDir } from '../support/pgliteTemplate';

/** The embedded database's queue (issue 14 item 3): statements batched in one call, parameters written as literals. */
let db: Database;
let dir = '';
beforeAll(async () => {
  dir = freshPgliteDir('pglite-queue-');
  db = await openPgliteDatabase(dir);
  await db.exec('CREATE TABLE items (id text PRIMARY KEY, n integer NOT NULL, doc jsonb, at timestamptz)');
}, 60_000);
afterAll(async () => {
  await db?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const wellFormedText = fc.string({ unit: 'binary', maxLength: 40 }).filter((s) => !s.includes('\u0000') && !/\p{Cs}/u.test(s)); // a lone surrogate is not text UTF-8 can carry

describe('the engine', () => {
  it('runs with the small buffer pool, not the 128 MB initdb wrote (PGLITE_SHARED_BUFFERS: half the CPU of an open)', async () => {
    expect(PGLITE_SHARED_BUFFERS).toBe('16MB');
    expect((await db.query<{ shared_buffers: string }>('SHOW shared_buffers'))[0]?.shared_buffers).toBe('16MB');
  });
});

describe('parameters as literals', () => {
  it('any text (quotes, backslashes, $1, semicolons, comment marks) comes back unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(wellFormedText, fc.constantFrom("'", "''", "\\'", "'; DROP TABLE items; --", '$1', '$$', '\\', 'E\'\\x41\'', '-- x', '/* x */')), async (text) => {
        const [row] = await db.query<{ v: string }>('SELECT $1::text AS v', [text]);
        expect(row?.v).toBe(text);
      }),
      { numRuns: 300 },
    );
    // The injection attempt among them was data: the table is still there.
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM items'))[0]?.n).toBeGreaterThanOrEqual(0);
  });

  it('JSON documents, numbers, booleans, dates and null keep their values', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }).filter((j) => !JSON.stringify(j).includes('\\u0000')), fc.integer(), fc.boolean(), fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), async (doc, n, b, at) => {
        const [row] = await db.query<{ doc: unknown; n: number; b: boolean; at: Date; nothing: null }>('SELECT $1::jsonb AS doc, $2::int AS n, $3::boolean AS b, $4::timestamptz AS at, $5::text AS nothing', [JSON.stringify(doc), n, b, at, null]);
        expect(row?.doc).toEqual(JSON.parse(JSON.stringify(doc)));
        expect(row?.n).toBe(n);
        expect(row?.b).toBe(b);
        expect(new Date(row!.at).getTime()).toBe(at.getTime());
        expect(row?.nothing).toBeNull();
      }),
      { numRuns: 100 },
    );
  });

  it('placeholders inside quoted text, quoted names and comments are left alone; a missing parameter or a NUL is an error', () => {
    expect(inlineParameters(`SELECT '$1', "$1", $1 -- $1\n, $2`, ['a', "b'c"])).toBe(`SELECT '$1', "$1", 'a' -- $1\n, 'b''c'`);
    expect(inlineParameters('SELECT $10, $1', Array.from({ length: 10 }, (_, i) => i + 1))).toBe("SELECT '10', '1'");
    expect(() => inlineParameters('SELECT $2', ['a'])).toThrow(RangeError);
    expect(() => sqlLiteral('a\u0000b')).toThrow(RangeError);
  });
});

describe('the queue', () => {
  it('statements sent together are answered each with its own rows, in order', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => db.query<{ v: number }>('SELECT $1::int * 2 AS v', [i])));
    expect(answers.map((rows) => rows[0]?.v)).toEqual(Array.from({ length: 50 }, (_, i) => i * 2));
  });

  it('a failing statement fails alone: the others of its batch are stored and answered', async () => {
    await db.query("INSERT INTO items (id, n) VALUES ('taken', 0)");
    const writes = Array.from({ length: 20 }, (_, i) => db.query('INSERT INTO items (id, n) VALUES ($1, $2) RETURNING id', [i === 7 ? 'taken' : `batch-${i}`, i]));
    const settled = await Promise.allSettled(writes);
    expect(settled.filter((s) => s.status === 'rejected')).toHaveLength(1);
    expect(settled[7]?.status).toBe('rejected');
    const [row] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM items WHERE id LIKE 'batch-%'");
    expect(row?.n).toBe(19);
  });

  it('a transaction runs alone, between the statements queued before and after it', async () => {
    const before = db.query("INSERT INTO items (id, n) VALUES ('order', 1)");
    const tx = db.transaction(async (q) => {
      const [row] = await q.query<{ n: number }>("SELECT n FROM items WHERE id = 'order'");
      await q.query("UPDATE items SET n = $1 WHERE id = 'order'", [(row?.n ?? 0) + 10]);
      return row?.n;
    });
    const after = db.query<{ n: number }>("UPDATE items SET n = n * 2 WHERE id = 'order' RETURNING n");
    await before;
    expect(await tx).toBe(1);
    expect((await after)[0]?.n).toBe(22);
  });
});
