import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { rewriteText } from '../../scripts/docs/rewriteCitations.mjs';

interface Rewrite {
  readonly text: string;
  readonly unmapped: readonly { readonly citation: string }[];
}
const rewrite = (file: string, text: string): Rewrite => rewriteText(file, text) as Rewrite;

/** The sweep that replaces citations of documents outside the repository (house rule 14, docs/architecture.md). */
describe('scripts/docs/rewriteCitations.mjs', () => {
  it('cites the page and heading that now hold a rule the spec section named', () => {
    expect(rewrite('domain/session/isStale.ts', '/** Why stored data is stale (spec §4 "Stale application data"). */').text).toBe(
      '/** Why stored data is stale (docs/sessions-and-storage.md "Stale data"). */',
    );
  });

  it('keeps a quoted rule, now under the page that holds it', () => {
    expect(rewrite('domain/storage/decodeStored.ts', '/** Spec §3 "Reads unwrap nested JSON up to 10 levels": at most. */').text).toBe(
      '/** docs/sessions-and-storage.md "Encoding and versions": "Reads unwrap nested JSON up to 10 levels": at most. */',
    );
  });

  it('decides by the words around a bare section number', () => {
    expect(rewrite('application/usecases/StartSession.ts', '// Click id (spec §4).').text).toBe('// Click id (docs/click-ids-and-consent.md "Google click ids").');
    expect(rewrite('x.ts', '/** Progress state 30 (spec §4 state 30; issue 12). */').text).toBe(
      '/** Progress state 30 (docs/states-and-routes.md "Application states": state 30; issue 12). */',
    );
  });

  it('reads a listed "§N" as the same document, and one per country file as the country notes', () => {
    expect(rewrite('adapters/x.ts', '/** Texts (spec §4, §8). */').text).toBe(
      '/** Texts (docs/states-and-routes.md "Application states", docs/product.md "Error catalogue"). */',
    );
    expect(rewrite('domain/country/es/esPostalCode.ts', '/** Five digits (country-rules.md §1.2), IBAN (§1.3). */').text).toBe(
      '/** Five digits (docs/validation-by-country.md "Postal codes"), IBAN (docs/validation-by-country.md "Bank accounts"). */',
    );
  });

  it('leaves sections of issues, RFCs and laws alone', () => {
    const text = '// issue 11 §4, RFC 9110 §9.2.2, PAngV § 16';
    expect(rewrite('x.ts', text).text).toBe(text);
  });

  it('escapes its quotes inside JSON and double-quoted strings, and links in Markdown', () => {
    expect(rewrite('openapi/openapi.json', '"description": "The API (spec §7)."').text).toBe('"description": "The API (docs/product.md \\"Calls\\")."');
    expect(rewrite('tests/x.test.ts', 'it("resume (spec §7 continue)", () => {});').text).toBe('it("resume (docs/product.md \\"Calls\\": continue)", () => {});');
    expect(rewrite('docs/brands.md', 'The step keys of spec §2.').text).toBe('The step keys of [docs/product.md "Screens and routes"](product.md#screens-and-routes).');
  });

  it('rewrites paths and house rules of the design document kept outside', () => {
    expect(rewrite('x.ts', '// rules of ../../shared/design/architecture.md, architecture.md house rule 2').text).toBe(
      '// rules of docs/architecture.md, docs/architecture.md house rule 2',
    );
  });

  it('reports what it cannot map instead of guessing', () => {
    const result = rewrite('x.ts', '// see §5 for that');
    expect(result.text).toBe('// see §5 for that');
    expect(result.unmapped.map((entry) => entry.citation)).toEqual(['§5']);
  });
});
