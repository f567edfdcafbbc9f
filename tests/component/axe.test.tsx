import { fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { useState, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ErrorFallback } from '../../ui/chrome/ErrorFallback';
import { Footer } from '../../ui/chrome/Footer';
import { Header } from '../../ui/chrome/Header';
import { PageLayout } from '../../ui/chrome/PageLayout';
import { AmountPeriodPicker } from '../../ui/kit/AmountPeriodPicker';
import { CheckAnswers } from '../../ui/kit/CheckAnswers';
import { CheckboxField } from '../../ui/kit/CheckboxField';
import { ConsentBanner } from '../../ui/kit/ConsentBanner';
import { DateOfBirthField } from '../../ui/kit/DateOfBirthField';
import { IbanField } from '../../ui/kit/IbanField';
import { MoneyField } from '../../ui/kit/MoneyField';
import { OfflineNotice } from '../../ui/kit/OfflineNotice';
import { PhoneField } from '../../ui/kit/PhoneField';
import { PostcodeField } from '../../ui/kit/PostcodeField';
import { QuestionPage } from '../../ui/kit/QuestionPage';
import { RadioGroup } from '../../ui/kit/RadioGroup';
import { RepresentativeExample } from '../../ui/kit/RepresentativeExample';
import { SelectField } from '../../ui/kit/SelectField';
import { SessionTimeoutWarning } from '../../ui/kit/SessionTimeoutWarning';
import { TextField } from '../../ui/kit/TextField';
import { renderWithT } from './support/renderWithT';
import { ES_PACK } from '../../domain/country/es/esPack';
import { representativeExample } from '../../domain/loan/representativeExample';

/**
 * axe-core in jsdom: the structural rules (names, labels, ARIA, ids, landmarks). Contrast and target size need layout,
 * so they run in the Playwright suite with real Chromium (docs/accessible-forms.md "Tests").
 */
async function violations(ui: ReactElement, interact?: () => void | Promise<void>): Promise<string[]> {
  const { container } = renderWithT(ui, 'es');
  await interact?.();
  // Title and language are set by the app shell ; here they are set as the app would.
  document.documentElement.lang = 'es';
  document.title = 'Sus datos - AutoCrédito';
  const result = await axe.run(container.ownerDocument.documentElement, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false }, 'page-has-heading-one': { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

function page(children: ReactElement, errors: Array<{ fieldId: string; message: string }> = []) {
  return (
    <PageLayout header={<Header homeHref="/" logoSrc="/logo.svg" />} footer={<Footer logoSrc="/f.svg" text="AutoCrédito" year={2026} />} notices={<OfflineNotice online={false} />}>
      <QuestionPage stepKey="s" heading="Sus datos" caption="Datos personales" progress={{ current: 3, total: 35 }} back={{ href: '/prev' }} errors={errors} onContinue={() => undefined}>
        {children}
      </QuestionPage>
    </PageLayout>
  );
}

const noop = () => undefined;

function EveryField({ withErrors }: { withErrors: boolean }) {
  const [dob, setDob] = useState({ day: '', month: '', year: '' });
  const e = (message: string) => (withErrors ? message : undefined);
  return (
    <>
      <TextField id="firstName" name="firstName" label="Nombre" autoComplete="given-name" value="" onChange={noop} error={e('Introduzca su nombre')} />
      <PhoneField id="phone" name="phone" label="Móvil" hint="Le enviaremos un código" callingCode="+34" format={(v) => v} value="" onChange={noop} error={e('Introduzca un número de móvil válido')} />
      <IbanField id="iban" name="iban" label="IBAN" value="" onChange={noop} error={e('Compruebe el número')} />
      <MoneyField id="income" name="income" label="Ingresos mensuales" intlLocale="es-ES" currency="EUR" value="" onChange={noop} error={e('Introduzca una respuesta')} />
      <PostcodeField id="postalCode" name="postalCode" label="Código postal" value="28039" onChange={noop} province="Madrid" provinceLabel="Provincia" />
      <DateOfBirthField id="dateOfBirth" name="dateOfBirth" legend="Fecha de nacimiento" value={dob} onChange={setDob} error={e('Introduzca una fecha real')} />
      <RadioGroup id="gender" name="gender" legend="Sexo" value={undefined} onChange={noop} options={[{ value: 'f', label: 'Mujer' }, { value: 'm', label: 'Hombre' }]} error={e('Seleccione una de las opciones')} inline />
      <SelectField id="country" name="country" label="País de nacimiento" placeholder="Seleccione una opción" value="" onChange={noop} options={[{ value: 'ES', label: 'España' }]} error={e('Seleccione una de las opciones')} />
      <CheckboxField id="policies" name="policies" label="Acepto las condiciones" checked={false} onChange={noop} error={e('Debe aceptar esto para continuar')} />
    </>
  );
}

describe('axe-core (jsdom, structural rules) finds no violations', () => {
  it('on a question page with every kind of field', async () => {
    expect(await violations(page(<EveryField withErrors={false} />))).toEqual([]);
  });

  it('on the same page in its error state', async () => {
    const errors = ['firstName', 'phone', 'iban', 'income', 'dateOfBirth-day', 'gender', 'country', 'policies'].map((fieldId) => ({ fieldId, message: `Error en ${fieldId}` }));
    expect(await violations(page(<EveryField withErrors />, errors))).toEqual([]);
  });

  it('on the amount picker with its representative example', async () => {
    const computed = representativeExample({ amount: 2500, period: 60, periodScale: 'months', nominalAnnualRate: 0.0899, openingFeeRate: 0.03 });
    if (!computed.ok) throw new Error(computed.error.field);
    const esVehicleExample = computed.value;
    expect(
      await violations(
        page(
          <AmountPeriodPicker amount={2500} period={60} amountRange={{ min: 1000, max: 20000, step: 100 }} periodRange={{ min: 3, max: 60, step: 1 }} onAmountChange={noop} onPeriodChange={noop} formatAmount={(a) => `${a} €`} formatPeriod={(p) => `${p} meses`}>
            <RepresentativeExample amount={2500} durationText="60 meses" openingFeeRate={0.03} example={esVehicleExample} rule={{}} apr={ES_PACK.aprDisclosure} intlLocale="es-ES" currency="EUR" />
          </AmountPeriodPicker>,
        ),
      ),
    ).toEqual([]);
  });

  it('on check your answers', async () => {
    expect(await violations(page(<CheckAnswers rows={[{ key: 'n', label: 'Nombre', value: 'Ana', changeHref: '/name' }]} />))).toEqual([]);
  });

  it('with the consent banner and its settings open', async () => {
    const ui = <PageLayout banner={<ConsentBanner brandName="AutoCrédito" onAccept={noop} onReject={noop} onSave={noop} />}><ErrorFallback onRetry={noop} /></PageLayout>;
    // The settings panel is its own chunk: checked once it is shown.
    const ids = await violations(ui, async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Elegir cookies' }));
      await screen.findByLabelText('Cookies analíticas');
    });
    expect(ids).toEqual([]);
  });

  it('with the session timeout dialog open', async () => {
    expect(await violations(<PageLayout><SessionTimeoutWarning open secondsLeft={120} intlLocale="es-ES" onExtend={noop} /></PageLayout>)).toEqual([]);
  });
});
