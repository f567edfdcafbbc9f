import type { PolicyDocument } from '../data/policyDocuments';

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * A policy as a plain, script-free HTML page (issue 15 item 4): it opens in a new tab from the required box, so the
 * applicant reads it without leaving the funnel. Headings in order (h1 then h2) and the page language set (WCAG 3.1.1).
 */
export function renderPolicyDocument(input: { readonly document: PolicyDocument; readonly brand: string; readonly lang: string; readonly versionLine: string }): string {
  const { document, brand, lang, versionLine } = input;
  const sections = document.sections
    .map((section) => `<h2>${escapeHtml(section.heading)}</h2>\n${section.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}`)
    .join('\n');
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.title)} - ${escapeHtml(brand)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(document.title)}</h1>
<p>${escapeHtml(versionLine)}</p>
${sections}
</main>
</body>
</html>
`;
}
