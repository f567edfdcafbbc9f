import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import { loanLimitsFor } from '../../domain/brand/loanLimitsFor';
import type { Result } from '../../domain/kernel/Result';
import { err, ok } from '../../domain/kernel/Result';
import { checkNumberRange } from '../../domain/validation/checkNumberRange';
import type { ValidationError } from '../../domain/validation/ValidationError';
import type { FunnelState } from '../session/FunnelState';
import type { FunnelStorage } from '../session/FunnelStorage';
import type { UseCaseError } from './UseCaseError';

/**
 * Records the amount and period the applicant chose (docs/product.md "Screens and routes": loan information; docs/validation-by-country.md "Amount and period": "Amount: between minimum and
 * maximum, in steps of 100. Period: steps of 1"; limits of docs/validation-by-country.md "Amount and period" from the brand). It is the action that also saves
 * the loan application to local storage (docs/sessions-and-storage.md "Persistence": "One specific action also saves the loan application", key
 * `storedLoanApplication`). Ports: KeyValueStorage (FunnelStorage).
 */
export class ChooseLoan {
  constructor(
    private readonly storage: FunnelStorage,
    private readonly brand: Pick<BrandConfig, 'loan' | 'limits'>,
  ) {}

  async execute(input: { readonly state: FunnelState; readonly amount: number; readonly period: number }): Promise<Result<{ state: FunnelState }, UseCaseError>> {
    const { amount, period } = loanLimitsFor(this.brand);
    const errors: Record<string, ValidationError> = {};
    const amountError = checkNumberRange(input.amount, { min: amount.min, max: amount.max, step: amount.step });
    const periodError = checkNumberRange(input.period, { min: period.min, max: period.max, step: period.step, integer: true });
    if (amountError) errors.amount = amountError;
    if (periodError) errors.period = periodError;
    if (amountError || periodError) return err({ kind: 'InvalidInput', errors });
    const loan = { amount: input.amount, period: input.period, periodScale: period.scale };
    const state: FunnelState = { ...input.state, lead: { ...input.state.lead, ...loan } };
    this.storage.writeSealed('storedLoanApplication', loan);
    this.storage.save(input.state, state);
    return ok({ state });
  }
}
