import { describe, expect, it } from 'vitest';
import { flowById, flowsById } from '../../../../domain/flow/flowsById';
import { shippedBrand, shippedBrandIds } from '../../../support/shippedBrand';

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
    const ids = shippedBrandIds().map((id) => shippedBrand(id).flowId);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(flowById(id).ok, id).toBe(true);
  });
});
