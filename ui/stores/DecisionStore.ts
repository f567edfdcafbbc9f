import { makeAutoObservable, runInAction } from 'mobx';
import type { PartnerHandOver } from '../../application/redirect/decidePartnerHandOver';
import type { RedirectMethod } from '../../domain/state/redirectOnProgressChange';
import type { AppUseCases } from '../services/AppServices';
import type { FunnelStore } from './FunnelStore';
import type { RootStore } from './RootStore';

/**
 * The result screens' work (docs/product.md "Screens and routes": checking and redirected): waiting for the decision on /checking, and the partner
 * hand-over on /redirected (navigate only to an allowlisted https URL, else say it cannot be opened: decidePartnerHandOver).
 */
export class DecisionStore {
  waiting = false;
  /** The bounded wait ended without a decision: the screen offers "check again" (AwaitDecision's policy). */
  undecided = false;
  failed = false;
  handOver: PartnerHandOver | null = null;
  partnerName = '';

  constructor(
    private readonly useCases: Pick<AppUseCases, 'awaitDecision' | 'handOverToPartner'>,
    private readonly funnel: FunnelStore,
  ) {
    makeAutoObservable<this, 'useCases' | 'funnel'>(this, { useCases: false, funnel: false });
  }

  /** Waits for the decision; answers the route to show, or null while undecided or failed. */
  async awaitDecision(): Promise<string | null> {
    const state = this.funnel.state;
    if (!state) return null;
    this.waiting = true;
    this.undecided = false;
    this.failed = false;
    const result = await this.useCases.awaitDecision.execute({ state });
    return runInAction(() => {
      this.waiting = false;
      if (!result.ok) {
        this.failed = true;
        return null;
      }
      this.funnel.adopt(result.value.state);
      if (!result.value.decided) {
        this.undecided = true;
        return null;
      }
      return result.value.route;
    });
  }

  /** Asks for the partner target; answers where to navigate and how, or null when it cannot be opened. */
  async handOverToPartner(): Promise<{ url: string; method: RedirectMethod } | null> {
    const state = this.funnel.state;
    if (!state) return null;
    this.failed = false;
    const result = await this.useCases.handOverToPartner.execute({ state });
    return runInAction(() => {
      if (!result.ok) {
        this.failed = true;
        this.partnerName = state.result?.partner?.name ?? '';
        return null;
      }
      this.funnel.adopt(result.value.state);
      this.handOver = result.value.handOver;
      this.partnerName = result.value.partnerName;
      if (result.value.handOver.kind !== 'Navigate') return null;
      return { url: result.value.handOver.url, method: result.value.state.other.routeChange?.method ?? 'PUSH' };
    });
  }
}

/** The session's one DecisionStore, built on first use by the checking or redirected screen (RootStore.screenStore). */
export function decisionStoreOf(stores: RootStore): DecisionStore {
  return stores.screenStore(DecisionStore, (services, root) => new DecisionStore(services.useCases, root.funnel));
}
