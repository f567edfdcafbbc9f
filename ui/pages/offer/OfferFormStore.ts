import { makeAutoObservable, runInAction } from 'mobx';
import type { FlowPathKey, FlowStep } from '../../../domain/flow/FlowDefinition';
import { answersOnFile } from '../../../domain/offer/answersOnFile';
import { resolveOfferFields, type OfferReferenceData, type OfferScreenDefinition } from '../../../domain/offer/OfferScreenDefinition';
import type { CalendarDate } from '../../../domain/validation/CalendarDate';
import type { OfferStageServices } from '../../services/AppServices';
import type { FieldRules } from '../../steps/fieldRulesContract';
import type { ValueContext } from '../../steps/formValues';
import type { FunnelStore } from '../../stores/FunnelStore';
import type { StepFormStore } from '../../steps/StepFormStore';
import type { FormEngine } from '../../steps/formEngine';

/** What a data screen's Continue ended in: the route of the new progress state (docs/states-and-routes.md "Application states"), or stay on the screen. */
export type OfferFormOutcome = { readonly kind: 'route'; readonly route: string } | { readonly kind: 'stay' };

/**
 * One data screen of the offer stage (issue 12): its definition's questions in the flows' form store (same rules, same
 * messages), started from the answers the lead holds (issue 22 item 6: answersOnFile), options from the reference data
 * (a vehicle's models follow the chosen make), and Continue: check every answer (docs/validation-by-country.md "How a field is checked"), send them through
 * SubmitOfferStep, show the API's field errors on their fields (a national id other than the one on file included),
 * or follow the progress state the API answers.
 */
export class OfferFormStore {
  readonly form: StepFormStore;
  busy = false;
  /** The last send failed for a reason other than the answers (network, server): the screen says so, answers kept. */
  failed = false;

  constructor(
    readonly definition: OfferScreenDefinition,
    referenceData: OfferReferenceData,
    private readonly offer: Pick<OfferStageServices, 'submitOfferStep'>,
    private readonly funnel: FunnelStore,
    ctx: ValueContext,
    year: number,
    engine: Pick<FormEngine, 'StepFormStore'>,
  ) {
    const holder: { form?: StepFormStore } = {};
    // The questions are read again on each use: a model's options follow the make answered meanwhile (observable values).
    const step = {
      // The form store reads only `fields`; an offer screen has no flow path or section.
      path: definition.screen as FlowPathKey,
      section: 'other-information',
      type: 'dynamic',
      get fields() {
        return resolveOfferFields(definition, referenceData, (name) => holder.form?.values[name], year);
      },
    } satisfies FlowStep;
    // ctx.country is the brand's: the lead's identifiers are of that country (answersOnFile leaves another country's out).
    this.form = new engine.StepFormStore(step, answersOnFile(definition, funnel.lead, ctx.country), [], { ...ctx, country: definition.country ?? ctx.country });
    holder.form = this.form;
    makeAutoObservable<this, 'offer' | 'funnel'>(this, { definition: false, form: false, offer: false, funnel: false });
  }

  async submit(rules: FieldRules, today: CalendarDate): Promise<OfferFormOutcome> {
    const state = this.funnel.state;
    if (!state || this.busy) return { kind: 'stay' };
    this.busy = true;
    this.failed = false;
    const valid = await this.form.validateWhenReady(rules, today);
    if (!valid) {
      runInAction(() => (this.busy = false));
      return { kind: 'stay' };
    }
    const data = this.form.answers(rules) as Readonly<Record<string, unknown>>;
    const result = await this.offer.submitOfferStep.execute({ state, action: { kind: 'step', step: this.definition.call }, data });
    return runInAction(() => {
      this.busy = false;
      if (result.ok) {
        this.funnel.adopt(result.value.state);
        return { kind: 'route', route: result.value.route } as const;
      }
      // Field errors on this screen's fields show there; any other refusal (or an error on no field shown) says the send failed.
      const names = new Set(this.form.fields.map((field) => field.name));
      const onFields = result.error.kind === 'Validation' ? result.error.fieldErrors.filter((error) => names.has(error.field)) : [];
      if (onFields.length > 0) this.form.showServerErrors(onFields.map((error) => ({ fieldName: error.field, code: error.code, ...(error.params ? { params: error.params } : {}) })));
      else this.failed = true;
      return { kind: 'stay' } as const;
    });
  }
}
