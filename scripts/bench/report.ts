/** Left-aligned text table: a header row, a rule, then the rows. */
export function table(header: readonly string[], rows: ReadonlyArray<readonly (string | number)[]>): string {
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  const line = (row: readonly string[]) => row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  return [line(cells[0] ?? []), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

export const fmtKb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
export const fmtMs = (ms: number): string => (Number.isFinite(ms) ? `${ms.toFixed(1)} ms` : 'n/a');
