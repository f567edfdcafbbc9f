// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ES_VEHICLE_V3 } from '../../domain/flow/flows/esVehicleV3';
import { Footer } from '../../ui/chrome/Footer';
import { Header } from '../../ui/chrome/Header';
import { PageLayout } from '../../ui/chrome/PageLayout';
import { ConsentBanner } from '../../ui/kit/ConsentBanner';
import { FlowField } from '../../ui/kit/FlowField';
import { QuestionPage } from '../../ui/kit/QuestionPage';
import { TranslateProvider } from '../../ui/kit/Translate';
import { flowKeys } from '../../ui/kit/flowKeys';
import { localeExists, localeT } from './support/renderWithT';

// The first step is prerendered at build time without a DOM (issue 6 §3): the kit must render on the server.
describe('server rendering of the first step', () => {
  it('renders initial-details with chrome and consent banner, in Spanish, without a DOM', () => {
    const t = localeT('es');
    const step = ES_VEHICLE_V3.steps[0]!;
    const html = renderToString(
      <TranslateProvider t={t} exists={localeExists('es')}>
        <PageLayout banner={<ConsentBanner brandName="AutoCrédito" onAccept={() => undefined} onReject={() => undefined} onSave={() => undefined} />} header={<Header homeHref="/" logoSrc="/logo.svg" />} footer={<Footer logoSrc="/f.svg" text="AutoCrédito" year={2026} />}>
          <QuestionPage stepKey={step.path} heading={t(flowKeys.stepTitle('es-vehicle-v3', step.path))} onContinue={() => undefined}>
            {step.fields.map((field) => (
              <FlowField key={field.name} flowId="es-vehicle-v3" stepPath={step.path} field={field} value={undefined} onChange={() => undefined} intlLocale="es-ES" currency="EUR" callingCode="+34" />
            ))}
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
