import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { unknownKeys, type SchemaShape } from '../../../../domain/brand/unknownKeys';

const walk = (schema: v.GenericSchema, value: unknown): string[] => unknownKeys(schema as unknown as SchemaShape, value);

describe('unknownKeys: every key a schema does not declare, by its dotted path', () => {
  it('names keys of closed objects at any depth, through optional and piped schemas', () => {
    const schema = v.object({ a: v.optional(v.object({ b: v.pipe(v.object({ c: v.number() }), v.check(() => true)) })) });
    expect(walk(schema, { a: { b: { c: 1, d: 2 }, e: 3 }, f: 4 })).toEqual(['a.b.d', 'a.e', 'f']);
    expect(walk(schema, { a: { b: { c: 1 } } })).toEqual([]);
  });

  it('lets a loose object and a record hold any key, and walks what their declared keys hold', () => {
    const schema = v.looseObject({ known: v.object({ x: v.number() }), labels: v.record(v.string(), v.object({ y: v.number() })) });
    expect(walk(schema, { anything: 1, known: { x: 1, z: 2 }, labels: { Lead: { y: 1 }, Other: { y: 2, w: 3 } } })).toEqual(['known.z', 'labels.Other.w']);
  });

  it('names array items and tuple items by index', () => {
    expect(walk(v.array(v.object({ step: v.string() })), [{ step: 'a' }, { stp: 'b' }])).toEqual(['1.stp']);
    expect(walk(v.tuple([v.object({ a: v.number() }), v.string()]), [{ b: 1 }, 'x'])).toEqual(['0.b']);
  });

  it('takes the union option the value is most likely meant as: the one leaving the fewest keys unknown', () => {
    const condition = v.union([v.strictObject({ field: v.string(), equals: v.string() }), v.strictObject({ field: v.string(), in: v.array(v.string()) })]);
    const entry = v.union([v.picklist(['a', 'b']), v.strictObject({ step: v.string(), when: v.optional(condition) })]);
    expect(walk(v.array(entry), ['a', { step: 'b', when: { field: 'f', eqals: 'x' } }])).toEqual(['1.when.eqals']);
    expect(walk(v.array(entry), ['a', { step: 'b', when: { field: 'f', in: ['x'] } }])).toEqual([]);
    expect(walk(entry, 'a')).toEqual([]);
  });

  it('knows a key any option of an intersection declares, and follows lazy schemas', () => {
    const both = v.intersect([v.object({ a: v.number() }), v.object({ b: v.number() })]);
    expect(walk(both, { a: 1, b: 2, c: 3 })).toEqual(['c']);
    const tree: v.GenericSchema = v.object({ name: v.string(), children: v.optional(v.array(v.lazy(() => tree))) });
    expect(walk(tree, { name: 'r', children: [{ name: 'a', children: [{ nme: 'b' }] }] })).toEqual(['children.0.children.0.nme']);
  });

  it('leaves a value of the wrong kind to the schema (no key to name)', () => {
    expect(walk(v.object({ a: v.object({ b: v.number() }) }), { a: 'text' })).toEqual([]);
    expect(walk(v.array(v.object({ b: v.number() })), { not: 'an array' })).toEqual([]);
  });
});
