import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../domain/brand/BrandConfigSchema';
import { stepFields, type FieldDefinition, type FlowDefinition, type FlowStep } from '../../domain/flow/FlowDefinition';
import { ES_VEHICLE_V3 } from '../../domain/flow/flows/esVehicleV3';
import { GENERIC_V3 } from '../../domain/flow/flows/genericV3';
import { formatAsYouType } from '../../domain/phone/formatAsYouType';
import { PageLayout } from '../../ui/chrome/PageLayout';
import { FlowField, fieldDomId, fieldFocusId, isSingleQuestion, type FieldValue } from '../../ui/kit/FlowField';
import { QuestionPage } from '../../ui/kit/QuestionPage';
import { flowKeys } from '../../ui/kit/flowKeys';
import { localeT, renderWithT } from './support/renderWithT';

/** The pages of a flow as the engine shows them: each step, and a step's modal as a page of its own. */
function pages(flow: FlowDefinition): Array<{ path: string; fields: readonly FieldDefinition[] }> {
  return flow.steps.flatMap((step: FlowStep) => (step.modal ? [{ path: step.path, fields: step.fields }, { path: step.modal.path, fields: step.modal.fields }] : [{ path: step.path, fields: stepFields(step) }]));
}

function Step({ flowId, path, fields, withErrors = false }: { flowId: string; path: string; fields: readonly FieldDefinition[]; withErrors?: boolean }) {
  const t = localeT('es');
  const [values, setValues] = useState<Record<string, FieldValue>>({});
  const single = isSingleQuestion(fields);
  const errors = withErrors ? fields.map((field) => ({ fieldId: fieldFocusId(field), message: `Error: ${field.name}` })) : [];
  return (
    <QuestionPage stepKey={path} heading={single ? undefined : t(flowKeys.stepTitle(flowId, path))} errors={errors} onContinue={() => undefined}>
      {fields.map((field) => (
        <FlowField
          key={field.name}
          flowId={flowId}
          stepPath={path}
          field={field}
          isPageHeading={single}
          value={values[field.name]}
          onChange={(value) => setValues((all) => ({ ...all, [field.name]: value }))}
          error={withErrors ? `Error: ${field.name}` : undefined}
          intlLocale="es-ES"
          currency="EUR"
          callingCode="+34"
          formatPhone={(v) => formatAsYouType(v, 'ES')}
          countries={[{ value: 'ES', label: 'España' }]}
          captcha={<button type="button">No soy un robot</button>}
          textParams={{ min: '1000 €', max: '20.000 €' }}
        />
      ))}
    </QuestionPage>
  );
}

describe('FlowField over every page of es-vehicle-v3 (es)', () => {
  it.each(pages(ES_VEHICLE_V3).map((page) => [page.path, page] as const))('%s: translated, labelled, h1 is the question', (_path, page) => {
    const { container } = renderWithT(<Step flowId="es-vehicle-v3" path={page.path} fields={page.fields} />, 'es');
    const t = localeT('es');
    expect(container.textContent).not.toMatch(/flow>|common>|\^|\{\{/);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(t(flowKeys.stepTitle('es-vehicle-v3', page.path)));
    for (const field of page.fields) {
      if (field.control === 'captcha') continue;
      const target = container.ownerDocument.getElementById(fieldFocusId(field));
      expect(target, field.name).not.toBeNull();
      // With the calling code shown beside it the phone input holds the national number: tel-national, not tel.
      if (field.control === 'tel') expect(target?.getAttribute('autocomplete')).toBe('tel-national');
      else if (field.autocomplete !== undefined && !['radio', 'yesNo', 'dateOfBirth', 'date'].includes(field.control)) expect(target?.getAttribute('autocomplete')).toBe(field.autocomplete);
      if (field.control === 'dateOfBirth') expect(target?.getAttribute('autocomplete')).toBe('bday-day');
      if (field.inputMode === 'numeric') expect(target?.getAttribute('inputmode')).toBe('numeric');
      expect(target?.getAttribute('type')).not.toBe('number');
    }
  });

  it('axe (structural rules) finds nothing on all pages with their errors shown', async () => {
    const all = pages(ES_VEHICLE_V3);
    renderWithT(
      <PageLayout>
        {all.map((page) => (
          <section key={page.path} aria-label={page.path}>
            <Step flowId="es-vehicle-v3" path={`${page.path}`} fields={page.fields} withErrors />
          </section>
        ))}
      </PageLayout>,
      'es',
    );
    document.documentElement.lang = 'es';
    document.title = 'AutoCrédito';
    const result = await axe.run(document.documentElement, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
    });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it('a yes/no answer, a money amount and a date are kept as typed', async () => {
    const user = userEvent.setup();
    const page = pages(ES_VEHICLE_V3).find((p) => p.path === 'pep-details')!;
    renderWithT(<Step flowId="es-vehicle-v3" path={page.path} fields={page.fields} />, 'es');
    await user.click(screen.getAllByLabelText('Sí')[0]!);
    expect((screen.getAllByLabelText('Sí')[0] as HTMLInputElement).checked).toBe(true);
    expect((screen.getAllByLabelText('Sí')[1] as HTMLInputElement).checked).toBe(false);
    expect(document.getElementById(fieldDomId('otherDetails.isPoliticallyExposed'))).not.toBeNull();
  });
});

describe('FlowField hints', () => {
  it('a single-question page shows the step hint and the field hint, linked from the input', () => {
    const page = pages(ES_VEHICLE_V3).find((p) => p.path === 'flat-number')!;
    renderWithT(<Step flowId="es-vehicle-v3" path={page.path} fields={page.fields} />, 'es');
    const input = screen.getByLabelText('¿Cuál es su piso y puerta?');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Déjelo vacío si vive en una casa. Por ejemplo, 3º B');
  });
});

describe.each([...LOCALES])('FlowField over generic-v3 in %s', (locale) => {
  it('every page renders its texts without a raw key', () => {
    for (const page of pages(GENERIC_V3)) {
      const { container, unmount } = renderWithT(<Step flowId="generic-v3" path={page.path} fields={page.fields} />, locale);
      expect(container.textContent, page.path).not.toMatch(/flow>|common>|\^/);
      unmount();
    }
  });
});
