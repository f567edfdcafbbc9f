import type { Result } from '../shared/Result';
import { err, ok } from '../shared/Result';
import type { FlowDefinition } from './FlowDefinition';
import { ES_VEHICLE_V3 } from './flows/esVehicleV3';
import { GENERIC_V3 } from './flows/genericV3';

/** Every flow a brand can name in its `flowId` (domain/brand/BrandConfigSchema.ts). */
export const flowsById: Readonly<Record<string, FlowDefinition>> = {
  [ES_VEHICLE_V3.flowId]: ES_VEHICLE_V3,
  [GENERIC_V3.flowId]: GENERIC_V3,
};

/** The flow of a brand, or `UnknownFlow` when its configuration names none of ours. */
export function flowById(flowId: string): Result<FlowDefinition, { kind: 'UnknownFlow'; flowId: string }> {
  const flow = Object.hasOwn(flowsById, flowId) ? flowsById[flowId] : undefined;
  return flow ? ok(flow) : err({ kind: 'UnknownFlow', flowId });
}
