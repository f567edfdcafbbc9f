import type { BrandFunnel } from './funnelDropOff';

const ROW = 22;
const LABEL_WIDTH = 260;
const BAR_WIDTH = 420;
const NOTE_WIDTH = 330;
const WIDTH = LABEL_WIDTH + BAR_WIDTH + NOTE_WIDTH + 40;

const xml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const seconds = (ms: number | null): string => (ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`);
const percent = (part: number, whole: number): string => (whole === 0 ? '–' : `${Math.round((100 * part) / whole)} %`);

/**
 * The drop-off per step and brand as one self-contained SVG (no script, font or image it fetches): per brand, a bar per
 * step for the sessions shown it (light) with the sessions that continued it over it (dark), the number that gave up
 * there, the median time on the step and its most frequent refusal code; then the leads created, submitted, decided.
 */
export function dropOffChart(funnels: readonly BrandFunnel[], title = 'Funnel drop-off per step and brand'): string {
  const parts: string[] = [];
  let y = 40;
  for (const funnel of funnels) {
    const max = Math.max(1, funnel.sessions, ...funnel.steps.map((step) => step.shown));
    const scale = (count: number): number => Math.round((BAR_WIDTH * count) / max);
    parts.push(`<text x="20" y="${y}" font-size="16" font-weight="bold">${xml(funnel.brand)} — ${funnel.sessions} session${funnel.sessions === 1 ? '' : 's'}</text>`);
    y += 12;
    const rows: Array<{ label: string; shown: number; continued: number; note: string }> = [
      ...funnel.steps.map((step) => ({
        label: `${step.position === Number.MAX_SAFE_INTEGER ? '?' : step.position}. ${step.step}`,
        shown: step.shown,
        continued: step.continued,
        note: `${step.continued}/${step.shown} on, −${step.droppedOff} (${percent(step.droppedOff, step.shown)}) · ${seconds(step.medianTimeOnStepMs)}${step.errorCodes[0] ? ` · ${step.errorCodes[0].code} ×${step.errorCodes[0].count}` : ''}`,
      })),
      { label: 'lead created', shown: funnel.leads.created, continued: funnel.leads.created, note: `${funnel.leads.created}` },
      { label: 'lead submitted', shown: funnel.leads.submitted, continued: funnel.leads.submitted, note: `${funnel.leads.submitted}` },
      { label: 'lead decided', shown: funnel.leads.decided, continued: funnel.leads.decided, note: `${funnel.leads.decided}` },
    ];
    for (const row of rows) {
      const top = y + 4;
      parts.push(
        `<text x="${LABEL_WIDTH + 10}" y="${top + 14}" font-size="12" text-anchor="end">${xml(row.label)}</text>`,
        `<rect x="${LABEL_WIDTH + 20}" y="${top}" width="${scale(row.shown)}" height="${ROW - 6}" fill="#b7cbe8"><title>${xml(`${row.label}: ${row.shown} shown`)}</title></rect>`,
        `<rect x="${LABEL_WIDTH + 20}" y="${top}" width="${scale(row.continued)}" height="${ROW - 6}" fill="#1f5fae"><title>${xml(`${row.label}: ${row.continued} continued`)}</title></rect>`,
        `<text x="${LABEL_WIDTH + BAR_WIDTH + 30}" y="${top + 14}" font-size="12">${xml(row.note)}</text>`,
      );
      y += ROW;
    }
    y += 28;
  }
  if (funnels.length === 0) {
    parts.push('<text x="20" y="60" font-size="14">No funnel events recorded.</text>');
    y += 40;
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${y}" viewBox="0 0 ${WIDTH} ${y}" role="img" font-family="system-ui, sans-serif">`,
    `<title>${xml(title)}</title>`,
    `<desc>Per brand, for each step: sessions shown it (light bar), sessions that continued it (dark bar), those that gave up there, the median time on the step and its most frequent refusal code.</desc>`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<text x="20" y="22" font-size="18" font-weight="bold">${xml(title)}</text>`,
    ...parts,
    '</svg>',
    '',
  ].join('\n');
}

/** The same figures as a plain-text table, one line per step. */
export function dropOffTable(funnels: readonly BrandFunnel[]): string {
  const lines: string[] = [];
  for (const funnel of funnels) {
    lines.push(`${funnel.brand} (${funnel.sessions} sessions)`);
    lines.push(`  ${'#'.padStart(3)}  ${'step'.padEnd(32)} ${'shown'.padStart(6)} ${'cont.'.padStart(6)} ${'gave up'.padStart(8)} ${'median'.padStart(8)}  top refusal`);
    for (const step of funnel.steps) {
      const position = step.position === Number.MAX_SAFE_INTEGER ? '?' : String(step.position);
      const top = step.errorCodes[0] ? `${step.errorCodes[0].code} ×${step.errorCodes[0].count}` : '';
      lines.push(`  ${position.padStart(3)}  ${step.step.padEnd(32)} ${String(step.shown).padStart(6)} ${String(step.continued).padStart(6)} ${String(step.droppedOff).padStart(8)} ${seconds(step.medianTimeOnStepMs).padStart(8)}  ${top}`);
    }
    lines.push(`  leads: created ${funnel.leads.created}, submitted ${funnel.leads.submitted}, decided ${funnel.leads.decided}`, '');
  }
  return lines.length > 0 ? lines.join('\n') : 'No funnel events recorded.\n';
}
