import { isRecord } from '../kernel/isRecord';

/** The parts of a valibot schema the walk reads (a pipe keeps its schema's type and parts). */
export interface SchemaShape {
  readonly type: string;
  /** object, strict_object, loose_object, object_with_rest */
  readonly entries?: Readonly<Record<string, SchemaShape>>;
  /** optional, nullable, nullish, exact_optional, non_optional, … */
  readonly wrapped?: SchemaShape;
  /** array */
  readonly item?: SchemaShape;
  /** record: every key is allowed, each value is walked */
  readonly value?: SchemaShape;
  /** tuple, strict_tuple, loose_tuple, tuple_with_rest */
  readonly items?: readonly SchemaShape[];
  /** union, variant, intersect */
  readonly options?: readonly SchemaShape[];
  /** lazy */
  readonly getter?: (input: unknown) => SchemaShape;
}

const CLOSED_OBJECTS = new Set(['object', 'strict_object']);
const OPEN_OBJECTS = new Set(['loose_object', 'object_with_rest']);
const TUPLES = new Set(['tuple', 'strict_tuple', 'loose_tuple', 'tuple_with_rest']);

const join = (path: string, key: string | number): string => (path === '' ? String(key) : `${path}.${key}`);

/** The schema itself once optional/nullable wrappers and lazy getters are taken off. */
function unwrap(schema: SchemaShape, value: unknown): SchemaShape {
  if (schema.wrapped) return unwrap(schema.wrapped, value);
  if (schema.type === 'lazy' && schema.getter) return unwrap(schema.getter(value), value);
  return schema;
}

/** Whether `value` has the shape `schema` walks into (an object for an object or record, an array for an array). */
function holds(schema: SchemaShape, value: unknown): boolean {
  const inner = unwrap(schema, value);
  if (CLOSED_OBJECTS.has(inner.type) || OPEN_OBJECTS.has(inner.type) || inner.type === 'record') return isRecord(value);
  if (inner.type === 'array' || TUPLES.has(inner.type)) return Array.isArray(value);
  if (inner.options) return inner.options.some((option) => holds(option, value));
  return false;
}

/**
 * The dotted paths (array items by index: `flow.3.whne`) of every key in `value` that `schema` does not declare, at
 * any depth. valibot's `object` drops such a key silently, so a misspelt key would leave its setting at the default
 * unnoticed; this walk names it instead. A closed object (`object`, `strictObject`) refuses other keys; a loose one
 * and a record accept any key, and what their declared keys hold is still walked. Of a union's options, the one that
 * leaves the fewest keys unknown is taken (the value is most likely meant as that one). Never throws.
 */
export function unknownKeys(schema: SchemaShape, value: unknown, path = ''): string[] {
  const inner = unwrap(schema, value);
  if (CLOSED_OBJECTS.has(inner.type) || OPEN_OBJECTS.has(inner.type)) {
    if (!isRecord(value) || !inner.entries) return [];
    const entries = inner.entries;
    const closed = CLOSED_OBJECTS.has(inner.type);
    return Object.entries(value).flatMap(([key, child]) => {
      const childSchema = Object.hasOwn(entries, key) ? entries[key] : undefined;
      if (childSchema) return unknownKeys(childSchema, child, join(path, key));
      return closed ? [join(path, key)] : [];
    });
  }
  if (inner.type === 'record') {
    if (!isRecord(value) || !inner.value) return [];
    const valueSchema = inner.value;
    return Object.entries(value).flatMap(([key, child]) => unknownKeys(valueSchema, child, join(path, key)));
  }
  if (inner.type === 'array') {
    if (!Array.isArray(value) || !inner.item) return [];
    const item = inner.item;
    return value.flatMap((child, index) => unknownKeys(item, child, join(path, index)));
  }
  if (TUPLES.has(inner.type)) {
    if (!Array.isArray(value) || !inner.items) return [];
    const items = inner.items;
    return value.flatMap((child, index) => (items[index] ? unknownKeys(items[index], child, join(path, index)) : []));
  }
  if (inner.type === 'intersect' && inner.options) {
    // Each option declares part of the keys: a key is unknown only when no option declares it.
    const [first = [], ...others] = inner.options.map((option) => unknownKeys(option, value, path));
    return first.filter((key) => others.every((other) => other.includes(key)));
  }
  if (inner.options) {
    const candidates = inner.options.filter((option) => holds(option, value)).map((option) => unknownKeys(option, value, path));
    if (candidates.length === 0) return [];
    return candidates.reduce((fewest, next) => (next.length < fewest.length ? next : fewest));
  }
  return [];
}
