/**
 * Parameters written into SQL text as quoted literals, for the embedded engine's simple-query protocol: several
 * statements then travel in one call (server/db/PgliteDatabase.ts batches them), where the extended protocol costs
 * six calls into the WebAssembly engine per statement.
 *
 * Every value becomes a quoted literal of type `unknown` ('…'), which PostgreSQL types from its context exactly as it
 * types an untyped `$n` parameter; quotes are doubled, and `standard_conforming_strings` (on since PostgreSQL 9.1,
 * checked at open) makes backslashes plain characters, so no value can end the literal.
 */

/** A value as PGlite's serializers would send it, as text; null for SQL NULL. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new TypeError('Invalid Date as SQL parameter');
    return value.toISOString();
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`Non-finite number as SQL parameter: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'bigint') return value.toString();
  // An object parameter is JSON, as PGlite serializes a json/jsonb parameter.
  return JSON.stringify(value);
}

/** `value` as a quoted SQL literal (or NULL). Text PostgreSQL cannot hold (U+0000) is refused, as the server refuses it. */
export function sqlLiteral(value: unknown): string {
  const text = asText(value);
  if (text === null) return 'NULL';
  if (text.includes('\u0000')) throw new RangeError('A SQL parameter contains U+0000, which PostgreSQL text cannot hold');
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * `sql` with each `$n` placeholder replaced by the literal of `params[n - 1]`. Placeholders inside quoted literals,
 * quoted identifiers and comments are left alone; a placeholder without a parameter is an error.
 */
export function inlineParameters(sql: string, params: readonly unknown[]): string {
  if (params.length === 0) return sql;
  let out = '';
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i] as string;
    if (ch === "'" || ch === '"') {
      // A quoted literal or identifier, with doubled quotes inside: copied as it is.
      let end = i + 1;
      while (end < sql.length) {
        if (sql[end] === ch) {
          if (sql[end + 1] === ch) end += 2;
          else break;
        } else end++;
      }
      out += sql.slice(i, end + 1);
      i = end + 1;
    } else if (ch === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      const stop = end === -1 ? sql.length : end;
      out += sql.slice(i, stop);
      i = stop;
    } else if (ch === '$' && /[0-9]/.test(sql[i + 1] ?? '') && !/[A-Za-z0-9_$]/.test(sql[i - 1] ?? '')) {
      let end = i + 1;
      while (end < sql.length && /[0-9]/.test(sql[end] as string)) end++;
      const index = Number(sql.slice(i + 1, end)) - 1;
      if (index < 0 || index >= params.length) throw new RangeError(`SQL placeholder $${index + 1} has no parameter`);
      out += sqlLiteral(params[index]);
      i = end;
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}
