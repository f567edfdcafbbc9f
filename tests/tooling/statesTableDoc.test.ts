import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BEGIN, END, PAGE, statesTableMarkdown, withTable } from '../../scripts/docs/statesTable';
import { TRANSITIONS } from '../../domain/transitions/transitions';

describe('docs/states-and-routes.md', () => {
  const page = readFileSync(PAGE, 'utf8');

  it('shows the transition table the code holds (regenerate: node --import tsx scripts/docs/statesTable.ts --write)', () => {
    expect(withTable(page, statesTableMarkdown())).toBe(page);
  });

  it('has one line per state of the table, each naming its route', () => {
    const section = page.slice(page.indexOf(BEGIN), page.indexOf(END));
    for (const row of TRANSITIONS) expect(section).toMatch(new RegExp(`^\\| ${row.state} \\| [^|]+ \\| \`${row.pendingRoute ?? ''}\` \\|`, 'm'));
  });

  it('a changed table makes the page stale', () => {
    expect(withTable(page, statesTableMarkdown().replace('→ pending', '→ 10'))).not.toBe(page);
  });
});
