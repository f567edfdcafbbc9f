import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';

/** One policy document as the applicant reads it: a title and headed sections of plain paragraphs. */
export interface PolicyDocument {
  readonly title: string;
  readonly sections: readonly { readonly heading: string; readonly paragraphs: readonly string[] }[];
}

/** The documents an applicant accepts with the required box (issue 15 item 4), by policy id. */
export type PolicyDocumentId = 'general-terms' | 'privacy-notice';

const DocumentSchema = v.object({
  title: v.string(),
  sections: v.array(v.object({ heading: v.string(), paragraphs: v.array(v.string()) })),
});

/**
 * `locales/<locale>/policy.json`: the documents in the language of the locale's country (`{brand}` stands for the
 * brand's name) and that country's clauses: the applicant's cancellation right and the authorities (EU: Consumer
 * Credit Directive Art. 14 and GDPR Art. 77). Texts live with the locale, so a new country brings its own; the
 * browser never loads this namespace.
 */
const PolicyFileSchema = v.object({
  policy: v.object({
    version: v.string(),
    /** Heading of the privacy notice's section on the applicant's rights. */
    rights: v.string(),
    terms: DocumentSchema,
    privacy: DocumentSchema,
    clauses: v.object({ termsHeading: v.string(), termsClause: v.string(), privacyLaw: v.string(), privacyAuthority: v.string() }),
  }),
});

const withBrand = (document: PolicyDocument, brand: string): PolicyDocument => ({
  title: document.title,
  sections: document.sections.map((section) => ({ heading: section.heading, paragraphs: section.paragraphs.map((p) => p.replaceAll('{brand}', brand)) })),
});

/**
 * The document `id` for a brand of `locale`, in its language, with its country clauses, read from the first of
 * `localesDirs` that has the locale's policy.json; `versionLabel` heads the version line. Throws when no folder has a
 * valid file (a misconfigured locale: tests/api/policyDocuments.test.ts reads every registered country's).
 */
export function policyDocument(localesDirs: readonly string[], locale: string, id: PolicyDocumentId, brand: string): { readonly document: PolicyDocument; readonly versionLabel: string } {
  const file = localesDirs.map((dir) => join(dir, locale, 'policy.json')).find((candidate) => existsSync(candidate));
  if (file === undefined) throw new Error(`No policy.json for locale ${locale} in ${localesDirs.join(', ')}`);
  const { policy } = v.parse(PolicyFileSchema, JSON.parse(readFileSync(file, 'utf8')));
  const base = id === 'general-terms' ? policy.terms : policy.privacy;
  const extra =
    id === 'general-terms'
      ? { heading: policy.clauses.termsHeading, paragraphs: [policy.clauses.termsClause] }
      : { heading: policy.rights, paragraphs: [policy.clauses.privacyLaw, policy.clauses.privacyAuthority] };
  return { document: withBrand({ title: base.title, sections: [...base.sections, extra] }, brand), versionLabel: policy.version };
}
