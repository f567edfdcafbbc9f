import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyModule } from '../../application/shared/lazyModule';
import { ES_VEHICLE_V3 } from '../../domain/flow/flows/esVehicleV3';
import { PageLayout } from '../../ui/chrome/PageLayout';
import { Button } from '../../ui/kit/Button';
import { ConsentBanner } from '../../ui/kit/ConsentBanner';
import { Dialog } from '../../ui/kit/Dialog';
import { MoneyField } from '../../ui/kit/MoneyField';
import { QuestionPage } from '../../ui/kit/QuestionPage';
import { TranslateProvider, useT } from '../../ui/kit/Translate';
import { validationMessage } from '../../ui/kit/validationMessage';
import { StepFormStore } from '../../ui/steps/StepFormStore';
import { optionalText, stepKeys } from '../../ui/steps/flowText';
import type { ValueContext } from '../../ui/steps/formValues';
import * as laterStepsChunkModule from '../../ui/steps/laterStepsChunk';
import { StepForm, visibleFields } from '../../ui/steps/StepForm';
import { keyFallbackT, localeT } from './support/renderWithT';

/** Issue 15 item 7: what axe cannot see — where focus goes, what is read out, what the texts say. */

const laterCode = lazyModule(async () => laterStepsChunkModule);
await laterCode.load();
const ES: ValueContext = { country: 'ES', intlLocale: 'es-ES', callingCode: '34' };

const withT = (ui: ReactElement, locale = 'en') =>
  render(ui, { wrapper: ({ children }) => <TranslateProvider t={keyFallbackT(locale)}>{children}</TranslateProvider> });

/** A page with its chrome (live region) and a step heading, as the funnel draws it. */
function Page({ children }: { children?: ReactElement }) {
  return (
    <PageLayout banner={children}>
      <h1 tabIndex={-1}>Your contact details</h1>
      <input aria-label="Email" />
    </PageLayout>
  );
}

describe('focus after a dialog closes', () => {
  function StartUpDialog() {
    const [open, setOpen] = useState(true);
    return (
      <PageLayout>
        <h1 tabIndex={-1}>Your contact details</h1>
        <Button onClick={() => setOpen(true)}>Change amount</Button>
        <Dialog open={open} title="How much do you need?" onClose={() => setOpen(false)}>
          <Button onClick={() => setOpen(false)}>Continue</Button>
        </Dialog>
      </PageLayout>
    );
  }

  it('opened at start-up (nothing focused), it leaves focus on the page heading, not <body>', async () => {
    const user = userEvent.setup();
    withT(<StartUpDialog />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'How much do you need?' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Your contact details' }));
  });

  it('opened from a control, it gives focus back to that control', async () => {
    const user = userEvent.setup();
    withT(<StartUpDialog />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Change amount' }));
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change amount' }));
  });
});

describe('the consent banner after a choice', () => {
  function BannerPage({ locale }: { locale?: string }) {
    const [shown, setShown] = useState(true);
    const hide = () => setShown(false);
    return <Page>{shown ? <ConsentBanner brandName="AutoCrédito" onAccept={hide} onReject={hide} onSave={hide} /> : undefined}</Page>;
  }

  it.each([
    ['Accept all cookies', 'Cookie preferences saved: you accepted all cookies.'],
    ['Reject optional cookies', 'Cookie preferences saved: we will only use essential cookies.'],
  ])('%s: focus moves to the page heading and the choice is read out politely', async (button, said) => {
    const user = userEvent.setup();
    withT(<BannerPage />);
    const status = document.getElementById('a11y-status')!;
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe('');
    await user.click(screen.getByRole('button', { name: button }));
    expect(screen.queryByRole('region', { name: 'Cookies on AutoCrédito' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(status.textContent).toBe(said);
  });

  it('a choice from the settings says which purposes were allowed (es)', async () => {
    const user = userEvent.setup();
    withT(<BannerPage />, 'es');
    await user.click(screen.getByRole('button', { name: 'Elegir cookies' }));
    await user.click(await screen.findByLabelText('Cookies analíticas'));
    await user.click(screen.getByRole('button', { name: 'Guardar mis preferencias' }));
    expect(document.getElementById('a11y-status')!.textContent).toBe('Preferencias de cookies guardadas: ha aceptado las cookies analíticas y rechazado las de marketing.');
    expect(document.activeElement?.tagName).toBe('H1');
  });

  it('the live region is there in iframe mode too (it is the page chrome, not the header)', () => {
    withT(<PageLayout iframe><p>step</p></PageLayout>);
    expect(document.getElementById('a11y-status')).not.toBeNull();
  });
});

/** One step of the Spanish flow drawn as StepPage draws it (the step hint goes to QuestionPage). */
function Step({ path, problems = false }: { path: string; problems?: boolean }) {
  const t = useT();
  const step = ES_VEHICLE_V3.steps.find((s) => s.path === path)!;
  const keys = stepKeys(path);
  const single = visibleFields(step).length === 1;
  const [form] = useState(() => new StepFormStore(step, {}, problems ? visibleFields(step).map((f) => ({ fieldName: f.name, code: 'Required' })) : [], ES));
  const hint = optionalText(t, keys.hint);
  return (
    <QuestionPage stepKey={path} heading={single ? undefined : t(keys.title)} {...(hint !== undefined ? { hint } : {})} onContinue={() => undefined}>
      <StepForm step={step} form={form} keys={keys} ctx={ES} currency="EUR" displayLocale="es-ES" laterCode={laterCode} />
    </QuestionPage>
  );
}

describe('hints after the h1, tied to the field', () => {
  it.each([
    ['personal-code', 'f-personalDetails-personalCode', 'Por ejemplo, 12345678Z o X1234567L'],
    ['flat-number', 'f-contactDetails-flatNumber', 'Déjelo vacío si vive en una casa. Por ejemplo, 3º B'],
  ])('%s: the step hint follows the <h1> and the input names it by aria-describedby', (path, id, hint) => {
    withT(<Step path={path} />, 'es');
    const heading = screen.getByRole('heading', { level: 1 });
    const shown = screen.getByText(hint);
    expect(heading.compareDocumentPosition(shown) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const input = document.getElementById(id)!;
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(shown.id);
    // Said once: no second, untied copy above the heading.
    expect(screen.getAllByText(hint)).toHaveLength(1);
  });

  it('on a step with several questions the step hint stays under its heading', () => {
    withT(<Step path="initial-details" />, 'es');
    const heading = screen.getByRole('heading', { level: 1, name: 'Sus datos de contacto' });
    expect(heading.nextElementSibling?.textContent).toBe('Los usamos para enviarle el resultado de su solicitud.');
  });
});

describe('optional questions say so', () => {
  it.each([
    ['es', 'flat-number', 'Piso y puerta (opcional)'],
    ['en', 'flat-number', 'Floor and door (optional)'],
    ['pl', 'flat-number', '(opcjonalnie)'],
  ])('%s %s: the label carries the mark', (locale, path, text) => {
    withT(<Step path={path} />, locale);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(text);
  });

  it('marketing consent is marked optional once, the required policies box not at all', () => {
    withT(<Step path="initial-details" />, 'es');
    expect(screen.getByLabelText('Deseo recibir ofertas y novedades por correo electrónico y SMS (opcional)')).toBeTruthy();
    expect(screen.getByLabelText('He leído y acepto las condiciones generales y la política de privacidad')).toBeTruthy();
  });
});

describe('error messages name the field and the failure (GOV.UK)', () => {
  const t = localeT('es');
  it.each([
    ['personalDetails.personalCode', 'Required', 'Introduzca su número de DNI o NIE'],
    ['personalDetails.dateOfBirth', 'InvalidFormat', 'Introduzca su fecha de nacimiento en el formato DD/MM/AAAA'],
    ['contactDetails.email', 'InvalidFormat', 'Introduzca un correo electrónico con el formato correcto, como nombre@ejemplo.es'],
    ['otherDetails.loanPurpose', 'Required', 'Indique para qué va a usar el préstamo'],
  ] as const)('%s %s', (field, kind, text) => {
    expect(validationMessage(t, { kind }, 'es-ES', field)).toBe(text);
  });

  it('the generic message is the fallback: for a kind the field has no message of, and without a field', () => {
    const fallbackT = keyFallbackT('es');
    expect(validationMessage(fallbackT, { kind: 'TooLong', params: { max: 100 } }, 'es-ES', 'personalDetails.firstName')).toBe('La respuesta debe tener 100 caracteres como máximo');
    expect(validationMessage(fallbackT, { kind: 'Required' }, 'es-ES', 'no.suchField')).toBe('Introduzca una respuesta');
    expect(validationMessage(fallbackT, { kind: 'Required' }, 'es-ES')).toBe('Introduzca una respuesta');
    // 31/02/1990 is well written: the date does not exist, which is what it is told, not that its format is wrong.
    expect(validationMessage(fallbackT, { kind: 'InvalidDate' }, 'es-ES', 'personalDetails.dateOfBirth')).toBe('Introduzca una fecha real');
  });

  it('the inline message of an empty field is its own', () => {
    withT(<Step path="personal-code" problems />, 'es');
    expect(document.getElementById('f-personalDetails-personalCode-error')?.textContent).toContain('Introduzca su número de DNI o NIE');
  });
});

describe('the keypad of money fields', () => {
  it('has a decimal separator (the field accepts cents, "600,50")', () => {
    render(<MoneyField id="income" name="income" label="Ingresos" intlLocale="es-ES" currency="EUR" value="" onChange={() => undefined} />);
    expect(screen.getByLabelText('Ingresos').getAttribute('inputmode')).toBe('decimal');
  });

  it('whole amounts only: numeric', () => {
    render(<MoneyField id="amount" name="amount" label="Importe" intlLocale="es-ES" currency="EUR" value="" allowDecimals={false} onChange={() => undefined} />);
    expect(screen.getByLabelText('Importe').getAttribute('inputmode')).toBe('numeric');
  });
});
