import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stateRow } from '../../domain/state/applicationStates';
import { TRANSITIONS, type Target, type Transition } from '../../domain/transitions/transitions';

/**
 * The transition table of docs/states-and-routes.md, written from domain/transitions/transitions.ts so the page cannot
 * drift from the table the server's guard, the fake and the funnel read (tests/tooling/statesTableDoc.test.ts).
 * `node --import tsx scripts/docs/statesTable.ts --write` rewrites the page's generated section.
 */
export const BEGIN = '<!-- generated: transition table (scripts/docs/statesTable.ts) -->';
export const END = '<!-- end generated -->';
export const PAGE = 'docs/states-and-routes.md';

const targetText = (target: Target): string => (typeof target === 'number' ? `→ ${target}` : target === 'same' ? '' : `→ ${target}`);

const entryText = (entry: Transition): string => {
  const to = targetText(entry.to);
  const declined = entry.declined === undefined ? '' : ` (declined ${targetText(entry.declined)})`;
  return `\`${entry.action}\`${to ? ` ${to}` : ''}${declined}`;
};

const READS = new Set(['readStatus', 'resume', 'readRedirect', 'readPartnerOffers', 'readConsents', 'saveConsents']);

/** The markdown table: one line per state with its name, route and the steps it takes (reads listed apart). */
export function statesTableMarkdown(): string {
  const lines = ['| State | Name | Route | Takes (besides reads and consents) |', '| --- | --- | --- | --- |'];
  for (const row of TRANSITIONS) {
    const name = row.state === 0 ? 'none' : (stateRow(row.state)?.name ?? '');
    const steps = row.transitions.filter((entry) => !READS.has(entry.action) || (entry.action === 'readStatus' && entry.to !== 'same'));
    lines.push(`| ${row.state} | ${name} | \`${row.pendingRoute ?? ''}\` | ${steps.map(entryText).join(', ') || 'reads only'} |`);
  }
  return lines.join('\n');
}

/** The page with its generated section replaced by `table`. */
export function withTable(page: string, table: string): string {
  const start = page.indexOf(BEGIN);
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${PAGE} has no generated section (${BEGIN} … ${END})`);
  return `${page.slice(0, start + BEGIN.length)}\n${table}\n${page.slice(end)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--write')) writeFileSync(PAGE, withTable(readFileSync(PAGE, 'utf8'), statesTableMarkdown()));
  else process.stdout.write(`${statesTableMarkdown()}\n`);
}
