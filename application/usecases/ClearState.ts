import type { DynamicFormPage } from '../../domain/lead/DynamicFormPage';
import type { Result } from '../../domain/kernel/Result';
import { ok } from '../../domain/kernel/Result';
import { clearState } from '../../domain/session/clearState';
import type { FunnelState } from '../session/FunnelState';
import type { FunnelStorage } from '../session/FunnelStorage';
import type { OperationKeys } from '../tracking/OperationKeys';

/**
 * The clear-state action (docs/sessions-and-storage.md "Clearing the state"): progress state 0, the result emptied, the stale fields stripped
 * (the lead id among them, so the next save creates a new lead); clearing the result resets the dynamic pages
 * (docs/product.md "The form flow"). Decision: the pending route change and the operation keys (idempotency key, event ids) go too, since
 * they belong to the lead that was cleared. Ports: KeyValueStorage (FunnelStorage, OperationKeys).
 */
export class ClearState {
  constructor(
    private readonly storage: FunnelStorage,
    private readonly keys: OperationKeys,
    private readonly initialPages: () => DynamicFormPage[],
  ) {}

  async execute(input: { readonly state: FunnelState }): Promise<Result<{ state: FunnelState }, never>> {
    const cleared = clearState({ progressState: input.state.other.progressState, applicationResult: input.state.result, lead: input.state.lead });
    const state: FunnelState = {
      ...input.state,
      lead: cleared.lead,
      result: cleared.applicationResult,
      other: { ...input.state.other, progressState: cleared.progressState, routeChange: null },
      pages: this.initialPages(),
    };
    this.keys.releaseAll();
    this.storage.save(input.state, state);
    return ok({ state });
  }
}
