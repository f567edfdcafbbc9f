import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GenericSchema } from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_OPERATIONS, CONTRACT_SCHEMAS } from '../../server/openapi/apiOperations';
import { buildOpenApi } from '../../server/openapi/buildOpenApi';
import { TEST_DATABASES } from './support/databases';
import { startTestServer, type RunningServer } from './support/startTestServer';

type Doc = {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, { required?: string[]; properties?: Record<string, unknown> }> };
};
const committed = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'openapi', 'openapi.json'), 'utf8')) as Doc;

/** Keys an object schema requires: entries that are not optional (valibot object entries). */
function requiredKeys(schema: GenericSchema): string[] {
  const entries = (schema as unknown as { entries?: Record<string, { type: string }> }).entries ?? {};
  return Object.entries(entries)
    .filter(([, e]) => !['optional', 'nullish', 'exact_optional'].includes(e.type))
    .map(([k]) => k)
    .sort();
}

describe('openapi/openapi.json', () => {
  let s: RunningServer;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const fresh = TEST_DATABASES[0]!.fresh('openapi');
    cleanup = fresh.cleanup;
    s = await startTestServer(fresh.options);
  }, 60_000);
  afterAll(async () => {
    await s?.close();
    await cleanup?.();
  });

  it('is what the contract generates (run server/openapi/writeOpenApi.ts after a contract change)', () => {
    expect(committed).toEqual(JSON.parse(JSON.stringify(buildOpenApi())));
  });

  /** Router paths under the API base as `METHOD /path/{param}`. */
  const routerOperations = () =>
    new Set(
      s.server.app.routes
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
        .map((r) => `${r.method} ${r.path.slice('/api'.length).replace(/:([A-Za-z]+)/g, '{$1}')}`),
    );

  it('every operation of the document exists in the router', () => {
    const routes = routerOperations();
    const documented = Object.entries(committed.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(documented.length).toBeGreaterThan(40);
    const missing = documented.filter((op) => ![...routes].some((r) => r.replace(/\{[^}]+\}/g, '{}') === op.replace(/\{[^}]+\}/g, '{}')));
    expect(missing).toEqual([]);
  });

  it('every API route of the router is documented (PUT twins of POST offer steps aside)', () => {
    const documented = new Set(API_OPERATIONS.map((op) => `${op.method.toUpperCase()} ${op.path}`.replace(/\{[^}]+\}/g, '{}')));
    const undocumented = [...routerOperations()]
      .map((r) => r.replace(/\{[^}]+\}/g, '{}'))
      .filter((r) => !documented.has(r) && !(r.startsWith('PUT ') && documented.has(r.replace(/^PUT/, 'POST'))));
    expect(undocumented).toEqual([]);
  });

  it.each(Object.keys(CONTRACT_SCHEMAS))('component %s has the required fields and properties of its valibot schema', (name) => {
    const schema = CONTRACT_SCHEMAS[name as keyof typeof CONTRACT_SCHEMAS];
    const component = committed.components.schemas[name];
    expect(component).toBeDefined();
    expect([...(component?.required ?? [])].sort()).toEqual(requiredKeys(schema));
    const entries = (schema as unknown as { entries: Record<string, unknown> }).entries;
    expect(Object.keys(component?.properties ?? {}).sort()).toEqual(Object.keys(entries).sort());
  });

  it('every referenced component exists', () => {
    const refs = [...JSON.stringify(committed.paths).matchAll(/#\/components\/schemas\/([A-Za-z]+)/g)].map((m) => m[1]);
    for (const r of refs) expect(committed.components.schemas[r!]).toBeDefined();
  });

  it('the server serves the document at /api/openapi.json', async () => {
    const r = await s.call('/openapi.json');
    expect(r.status).toBe(200);
    expect(r.body.openapi).toBe('3.0.3');
  });
});
