import { describe, expect, it } from 'vitest';
import { dropOffChart, dropOffTable } from '../../scripts/funnelReport/dropOffChart';
import { funnelDropOff, type RecordedEvent } from '../../scripts/funnelReport/funnelDropOff';
import { parseRecordedEvents } from '../../scripts/funnelReport/recordedEvents';

let n = 0;
const at = (event: string, session: string, properties: Record<string, unknown>, brand = 'es-vehicle'): RecordedEvent => ({
  uuid: `00000000-0000-4000-8000-${String((n += 1)).padStart(12, '0')}`,
  event,
  distinctId: session,
  brand,
  properties: { brand, ...properties },
  occurredAt: '2026-06-15T12:00:00.000Z',
});
const shown = (session: string, step: string, position: number, brand?: string) => at('funnel_step_shown', session, { step, position, steps: 3 }, brand);
const continued = (session: string, step: string, position: number, ms: number, brand?: string) => at('funnel_step_continued', session, { step, position, steps: 3, time_on_step_ms: ms, error_codes: [] }, brand);
const refused = (session: string, step: string, position: number, codes: string[]) => at('funnel_step_invalid', session, { step, position, steps: 3, error_codes: codes });

// Three applicants of es-vehicle: A completes, B gives up on step 2 after a refusal, C gives up on step 1; one of mx-express.
const EVENTS: RecordedEvent[] = [
  shown('A', 'initial-details', 1), continued('A', 'initial-details', 1, 4000), at('funnel_lead_created', 'A', { step: 'initial-details' }),
  shown('B', 'initial-details', 1), continued('B', 'initial-details', 1, 6000),
  shown('C', 'initial-details', 1),
  shown('A', 'name', 2), continued('A', 'name', 2, 3000), at('funnel_lead_submitted', 'A', {}), at('funnel_lead_decided', 'A', { status: 'accepted' }),
  shown('B', 'name', 2), refused('B', 'name', 2, ['personalDetails.firstName:InvalidFormat']), refused('B', 'name', 2, ['personalDetails.firstName:InvalidFormat', 'personalDetails.lastName:Required']),
  // A reload shows step 2 again to A: still one session.
  shown('A', 'name', 2),
  shown('M', 'initial-details', 1, 'mx-express'),
  at('$identify', 'A', {}),
];

describe('npm run funnel-report (scripts/funnelReport.ts)', () => {
  it('counts per brand and step the sessions shown, continued and given up, with median times, refusal codes and leads', () => {
    const [es, mx] = funnelDropOff(EVENTS);
    expect(es).toMatchObject({ brand: 'es-vehicle', sessions: 3, leads: { created: 1, submitted: 1, decided: 1 } });
    expect(es?.steps).toEqual([
      { step: 'initial-details', position: 1, shown: 3, continued: 2, droppedOff: 1, medianTimeOnStepMs: 5000, errorCodes: [] },
      {
        step: 'name', position: 2, shown: 2, continued: 1, droppedOff: 1, medianTimeOnStepMs: 3000,
        errorCodes: [{ code: 'personalDetails.firstName:InvalidFormat', count: 2 }, { code: 'personalDetails.lastName:Required', count: 1 }],
      },
    ]);
    expect(mx).toMatchObject({ brand: 'mx-express', sessions: 1, steps: [{ step: 'initial-details', shown: 1, continued: 0, droppedOff: 1 }] });
  });

  it('draws a self-contained SVG: one bar pair per step and brand, numbers beside them, nothing fetched', () => {
    const svg = dropOffChart(funnelDropOff(EVENTS));
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toMatch(/<script|href=|url\(|@import/);
    for (const text of ['es-vehicle — 3 sessions', '1. initial-details', '2. name', '2/3 on, −1 (33 %)', 'personalDetails.firstName:InvalidFormat ×2', 'mx-express — 1 session']) expect(svg).toContain(text);
    // Light bar (shown) then dark bar (continued), the longest as wide as the chart's bar area.
    expect(svg.match(/fill="#b7cbe8"/g)).toHaveLength(2 + 3 + 1 + 3);
    expect(svg).toContain('width="420" height="16" fill="#b7cbe8"');
  });

  it('escapes what it draws, and prints the same figures as a table', () => {
    const hostile = funnelDropOff([shown('X', '<script>alert(1)</script>', 1, '"><svg onload=1>')]);
    const svg = dropOffChart(hostile);
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('"><svg onload=1>');
    const table = dropOffTable(funnelDropOff(EVENTS));
    expect(table).toContain('es-vehicle (3 sessions)');
    expect(table).toMatch(/1 {2}initial-details +3 +2 +1 +5\.0 s/);
    expect(table).toContain('leads: created 1, submitted 1, decided 1');
  });

  it('reads the capture route\'s list or a bare array, and refuses anything else', () => {
    expect(parseRecordedEvents({ events: EVENTS })).toHaveLength(EVENTS.length);
    expect(parseRecordedEvents(EVENTS)).toHaveLength(EVENTS.length);
    expect(() => parseRecordedEvents({ rows: [] })).toThrow(/Not a list of recorded events/);
  });
});
