import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import { stepApplies } from '../../domain/flow/stepCondition';
import type { FlowDefinition, SectionKey } from '../../domain/flow/FlowDefinition';
import type { Lead } from '../../domain/lead/LeadSchema';
import type { CheckAnswersRow } from '../kit/CheckAnswers';
import { formatDuration } from '../kit/formatDuration';
import { formatMoney } from '../kit/formatMoney';
import type { TranslateFn } from '../kit/Translate';
import { displayValue } from './displayValue';
import { stepKeys } from './flowText';
import type { ValueContext } from './formValues';
import { readPath } from '../../domain/lead/dottedPaths';

export interface ReviewSection {
  readonly section: SectionKey;
  /** Rows whose `changeHref` is the app route of the step holding the answer (without the base path). */
  readonly rows: CheckAnswersRow[];
}

/**
 * The answers of a flow for the check-your-answers page (docs/accessible-forms.md "Check your answers"; GOV.UK check answers), grouped by the
 * section label of docs/product.md "Screens and routes" in the order sections first appear; the amount and period of a step's modal come first in
 * its section. The invisible captcha token is not an answer to review, nor a step the brand's conditions skip.
 */
export function reviewSections(
  flow: FlowDefinition,
  lead: Lead,
  brand: Pick<BrandConfig, 'intlLocale' | 'currency' | 'loan'>,
  ctx: ValueContext,
  t: TranslateFn,
  /** The URL of a step (FunnelStore.routeOf): `/step/{path}`, or a legacy page's own route. */
  routeOf: (path: string) => string = (path) => `/step/${path}`,
): ReviewSection[] {
  const sections = new Map<SectionKey, CheckAnswersRow[]>();
  const rowsOf = (section: SectionKey) => {
    let rows = sections.get(section);
    if (!rows) sections.set(section, (rows = []));
    return rows;
  };
  for (const step of flow.steps) {
    if (!stepApplies(step, lead)) continue;
    const changeHref = routeOf(step.path);
    if (step.modal) {
      const rows = rowsOf('loan-information');
      rows.push({ key: 'amount', label: t('common^loan>amount'), value: typeof lead.amount === 'number' ? formatMoney(lead.amount, brand.intlLocale, brand.currency) : '', changeHref });
      rows.push({ key: 'period', label: t('common^loan>period'), value: typeof lead.period === 'number' ? formatDuration(lead.period, brand.loan.period.scale, brand.intlLocale) : '', changeHref });
    }
    const keys = stepKeys(step.path, step.fieldSteps);
    const rows = rowsOf(step.section);
    for (const field of step.fields) {
      if (field.control === 'captcha') continue;
      rows.push({
        key: field.name,
        label: t(keys.label(field.name)),
        value: displayValue(field, readPath(lead, field.name), { ...ctx, currency: brand.currency }, t, keys),
        changeHref,
      });
    }
  }
  return [...sections.entries()].map(([section, rows]) => ({ section, rows }));
}
