import { describe, expect, it } from 'vitest';
import { ES_VEHICLE_V3 } from '../../../../domain/flow/flows/esVehicleV3';
import { lazyModule } from '../../../../application/kernel/lazyModule';
import { prepareStep } from '../../../../ui/steps/laterSteps';
import { ControlledImport, flushPromises } from '../../../support/ControlledImport';

const stepOf = (path: string) => ES_VEHICLE_V3.steps.find((step) => step.path === path);

describe('prepareStep: Continue opens the next step once its code is there (first-step budget: no loader flash)', () => {
  it('waits for the later-step chunk when the step needs it, and only then resolves', async () => {
    const chunk = new ControlledImport<unknown>();
    let ready = false;
    void prepareStep(stepOf('loan-purpose'), lazyModule(chunk.importer)).then(() => (ready = true));
    await flushPromises();
    expect(chunk.calls).toBe(1);
    expect(ready).toBe(false);
    chunk.resolve({});
    await flushPromises();
    expect(ready).toBe(true);
  });

  it('resolves, never rejects, when the chunk fails (the step shows its notice and retry)', async () => {
    const chunk = new ControlledImport<unknown>();
    const prepared = prepareStep(stepOf('bank-account'), lazyModule(chunk.importer));
    chunk.reject();
    await expect(prepared).resolves.toBeUndefined();
  });

  it('asks for nothing for a step of core controls and rules, or an unknown step', async () => {
    const chunk = new ControlledImport<unknown>();
    const code = lazyModule(chunk.importer);
    await prepareStep(stepOf('initial-details'), code);
    await prepareStep(undefined, code);
    expect(chunk.calls).toBe(0);
  });
});
