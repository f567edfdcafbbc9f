/**
 * `npm run funnel-report`: the drop-off per step and brand of the recorded funnel events (docs/funnel-events.md), as a
 * self-contained SVG chart and a text table. Reads the events the reference server captured (FUNNEL_CAPTURE_ANALYTICS=1):
 *   --url http://127.0.0.1:3000/api     a running server's list (GET {apiBase}/analytics/events)
 *   --json events.json                  an export of that list ({ events: [...] } or the array)
 *   --database-url postgres://…         the PostgreSQL database the server writes
 *   --data-dir .data                    the embedded database's folder (default; not while a server holds it)
 * and writes --out (default artifacts/funnel-report.svg) and the table beside it (.txt), printing the table too.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { openDatabase } from '../server/db/openDatabase';
import { listAnalyticsEvents } from '../server/routes/analyticsRoutes';
import { dropOffChart, dropOffTable } from './funnelReport/dropOffChart';
import { funnelDropOff, type RecordedEvent } from './funnelReport/funnelDropOff';
import { parseRecordedEvents } from './funnelReport/recordedEvents';

const option = (name: string): string | undefined => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};

async function readEvents(): Promise<RecordedEvent[]> {
  const url = option('url');
  if (url) {
    const response = await fetch(`${url.replace(/\/+$/, '')}/analytics/events`);
    if (!response.ok) throw new Error(`${url}/analytics/events answered ${response.status}: is the server running with FUNNEL_CAPTURE_ANALYTICS=1?`);
    return parseRecordedEvents(await response.json());
  }
  const json = option('json');
  if (json) return parseRecordedEvents(JSON.parse(readFileSync(json, 'utf8')));
  const databaseUrl = option('database-url');
  const db = await openDatabase(databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: resolve(option('data-dir') ?? '.data') });
  try {
    return parseRecordedEvents(await listAnalyticsEvents(db));
  } finally {
    await db.close();
  }
}

const out = resolve(option('out') ?? 'artifacts/funnel-report.svg');
const funnels = funnelDropOff(await readEvents());
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, dropOffChart(funnels));
const table = dropOffTable(funnels);
writeFileSync(out.replace(/\.svg$/i, '') + '.txt', table);
console.log(table);
console.log(`Chart: ${out}`);
