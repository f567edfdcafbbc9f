import { makeAutoObservable, runInAction } from 'mobx';
import * as v from 'valibot';
import { BankReturnSchema } from '../../../domain/offer/bank/bankConnections';
import type { FunnelStore } from '../../stores/FunnelStore';
import type { CodeOutcome } from './MobileCodeStore';
import type { PartnerScreenServices } from '../../services/PartnerScreenServices';

/**
 * Where the connection stands: `idle` before the applicant starts; `redirecting` on the way to the provider;
 * `connecting` back with a code, while the lender exchanges it; `failed` when the provider refused (`provider`), the
 * code was not accepted (`expired`) or the lender could not be reached (`network`).
 */
export type BankConnectionStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'redirecting' }
  | { readonly kind: 'connecting' }
  | { readonly kind: 'failed'; readonly reason: 'provider' | 'expired' | 'network' };

/**
 * The bank-connection screens' work (docs/states-and-routes.md "Application states": states 9, 17, 18, 19; issue 12): sends the applicant to the provider
 * and, when the provider sends them back, hands its code to the lender and follows the answered state.
 */
export class BankConnectionStore {
  status: BankConnectionStatus = { kind: 'idle' };
  /** Counts failures, so the alert is announced again on a repeated one. */
  attempts = 0;

  constructor(
    private readonly services: PartnerScreenServices,
    private readonly funnel: FunnelStore,
  ) {
    makeAutoObservable<this, 'services' | 'funnel'>(this, { services: false, funnel: false });
  }

  /** Asks for the provider's address; answers it, or null after a failure (the status says which). */
  async connect(returnTo: string): Promise<string | null> {
    const state = this.funnel.state;
    if (!state || this.status.kind === 'redirecting' || this.status.kind === 'connecting') return null;
    this.status = { kind: 'redirecting' };
    const result = await this.services.startBankConnection.execute({ state, returnTo });
    return runInAction(() => {
      if (result.ok) return result.value.authorizeUrl;
      this.fail('network');
      return null;
    });
  }

  /**
   * Reads the provider's answer from the query it sent the applicant back with (`state` and `code`, or `error`);
   * with a code, the lender exchanges it. Answers where to go, or stay (nothing to read, or a failure shown).
   */
  async handleReturn(query: Readonly<Record<string, string>>): Promise<CodeOutcome> {
    const parsed = v.safeParse(BankReturnSchema, query);
    if (!parsed.success) return { kind: 'stay' };
    if ('error' in parsed.output) {
      this.fail('provider');
      return { kind: 'stay' };
    }
    const state = this.funnel.state;
    if (!state) return { kind: 'stay' };
    this.status = { kind: 'connecting' };
    const result = await this.services.submitOfferStep.execute({
      state,
      action: { kind: 'step', step: 'account' },
      data: { state: parsed.output.state, code: parsed.output.code },
    });
    return runInAction(() => {
      if (result.ok) {
        this.status = { kind: 'idle' };
        this.funnel.adopt(result.value.state);
        return { kind: 'route', route: result.value.route } as const;
      }
      this.fail(result.error.kind === 'Validation' ? 'expired' : 'network');
      return { kind: 'stay' } as const;
    });
  }

  private fail(reason: 'provider' | 'expired' | 'network'): void {
    this.status = { kind: 'failed', reason };
    this.attempts += 1;
  }
}
