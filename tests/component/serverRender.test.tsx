// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ES_VEHICLE_V3 } from '../../domain/flow/flows/esVehicleV3';
import { Footer } from '../../ui/chrome/Footer';
import { Header } from '../../ui/chrome/Header';
import { PageLayout } from '../../ui/chrome/PageLayout';
import { ConsentBanner } from '../../ui/kit/ConsentBanner';
import { QuestionPage } from '../../ui/kit/QuestionPage';
import { TranslateProvider } from '../../ui/kit/Translate';
import { flowKeys } from '../../ui/kit/flowKeys';
import { StepFormStore } from '../../ui/steps/StepFormStore';
import { stepKeys } from '../../ui/steps/flowText';
import { StepForm } from '../../ui/steps/StepForm';
import { keyFallbackT } from './support/renderWithT';

// The first step is prerendered at build time without a DOM (scripts/prerender): its controls must render on the server.
describe('server rendering of the first step', () => {
  it('renders initial-details with chrome and consent banner, in Spanish, without a DOM', () => {
    const t = keyFallbackT('es');
    const step = ES_VEHICLE_V3.steps[0]!;
    const ctx = { country: 'ES', intlLocale: 'es-ES', callingCode: '+34' } as const;
    const html = renderToString(
      <TranslateProvider t={t}>
        <PageLayout banner={<ConsentBanner brandName="AutoCrédito" onAccept={() => undefined} onReject={() => undefined} onSave={() => undefined} />} header={<Header homeHref="/" logoSrc="/logo.svg" />} footer={<Footer logoSrc="/f.svg" text="AutoCrédito" year={2026} />}>
          <QuestionPage stepKey={step.path} heading={t(flowKeys.stepTitle(step.path))} onContinue={() => undefined}>
            <StepForm step={step} form={new StepFormStore(step, {}, [], ctx)} keys={stepKeys(step.path)} ctx={ctx} currency="EUR" displayLocale="es-ES" />
          </QuestionPage>
        </PageLayout>
      </TranslateProvider>,
    );
    expect(typeof document).toBe('undefined');
    expect(html).toContain('Sus datos de contacto');
    // HTML attribute names are case-insensitive; React writes the JSX spelling.
    expect(html).toMatch(/autocomplete="email"/i);
    expect(html).toMatch(/autocomplete="tel-national"/i);
    expect(html).toContain('Aceptar todas las cookies');
    expect(html).toContain('Continuar');
  });
});
