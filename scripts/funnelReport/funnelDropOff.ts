/** A recorded product event as the capture route lists it (server/routes/analyticsRoutes.ts `GET /analytics/events`). */
export interface RecordedEvent {
  readonly uuid: string;
  readonly event: string;
  readonly distinctId: string | null;
  readonly brand: string;
  readonly properties: Readonly<Record<string, unknown>>;
  readonly occurredAt: string;
}

/** One step of one brand's funnel. */
export interface StepDropOff {
  readonly step: string;
  /** The step's usual place in the flow (the median position it was shown at). */
  readonly position: number;
  /** Sessions that were shown the step. */
  readonly shown: number;
  /** Sessions that continued it. */
  readonly continued: number;
  /** Sessions shown the step that never continued it: where applicants gave up. */
  readonly droppedOff: number;
  /** Median time on the step of its continued visits, in milliseconds (null when none). */
  readonly medianTimeOnStepMs: number | null;
  /** The error codes of refused Continues (`field:Code`), most frequent first, with their count. */
  readonly errorCodes: ReadonlyArray<{ readonly code: string; readonly count: number }>;
}

export interface BrandFunnel {
  readonly brand: string;
  /** Sessions with any funnel event. */
  readonly sessions: number;
  readonly steps: readonly StepDropOff[];
  /** Sessions whose lead was created, submitted, decided. */
  readonly leads: { readonly created: number; readonly submitted: number; readonly decided: number };
}

const STEP_SHOWN = 'funnel_step_shown';
const STEP_INVALID = 'funnel_step_invalid';
const STEP_CONTINUED = 'funnel_step_continued';
const LEAD_EVENTS = { created: 'funnel_lead_created', submitted: 'funnel_lead_submitted', decided: 'funnel_lead_decided' } as const;

const median = (values: readonly number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : Math.round(((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2);
};

/** The session an event belongs to: its distinct id (the funnel identifies by session id), else the event itself. */
const sessionOf = (event: RecordedEvent): string => event.distinctId ?? `event:${event.uuid}`;

/**
 * The drop-off per step and brand of the funnel events (docs/funnel-events.md): per step, the sessions shown it, those
 * that continued it and those that gave up there, the median time on it and the codes that refused it; per brand, the
 * leads created, submitted and decided. Steps are in flow order (median position, then name). Events other than the
 * funnel's are ignored.
 */
export function funnelDropOff(events: readonly RecordedEvent[]): BrandFunnel[] {
  const brands = new Map<string, RecordedEvent[]>();
  for (const event of events) {
    if (!event.event.startsWith('funnel_')) continue;
    brands.set(event.brand, [...(brands.get(event.brand) ?? []), event]);
  }
  return [...brands.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([brand, list]) => {
      const steps = new Map<string, { positions: number[]; shown: Set<string>; continued: Set<string>; times: number[]; codes: Map<string, number> }>();
      const stepOf = (name: string) => {
        let step = steps.get(name);
        if (!step) steps.set(name, (step = { positions: [], shown: new Set(), continued: new Set(), times: [], codes: new Map() }));
        return step;
      };
      for (const event of list) {
        const name = event.properties['step'];
        if (typeof name !== 'string' || !event.event.startsWith('funnel_step_')) continue;
        const step = stepOf(name);
        const position = event.properties['position'];
        if (typeof position === 'number') step.positions.push(position);
        if (event.event === STEP_SHOWN) step.shown.add(sessionOf(event));
        if (event.event === STEP_CONTINUED) {
          step.continued.add(sessionOf(event));
          const time = event.properties['time_on_step_ms'];
          if (typeof time === 'number') step.times.push(time);
        }
        if (event.event === STEP_INVALID) {
          const codes = event.properties['error_codes'];
          for (const code of Array.isArray(codes) ? codes : []) if (typeof code === 'string') step.codes.set(code, (step.codes.get(code) ?? 0) + 1);
        }
      }
      const sessionsWith = (name: string) => new Set(list.filter((event) => event.event === name).map(sessionOf)).size;
      return {
        brand,
        sessions: new Set(list.map(sessionOf)).size,
        steps: [...steps.entries()]
          .map(([step, data]) => ({
            step,
            position: median(data.positions) ?? Number.MAX_SAFE_INTEGER,
            shown: data.shown.size,
            continued: data.continued.size,
            droppedOff: [...data.shown].filter((session) => !data.continued.has(session)).length,
            medianTimeOnStepMs: median(data.times),
            errorCodes: [...data.codes.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([code, count]) => ({ code, count })),
          }))
          .sort((a, b) => a.position - b.position || a.step.localeCompare(b.step)),
        leads: { created: sessionsWith(LEAD_EVENTS.created), submitted: sessionsWith(LEAD_EVENTS.submitted), decided: sessionsWith(LEAD_EVENTS.decided) },
      };
    });
}
