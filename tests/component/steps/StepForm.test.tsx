import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { ES_VEHICLE_V3 } from '../../../domain/flow/flows/esVehicleV3';
import type { Lead } from '../../../domain/lead/LeadSchema';
import { lazyModule } from '../../../application/shared/lazyModule';
import { StepFormStore } from '../../../ui/steps/StepFormStore';
import { stepKeys } from '../../../ui/steps/flowText';
import type { ValueContext } from '../../../ui/steps/formValues';
import type { LaterStepsChunk } from '../../../ui/steps/laterSteps';
import * as laterStepsChunkModule from '../../../ui/steps/laterStepsChunk';
import { summaryTarget } from '../../../ui/steps/FieldControl';
import { StepForm, visibleFields } from '../../../ui/steps/StepForm';
import { GENERIC_V3 } from '../../../domain/flow/flows/genericV3';
import { ControlledImport, flushPromises } from '../../support/ControlledImport';
import { TranslateProvider } from '../../../ui/kit/Translate';
import { InertAppProvider } from '../support/inertAppProvider';
import { localeT } from '../support/renderWithT';

const ctx: ValueContext = { country: 'ES', intlLocale: 'es-ES', callingCode: '+34' };
const stepOf = (path: string) => ES_VEHICLE_V3.steps.find((step) => step.path === path)!;
const LOADING = 'loading the step';
const englishT = localeT('en');
// Optional texts (hints) the flow leaves out answer their key, as i18next does.
const t = (key: string, params?: Readonly<Record<string, string | number>>) => {
  try {
    return englishT(key, params);
  } catch {
    return key;
  }
};
const NOTICE = 'Part of this page could not be loaded. Your answers are kept. Check your connection and try again.';

function setup(path: string, lead: Lead = {}) {
  const chunk = new ControlledImport<LaterStepsChunk>();
  const phoneChunk = new ControlledImport<unknown>();
  const step = stepOf(path);
  const form = new StepFormStore(step, lead, [], ctx);
  render(
    <InertAppProvider>
      <TranslateProvider t={t}>
        <Suspense fallback={<p>{LOADING}</p>}>
          <StepForm step={step} form={form} keys={stepKeys(path)} ctx={ctx} currency="EUR" displayLocale="es-ES" laterCode={lazyModule(chunk.importer)} phoneCode={lazyModule(phoneChunk.importer)} />
        </Suspense>
      </TranslateProvider>
    </InertAppProvider>,
  );
  return { chunk, phoneChunk, form };
}

const settle = (action: () => void) =>
  act(async () => {
    action();
    await flushPromises();
  });

describe('StepForm: later steps\' controls and rules come with their own chunk (first-step budget)', () => {
  it('the first step renders at once without the chunk, and the first answer prefetches it and the phone chunk', async () => {
    const { chunk, phoneChunk } = setup('initial-details');
    expect(screen.getByLabelText('Email address')).toBeTruthy();
    expect(chunk.calls).toBe(0);
    expect(phoneChunk.calls).toBe(0);
    await userEvent.type(screen.getByLabelText('Email address'), 'a');
    expect(chunk.calls).toBe(1);
    expect(phoneChunk.calls).toBe(1);
  });

  it('a step without a phone field never fetches the phone chunk', async () => {
    const { phoneChunk } = setup('flat-number');
    await userEvent.type(await screen.findByRole('textbox'), '2');
    expect(phoneChunk.calls).toBe(0);
  });

  it('a step needing the chunk appears whole once it is there, never a part of it', async () => {
    const { chunk } = setup('bank-account');
    expect(screen.getByText(LOADING)).toBeTruthy();
    expect(screen.queryByLabelText('IBAN')).toBeNull();
    expect(chunk.calls).toBe(1);
    await settle(() => chunk.resolve(laterStepsChunkModule));
    expect(await screen.findByLabelText('IBAN')).toBeTruthy();
    expect(screen.queryByText(LOADING)).toBeNull();
  });

  it('a failed chunk: the notice and a retry in place of the missing controls, the others shown, answers kept', async () => {
    const { chunk, form } = setup('vehicle-ownership', { otherDetails: { vehicleOwnership: 'LEASED', vehicleLicensePlateNumber: '1234 BCD' } });
    await settle(() => chunk.reject());
    expect((await screen.findByRole('alert')).textContent).toContain(NOTICE);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect((screen.getByDisplayValue('1234 BCD') as HTMLInputElement).name).toBe('otherDetails.vehicleLicensePlateNumber');
    expect(screen.queryByRole('radio')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(chunk.calls).toBe(2);
    await settle(() => chunk.resolve(laterStepsChunkModule));
    expect((await screen.findByRole('radio', { name: /leased/i }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(form.values['otherDetails.vehicleOwnership']).toBe('LEASED');
  });

  const everyStep = [ES_VEHICLE_V3, GENERIC_V3].flatMap((flow) => flow.steps.map((step) => [`${flow.flowId} ${step.path}`, flow.flowId, step] as const));
  it.each(everyStep)('%s: every shown field renders, with the input the error summary links to', async (_name, flowId, step) => {
    const laterCode = lazyModule(() => Promise.resolve(laterStepsChunkModule));
    await laterCode.load();
    render(
      <InertAppProvider>
        <TranslateProvider t={t}>
          <StepForm step={step} form={new StepFormStore(step, {}, [], ctx)} keys={stepKeys(step.path)} ctx={ctx} currency="EUR" displayLocale="es-ES" laterCode={laterCode} />
        </TranslateProvider>
      </InertAppProvider>,
    );
    for (const field of visibleFields(step)) expect(document.getElementById(summaryTarget(field)), field.name).not.toBeNull();
  });
});
