import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { type Locale } from '../../../domain/brand/BrandConfigSchema';
import { COUNTRY_PROFILES, LOCALES, requireCountryProfile } from '../../../domain/country/countryRegistry';
import type { FlowDefinition, FlowStep } from '../../../domain/flow/FlowDefinition';
import { ES_VEHICLE_V3 } from '../../../domain/flow/flows/esVehicleV3';
import { GENERIC_V3 } from '../../../domain/flow/flows/genericV3';
import { PageLayout } from '../../../ui/chrome/PageLayout';
import { lazyModule } from '../../../application/shared/lazyModule';
import { QuestionPage } from '../../../ui/kit/QuestionPage';
import { TranslateProvider, useT } from '../../../ui/kit/Translate';
import { validationMessage } from '../../../ui/kit/validationMessage';
import { StepFormStore } from '../../../ui/steps/StepFormStore';
import { summaryTarget } from '../../../ui/steps/FieldControl';
import { fieldId, optionalText, stepKeys } from '../../../ui/steps/flowText';
import type { ValueContext } from '../../../ui/steps/formValues';
import * as laterStepsChunkModule from '../../../ui/steps/laterStepsChunk';
import * as phoneCodeChunkModule from '../../../ui/steps/phoneCodeChunk';
import { StepForm, visibleFields } from '../../../ui/steps/StepForm';
import { InertAppProvider } from '../support/inertAppProvider';
import { keyFallbackT } from '../support/renderWithT';

/**
 * The controls that ship (FieldControl, and LaterFieldControl from the later-step chunk), drawn by the one form engine
 * (StepForm) inside a question page as StepPage draws them: every field of every step of every flow, in every locale.
 */

// Both chunks already there, so every step renders whole at once.
const laterCode = lazyModule(async () => laterStepsChunkModule);
const phoneCode = lazyModule(async () => phoneCodeChunkModule);
await Promise.all([laterCode.load(), phoneCode.load()]);

const renderWithT = (ui: ReactElement, locale: string) =>
  render(ui, {
    wrapper: ({ children }) => (
      <InertAppProvider>
        <TranslateProvider t={keyFallbackT(locale)}>{children}</TranslateProvider>
      </InertAppProvider>
    ),
  });

/** The value context of a brand writing `locale` (English, which no brand writes, is read with Spain's). */
function contextOf(locale: Locale): ValueContext {
  const profile = COUNTRY_PROFILES.find((p) => p.locale === locale) ?? requireCountryProfile('ES');
  return { country: profile.country, intlLocale: profile.intlLocale, callingCode: profile.callingCode };
}

function Step({ flow, step, ctx, withErrors = false }: { flow: FlowDefinition; step: FlowStep; ctx: ValueContext; withErrors?: boolean }) {
  const t = useT();
  const keys = stepKeys(step.path);
  const fields = visibleFields(step);
  const single = fields.length === 1;
  const serverErrors = withErrors ? fields.map((field) => ({ fieldName: field.name, code: 'Required' })) : [];
  const form = new StepFormStore(step, {}, serverErrors, ctx);
  const errors = form.orderedProblems.map(({ field, problem }) => ({
    fieldId: summaryTarget(field),
    message: validationMessage(t, problem, ctx.intlLocale),
    ...(single ? {} : { label: t(keys.label(field.name)) }),
  }));
  const hint = optionalText(t, keys.hint);
  return (
    <QuestionPage stepKey={step.path} heading={single ? undefined : t(keys.title)} {...(hint !== undefined ? { hint } : {})} errors={errors} onContinue={() => undefined}>
      <StepForm step={step} form={form} keys={keys} ctx={ctx} currency="EUR" displayLocale={ctx.intlLocale} laterCode={laterCode} phoneCode={phoneCode} />
    </QuestionPage>
  );
}

/** The project's accessibility tags (tests/e2e and docs/accessible-forms.md "Tests": WCAG 2.2 A and AA). */
async function axeViolations(): Promise<string[]> {
  const result = await axe.run(document.documentElement, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    // jsdom has no layout: contrast and target size are measured in the browser (tests/e2e).
    rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Every locale a flow is translated into: es-vehicle-v3 is Spanish only; generic-v3 serves every brand locale. */
const FLOW_LOCALES: ReadonlyArray<readonly [FlowDefinition, readonly Locale[]]> = [
  [ES_VEHICLE_V3, ['es']],
  [GENERIC_V3, LOCALES],
];
const CASES = FLOW_LOCALES.flatMap(([flow, locales]) => locales.map((locale) => [flow.flowId, locale, flow] as const));

describe.each(CASES)('the shipped controls over every step of %s in %s', (_flowId, locale, flow) => {
  const ctx = contextOf(locale);

  it('axe finds nothing on all steps with their errors shown', async () => {
    const { unmount } = renderWithT(
      <PageLayout>
        {flow.steps.map((step) => (
          <section key={step.path} aria-label={step.path}>
            <Step flow={flow} step={step} ctx={ctx} withErrors />
          </section>
        ))}
      </PageLayout>,
      locale,
    );
    document.documentElement.lang = ctx.intlLocale;
    document.title = 'AutoCrédito';
    expect(await axeViolations()).toEqual([]);
    unmount();
  }, 90_000);

  it.each(flow.steps.map((step) => [step.path, step] as const))('%s: translated, every field labelled and reachable, h1 is the question', (_path, step) => {
    const { container } = renderWithT(<Step flow={flow} step={step} ctx={ctx} />, locale);
    const t = keyFallbackT(locale);
    const keys = stepKeys(step.path);
    const fields = visibleFields(step);
    expect(container.textContent).not.toMatch(/flow>|common>|\^|\{\{/);
    const question = fields.length === 1 ? t(keys.label(fields[0]!.name)) : t(keys.title);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(question);
    for (const field of fields) {
      const target = container.ownerDocument.getElementById(summaryTarget(field));
      expect(target, field.name).not.toBeNull();
      // With the calling code shown beside it the phone input holds the national number: tel-national, not tel.
      if (field.control === 'tel') expect(target?.getAttribute('autocomplete')).toBe('tel-national');
      else if (field.autocomplete !== undefined && !['radio', 'yesNo', 'dateOfBirth', 'date'].includes(field.control)) expect(target?.getAttribute('autocomplete')).toBe(field.autocomplete);
      if (field.control === 'dateOfBirth') expect(target?.getAttribute('autocomplete')).toBe('bday-day');
      if (field.inputMode === 'numeric') expect(target?.getAttribute('inputmode')).toBe('numeric');
      expect(target?.getAttribute('type')).not.toBe('number');
    }
  });
});

describe('the shipped controls keep what is typed and link their hints', () => {
  const ctx = contextOf('es');
  const stepOf = (path: string) => ES_VEHICLE_V3.steps.find((step) => step.path === path)!;

  it('a yes/no answer is kept as chosen, per question', async () => {
    const user = userEvent.setup();
    const step = stepOf('pep-details');
    renderWithT(<Step flow={ES_VEHICLE_V3} step={step} ctx={ctx} />, 'es');
    await user.click(screen.getAllByLabelText('Sí')[0]!);
    expect((screen.getAllByLabelText('Sí')[0] as HTMLInputElement).checked).toBe(true);
    expect((screen.getAllByLabelText('Sí')[1] as HTMLInputElement).checked).toBe(false);
    expect(document.getElementById(fieldId(step.fields.find((field) => field.name === 'otherDetails.isPoliticallyExposed')!))).not.toBeNull();
  });

  it('a single-question step shows the step hint and its field hint, linked from the input', () => {
    renderWithT(<Step flow={ES_VEHICLE_V3} step={stepOf('flat-number')} ctx={ctx} />, 'es');
    const input = screen.getByLabelText('Piso y puerta (opcional)');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    // Both after the heading, both read with the field (issue 15 item 7).
    expect(described.join(' ')).toContain('Déjelo vacío si vive en una casa. Por ejemplo, 3º B');
  });
});
