#!/usr/bin/env node
// Rewrites every citation of a document kept outside the repository (the product specification's "spec §N", the
// country, tracking/privacy/security and accessibility notes, the performance brief, the design document's house
// rules, paths into ../shared) into a citation of the page of docs/ that now holds the rule (house rule 14,
// docs/architecture.md), keeping what the comment says. The map is scripts/docs/citationMap.mjs.
//
//   node scripts/docs/rewriteCitations.mjs            # dry run: what would change, what it could not map
//   node scripts/docs/rewriteCitations.mjs --write    # rewrite the tracked files in place
//   options: --root DIR (another checkout), --verbose (every rewrite), --check (exit 1 when something is unmapped)
//
// Files outside .ci/ and this folder are rewritten; JSON strings get their quotes escaped; Markdown gets links.
// Prose that names "the spec" without a section number is listed for review, not rewritten.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OVERRIDES, PAGES, PLAIN_REPLACEMENTS, QUOTE_TARGETS, SECTION_NAMES, SECTION_RULES, countrySection } from './citationMap.mjs';

const DOC_NAMES = { spec: 'spec', 'country-rules': 'cr', 'country-rules.md': 'cr', 'tracking-privacy-security.md': 'tps', 'accessibility.md': 'forms' };

/** A quote, which may go on over one line break inside a comment. */
const QUOTE = String.raw`"[^"\n]*(?:\n[ \t]*(?:\*|\/\/)?[ \t]*[^"\n]*)?"`;

/** A line break inside a comment, with the next line's comment prefix. */
const BREAK = String.raw`\n[ \t]*(?:\*|\/\/)?[ \t]*`;

/** A citation: an outside document, with or without a section and quotes, or a bare "§N" of the document in context. */
const CITATION = new RegExp(
  String.raw`(?:(?<doc>(?<![\w/.-])(?:[Ss]pec(?=[ \t]*(?:\n[ \t]*(?:\*|\/\/)?[ \t]*)?§)|country-rules(?:\.md)?|tracking-privacy-security\.md|accessibility\.md))` +
    String.raw`(?:[ \t]*(?:\n[ \t]*(?:\*|\/\/)?[ \t]*)?§(?<sec>\d+(?:\.\d+)?)(?<range>[ \t]*[–-][ \t]*§?\d+(?:\.\d+)?|–(?=\s))?)?` +
    String.raw`|(?<![\w§])§(?<bare>\d+(?:\.\d+)?)(?<brange>[ \t]*[–-][ \t]*§?\d+(?:\.\d+)?)?)` +
    `(?<quotes>(?:[ \\t]*(?:${BREAK})?${QUOTE}(?:[ \\t]*(?:,|and|or|…)[ \\t]*(?:${BREAK})?${QUOTE})*)?)`,
  'g',
);

/** A bare "§" after these words belongs to another document (an issue, an RFC, a law), not to the notes. */
const FOREIGN_SECTION = /(?:issue\s+\d+\s*(?:item\s*)?|RFC\s*\d+\s*|brief\s*|PAngV\s*|ASVS\s*[\d.]*\s*)$/i;

/** Words after a citation that continue the sentence rather than describe the section (no colon is added before them). */
const CONTINUATIONS = new Set(['and', 'or', 'is', 'are', 'was', 'as', 'in', 'of', 'for', 'with', 'to', 'at', 'on', 'says', 'names', 'lists', 'gives', 'has', 'does', 'also', 'only', 'the', 'a', 'an', 'where', 'when', 'which', 'that', 'but', 'from', 'by', 'per', 'into', 'than']);

const PROSE_SPEC = /\b(?:the|a|this) spec\b|\bspec's\b|\bthe spec'|\bspec (?:constants|names|order)\b/i;

const DIRECTORY_DOCS = [
  [/^domain\/(?:country|loan)\//, 'cr'],
  [/^tests\/unit\/domain\/loan\//, 'cr'],
  [/^(?:domain|application|adapters)\/tracking\/|^application\/ports\/PixelTracker\.ts$/, 'tps'],
];

const normalise = (text) => text.replace(/\\'/g, "'").replace(/\n[ \t]*(?:\*|\/\/)?[ \t]*/g, ' ').trim().toLowerCase();
const SECTION_NAME_SET = new Set(SECTION_NAMES.map(normalise));

/** The quotes of a citation, in order. */
const quotesOf = (text) => [...(text ?? '').matchAll(/"([^"]*)"/g)].map((match) => match[1] ?? '');

/** The sections a range covers ("1–2" → 1, 2; "2.6–2.8" → 2.6, 2.7, 2.8; "9.2–§9.3" → 9.2, 9.3). */
function expandRange(section, range) {
  if (!range) return [section];
  const end = /(\d+(?:\.\d+)?)/.exec(range)?.[1];
  if (!end) return [section];
  const [major, minor] = section.split('.').map(Number);
  const [endMajor, endMinor] = end.split('.').map(Number);
  if (minor !== undefined && endMinor !== undefined && endMajor === major) {
    return Array.from({ length: Math.max(1, endMinor - minor + 1) }, (_, index) => `${major}.${minor + index}`);
  }
  if (minor === undefined && endMinor === undefined && endMajor > major) {
    return Array.from({ length: endMajor - major + 1 }, (_, index) => String(major + index));
  }
  // "7.2–7.6" written as "7.2–6": the end is a minor of the same major.
  if (minor !== undefined && endMinor === undefined && endMajor > minor) {
    return Array.from({ length: endMajor - minor + 1 }, (_, index) => `${major}.${minor + index}`);
  }
  return [section, end];
}

/** The target of one section of one document, or null; `how` says which text decided it. */
function targetOf(doc, section, texts) {
  if (doc === 'cr' && section !== undefined) {
    const found = countrySection(section, texts.slice(0, 2).join(' '));
    return found ? { target: found, how: 'section' } : null;
  }
  const key = section === undefined ? doc : `${doc} ${section.split('.')[0]}`;
  const entry = SECTION_RULES[key] ?? SECTION_RULES[doc];
  if (!entry) return null;
  for (const [level, text] of texts.entries()) {
    for (const [pattern, target] of entry.rules) {
      if (pattern.test(text)) return { target, how: ['topic', 'line', 'path'][level] ?? 'context' };
    }
  }
  return entry.default ? { target: entry.default, how: 'default' } : null;
}

const anchorOf = (heading) =>
  heading.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').trim().replace(/\s/g, '-');

/** The citation text of targets: pages in order of appearance, each with its headings. */
function format(targets, file) {
  const byPage = new Map();
  for (const [page, heading] of targets) {
    const headings = byPage.get(page) ?? [];
    if (heading && !headings.includes(heading)) headings.push(heading);
    byPage.set(page, headings);
  }
  const markdown = file.endsWith('.md');
  return [...byPage.entries()]
    .map(([pageKey, headings]) => {
      const page = PAGES[pageKey];
      if (!markdown) return [page, headings.map((heading) => `"${heading}"`).join(', ')].filter(Boolean).join(' ');
      const link = relative(dirname(file), page) || page;
      if (headings.length === 0) return `[${page}](${link})`;
      return headings.map((heading) => `[${page} "${heading}"](${link}#${anchorOf(heading)})`).join(', ');
    })
    .join('; ');
}

/** Whether `offset` of a code line sits inside a double-quoted string literal (its quotes must then be escaped). */
function insideDoubleQuotes(line, offset) {
  const code = line.slice(0, offset);
  if (/^\s*(?:\*|\/\/|\/\*)/.test(code)) return false;
  return ((code.match(/(?<!\\)"/g) ?? []).length % 2) === 1;
}

/** The line of `text` around `offset`: its start, its text before `offset`, the whole line, the line before it. */
function lineAround(text, offset) {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const endAt = text.indexOf('\n', offset);
  const end = endAt === -1 ? text.length : endAt;
  const previousStart = start > 0 ? text.lastIndexOf('\n', start - 2) + 1 : start;
  return {
    number: text.slice(0, offset).split('\n').length,
    before: text.slice(start, offset),
    line: text.slice(start, end),
    previous: text.slice(previousStart, Math.max(previousStart, start - 1)),
  };
}

/**
 * Rewrites the outside citations of one file's text. Answers the new text, each change (line, before, after, how
 * the target was found), what could not be mapped, and prose mentions of the spec to review by hand.
 */
export function rewriteText(file, text) {
  const changes = [];
  const unmapped = [];
  const review = [];
  let out = text;
  for (const [from, to] of OVERRIDES) {
    if (out.includes(from)) {
      out = out.split(from).join(to);
      changes.push({ line: 0, before: from, after: to, how: 'override' });
    }
  }
  for (const [pattern, to] of PLAIN_REPLACEMENTS) {
    out = out.replace(pattern, (...args) => {
      const after = typeof to === 'function' ? to(...args) : to;
      if (after !== args[0]) changes.push({ line: 0, before: args[0], after, how: 'plain' });
      return after;
    });
  }
  // "the spec §9 constants" reads "the constants (…)" once rewritten, not "the docs/product.md … constants".
  out = out.replace(/\b([Tt]he) spec §(\d+(?:\.\d+)?)((?: (?!of\b|for\b|when\b|with\b|in\b|from\b|and\b|to\b|is\b|as\b)[\w-]+)+)/g, (_m, article, section, words) => `${article}${words} (spec §${section})`);
  out.split('\n').forEach((line, index) => {
    if (PROSE_SPEC.test(line)) review.push({ line: index + 1, text: line.trim() });
  });

  const json = file.endsWith('.json');
  const code = /\.(?:[cm]?[jt]sx?)$/.test(file);
  const firstInFile = [...out.matchAll(CITATION)].map((match) => match.groups?.doc).find(Boolean);
  const directoryDoc = DIRECTORY_DOCS.find(([pattern]) => pattern.test(file))?.[1] ?? null;
  let lastDoc = null;
  const marks = [];
  const result = out.replace(CITATION, (whole, ...rest) => {
    const groups = rest.at(-1);
    const offset = rest.at(-3);
    const where = lineAround(out, offset);
    let doc = groups.doc ? DOC_NAMES[groups.doc.toLowerCase()] : null;
    const sectionText = groups.sec ?? groups.bare;
    const range = groups.range ?? groups.brange;
    if (!doc) {
      if (FOREIGN_SECTION.test(where.before)) return whole;
      // A bare "§" listed after a citation ("spec §4, §5") is of the same document; in a country or tracking file it is
      // that file's notes; elsewhere the document named last.
      const listed = lastDoc && /§\d+(?:\.\d+)?(?:[–-]\d+(?:\.\d+)?)?(?:[ \t]*"[^"]*")*[ \t]*(?:,|;|and)[ \t]*$/.test(where.before);
      // Only the country notes number their subsections ("§9.3"); the specification's and the tracking notes' are not.
      const subsection = sectionText?.includes('.') ? 'cr' : null;
      doc = (listed ? lastDoc : null) ?? subsection ?? directoryDoc ?? lastDoc ?? (firstInFile ? DOC_NAMES[firstInFile.toLowerCase()] : null);
      if (!doc) {
        unmapped.push({ line: where.number, citation: whole.trim(), text: where.line.trim(), why: 'a bare § with no document in context' });
        return whole;
      }
    } else {
      lastDoc = doc;
    }
    const quotes = quotesOf(groups.quotes);
    const following = out.slice(offset + whole.length).split(/[;)\n]|§|\b(?:spec|country-rules|tracking-privacy-security|accessibility)\b/)[0] ?? '';
    const sections = sectionText === undefined ? [undefined] : expandRange(sectionText, range);
    const isName = (quote) => SECTION_NAME_SET.has(normalise(quote));
    const sectionQuotes = quotes.filter(isName);
    const ruleQuotes = quotes.filter((quote) => !isName(quote));
    // A quote naming a section says where, not what: several of them are mapped one by one; one alone that is not
    // decisive (QUOTE_TARGETS) leaves the decision to the words around it.
    const topics = sectionQuotes.length > 1 ? sectionQuotes : [quotes.join(' ')];
    const nearBefore = where.before.replace(/^[\s*/#|-]*/, '');
    const targets = [];
    const hows = [];
    for (const section of sections) {
      for (const topic of topics) {
        const named = doc !== 'cr' && doc !== 'forms' ? QUOTE_TARGETS[normalise(topic)] : undefined;
        const onlyName = topic !== '' && isName(topic) && !named;
        const texts = [
          `${onlyName ? '' : topic} ${following}`.trim(),
          nearBefore.length >= 15 ? nearBefore : '',
          `${where.previous} ${nearBefore}`.trim(),
          where.line,
          file,
        ];
        const found = named ? { target: named, how: 'quote' } : targetOf(doc, section, texts);
        if (found) {
          targets.push(found.target);
          hows.push(found.how);
        }
      }
    }
    if (targets.length === 0) {
      unmapped.push({ line: where.number, citation: whole.trim(), text: where.line.trim(), why: `no page holds ${doc} §${sectionText ?? ''}` });
      return whole;
    }
    let cite = format(targets, file);
    if (ruleQuotes.length > 0) cite += `: ${ruleQuotes.map((quote) => `"${quote}"`).join(', ')}`;
    if (json || (code && insideDoubleQuotes(where.line, where.before.length))) cite = cite.replace(/(?<!\\)"/g, '\\"');
    const leading = /^\s*/.exec(whole)?.[0] ?? '';
    changes.push({ line: where.number, before: whole.trim().replace(/\s+/g, ' '), after: cite.replace(/\s+/g, ' '), how: hows.join('+') });
    // A colon before describing words only inside a parenthesis or a list ("(… "Application states": state 30").
    marks.push({ headings: targets.map(([, heading]) => heading).filter(Boolean), listed: /[(;,]\s*$/.test(where.before) });
    return `${leading}\u0001${cite}\u0002`;
  });
  return { text: finish(result, marks), changes, unmapped, review };
}

/**
 * Per generated citation (between \u0001 and \u0002): drop following words that only repeat its heading
 * ("spec §2 page chrome" → "… "Page chrome""), put a colon before words that describe it ("… "Application states":
 * state 30"), and merge neighbours on the same page ("P "A", P "B"" → "P "A", "B"").
 */
function finish(text, marks) {
  let index = 0;
  let result = text.replace(/\u0001([^\u0002]*)\u0002( ([^\s;,.)(:"'`\u0001\u0002]+(?: [^\s;,.)(:"'`\u0001\u0002]+)*))?/g, (_whole, cite, _space, words) => {
    const { headings = [], listed = false } = marks[index++] ?? {};
    if (!words) return cite;
    const repeated = headings.find((heading) => heading.toLowerCase().startsWith(words.toLowerCase()) || words.toLowerCase().startsWith(heading.toLowerCase()));
    if (repeated) return cite + words.slice(Math.min(words.length, repeated.length)).replace(/^(?=\S)/, ' ');
    const first = words.split(' ')[0]?.toLowerCase() ?? '';
    if (!listed || CONTINUATIONS.has(first) || cite.endsWith(')') || !/"$/.test(cite)) return `${cite} ${words}`;
    return `${cite}: ${words}`;
  });
  // Neighbouring citations of one page: one page name, its headings listed.
  const PAGE = String.raw`((?:docs\/[\w-]+|README)\.md)`;
  const HEADINGS = String.raw`((?: "[^"\n]+")(?:, "[^"\n]+")*)(?!:)`;
  const neighbours = new RegExp(`${PAGE}${HEADINGS}(?:, |; )\\1${HEADINGS}`);
  for (let guard = 0; guard < 20 && neighbours.test(result); guard += 1) {
    result = result.replace(neighbours, (_m, page, first, second) => {
      const all = [...quotesOf(first), ...quotesOf(second)].filter((heading, at, list) => list.indexOf(heading) === at);
      return `${page} ${all.map((heading) => `"${heading}"`).join(', ')}`;
    });
  }
  return result;
}

/** Tracked text files to rewrite under `root`: everything but .ci/, this folder, binaries and lock files. */
function filesOf(root) {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean)
    .filter((file) => !file.startsWith('.ci/') && !file.startsWith('scripts/docs/') && file !== 'package-lock.json')
    .filter((file) => /\.(?:[cm]?[jt]sx?|md|json|sql|css|html|sh|ya?ml)$/.test(file))
    .filter((file) => !['tests/tooling/selfContained.test.ts', 'tests/tooling/docsLinks.test.ts', 'tests/tooling/rewriteCitations.test.ts'].includes(file));
}

function main(argv) {
  const write = argv.includes('--write');
  const verbose = argv.includes('--verbose');
  const rootAt = argv.indexOf('--root');
  const root = rootAt >= 0 ? resolve(argv[rootAt + 1] ?? '.') : resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  let changed = 0;
  let citations = 0;
  const defaults = [];
  const unmapped = [];
  const review = [];
  for (const file of filesOf(root)) {
    const path = resolve(root, file);
    const text = readFileSync(path, 'utf8');
    const result = rewriteText(file, text);
    result.unmapped.forEach((entry) => unmapped.push({ file, ...entry }));
    result.review.forEach((entry) => review.push({ file, ...entry }));
    if (result.text === text) continue;
    changed += 1;
    citations += result.changes.length;
    for (const change of result.changes) {
      if (verbose) console.log(`${file}:${change.line}  ${change.before}  →  ${change.after}  [${change.how}]`);
      if (change.how.includes('default')) defaults.push({ file, ...change });
    }
    if (write) writeFileSync(path, result.text);
  }
  console.log(`${write ? 'Rewrote' : 'Would rewrite'} ${citations} citations in ${changed} files.`);
  if (defaults.length > 0) {
    console.log(`\nMapped by the section's default page (${defaults.length}; read them once):`);
    for (const entry of defaults) console.log(`  ${entry.file}:${entry.line}  ${entry.before}  →  ${entry.after}`);
  }
  console.log(`\nCould not map (${unmapped.length}):`);
  for (const entry of unmapped) console.log(`  ${entry.file}:${entry.line}  ${entry.citation}  (${entry.why})  ${entry.text}`);
  console.log(`\nProse that names the spec without a section, left as written (${review.length}):`);
  for (const entry of review) console.log(`  ${entry.file}:${entry.line}  ${entry.text}`);
  if (argv.includes('--check') && unmapped.length > 0) process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
