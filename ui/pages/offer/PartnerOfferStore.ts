import { makeAutoObservable, runInAction } from 'mobx';
import type { PartnerOffers } from '../../../domain/offer/partners/PartnerOfferContract';
import { missingRequiredConsents } from '../../../domain/offer/partners/partnerOffersFor';
import type { PartnerDefinition } from '../../../domain/offer/partners/partnerOffers';
import type { FunnelStore } from '../../stores/FunnelStore';
import type { CodeOutcome } from './MobileCodeStore';
import type { PartnerScreenServices } from '../../services/PartnerScreenServices';

/** What must be fixed before an accept: no offer chosen, or required consents not given (by consent id). */
export interface PartnerChoiceProblems {
  readonly offer: boolean;
  readonly consents: readonly string[];
}

/**
 * A partner offer screen's work (docs/states-and-routes.md "Application states": states 29, 36–42 and /smava; issue 12): loads the partner's offers for the
 * application, keeps the chosen offer and the consents ticked, and sends the accept (with every required consent)
 * or the decline through the partner's call, then follows the answered state.
 */
export class PartnerOfferStore {
  partner: PartnerDefinition | null = null;
  sheet: PartnerOffers | null = null;
  loadFailed = false;
  offerId: string | undefined = undefined;
  consents: Record<string, boolean> = {};
  problems: PartnerChoiceProblems = { offer: false, consents: [] };
  busy = false;
  failed = false;
  attempts = 0;

  constructor(
    private readonly services: PartnerScreenServices,
    private readonly funnel: FunnelStore,
  ) {
    makeAutoObservable<this, 'services' | 'funnel'>(this, { services: false, funnel: false });
  }

  /** Loads `partner`'s offers (again after a failure, or for another partner); a single offer is chosen already. */
  async load(partner: PartnerDefinition): Promise<void> {
    const state = this.funnel.state;
    if (!state) return;
    if (this.partner?.id !== partner.id) {
      this.partner = partner;
      this.sheet = null;
      this.offerId = undefined;
      this.consents = {};
      this.problems = { offer: false, consents: [] };
    }
    this.loadFailed = false;
    const result = await this.services.loadPartnerOffers.execute({ state, partner: partner.id });
    runInAction(() => {
      if (this.partner?.id !== partner.id) return;
      if (!result.ok) {
        this.loadFailed = true;
        return;
      }
      this.sheet = result.value;
      if (result.value.offers.length === 1) this.offerId = result.value.offers[0]?.id;
    });
  }

  choose(offerId: string): void {
    this.offerId = offerId;
    if (this.problems.offer) this.problems = { ...this.problems, offer: false };
  }

  setConsent(id: string, given: boolean): void {
    this.consents = { ...this.consents, [id]: given };
    if (given && this.problems.consents.includes(id)) this.problems = { ...this.problems, consents: this.problems.consents.filter((c) => c !== id) };
  }

  /** Sends the accept once an offer is chosen and every required consent given; else says what is missing. */
  accept(): Promise<CodeOutcome> {
    const partner = this.partner;
    if (!partner) return Promise.resolve({ kind: 'stay' });
    const given = Object.entries(this.consents).filter(([, on]) => on).map(([id]) => id);
    const problems = { offer: this.offerId === undefined, consents: missingRequiredConsents(partner, given) };
    if (problems.offer || problems.consents.length > 0) {
      this.problems = problems;
      this.attempts += 1;
      return Promise.resolve({ kind: 'stay' });
    }
    return this.send({ decision: 'accept', offerId: this.offerId, consents: given });
  }

  decline(): Promise<CodeOutcome> {
    this.problems = { offer: false, consents: [] };
    return this.send({ decision: 'decline' });
  }

  private async send(choice: Readonly<Record<string, unknown>>): Promise<CodeOutcome> {
    const state = this.funnel.state;
    const partner = this.partner;
    if (!state || !partner || this.busy) return { kind: 'stay' };
    this.busy = true;
    this.failed = false;
    const result = await this.services.submitOfferStep.execute({
      state,
      action: { kind: 'step', step: partner.step },
      data: { partner: partner.id, ...choice },
    });
    return runInAction(() => {
      this.busy = false;
      if (result.ok) {
        this.funnel.adopt(result.value.state);
        return { kind: 'route', route: result.value.route } as const;
      }
      if (result.error.kind === 'Validation') {
        const fields = result.error.fieldErrors.map((e) => e.field);
        this.problems = {
          offer: fields.includes('offerId'),
          consents: fields.filter((f) => f.startsWith('consents.')).map((f) => f.slice('consents.'.length)),
        };
        if (!this.problems.offer && this.problems.consents.length === 0) this.failed = true;
      } else this.failed = true;
      this.attempts += 1;
      return { kind: 'stay' } as const;
    });
  }
}
