import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flowById, flowsById } from '../../../../domain/flow/flowsById';

const BRANDS = resolve(__dirname, '../../../../brands');

describe('flowsById', () => {
  it('holds es-vehicle-v3 and generic-v3 under their own ids', () => {
    expect(Object.keys(flowsById).sort()).toEqual(['es-vehicle-v3', 'generic-v3']);
    for (const [id, flow] of Object.entries(flowsById)) expect(flow.flowId).toBe(id);
  });

  it('reports an unknown flow as a value, including inherited object keys', () => {
    expect(flowById('nope')).toEqual({ ok: false, error: { kind: 'UnknownFlow', flowId: 'nope' } });
    expect(flowById('toString').ok).toBe(false);
    expect(flowById('generic-v3').ok).toBe(true);
  });

  it('knows the flow of every brand configuration', () => {
    const ids = readdirSync(BRANDS, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) => {
        try {
          return [(JSON.parse(readFileSync(join(BRANDS, d.name, 'brand.json'), 'utf8')) as { flowId: string }).flowId];
        } catch {
          return [];
        }
      });
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(flowById(id).ok, id).toBe(true);
  });
});
