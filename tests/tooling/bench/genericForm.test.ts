import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BENCH_EMAIL, BENCH_PHONE, continueButtonIndex, plausibleAction, plausibleDate, plausibleNumber, type FormControl } from '../../../scripts/bench/genericForm';

const control = (over: Partial<FormControl>): FormControl => ({ tag: 'INPUT', type: 'text', name: '', id: '', label: '', ...over });

describe('plausibleAction by input type', () => {
  it.each([
    ['email', { type: 'email', name: 'q1' }, { kind: 'fill', value: BENCH_EMAIL }],
    ['tel', { type: 'tel', name: 'q2' }, { kind: 'fill', value: BENCH_PHONE }],
    ['number without bounds', { type: 'number', name: 'q3' }, { kind: 'fill', value: '1' }],
    ['number in a range', { type: 'number', min: '500', max: '5000', step: '100' }, { kind: 'fill', value: '2700' }],
    ['date', { type: 'date' }, { kind: 'fill', value: '1985-06-15' }],
    ['month', { type: 'month' }, { kind: 'fill', value: '1985-06' }],
    ['radio', { type: 'radio', name: 'home' }, { kind: 'check' }],
    ['checkbox', { type: 'checkbox', name: 'consent' }, { kind: 'check' }],
    ['text', { type: 'text', name: 'q9' }, { kind: 'fill', value: 'Texto' }],
    ['no type (text)', { type: '', name: 'q10' }, { kind: 'fill', value: 'Texto' }],
    ['upper-case type', { type: 'EMAIL' }, { kind: 'fill', value: BENCH_EMAIL }],
    ['range', { type: 'range' }, { kind: 'skip' }],
    ['file', { type: 'file' }, { kind: 'skip' }],
    ['textarea', { tag: 'TEXTAREA', type: '' }, { kind: 'fill', value: 'Texto' }],
  ] as const)('%s', (_name, over, action) => {
    expect(plausibleAction(control(over))).toEqual(action);
  });
});

describe('plausibleAction by hint, for text inputs', () => {
  it.each([
    ['Correo electrónico', BENCH_EMAIL],
    ['Teléfono móvil', BENCH_PHONE],
    ['DNI / NIE', '12345678Z'],
    ['IBAN de tu cuenta', 'ES9121000418450200051332'],
    ['Código postal', '28013'],
    ['Fecha de nacimiento', '15/06/1985'],
    ['Apellidos', 'García'],
    ['Nombre', 'María'],
    ['Ciudad', 'Madrid'],
    ['Dirección', 'Calle Mayor 10'],
    ['Matrícula del vehículo', '1234 BCD'],
    ['Empresa', 'Acme SL'],
    ['Ingresos mensuales', '1500'],
    ['¿Algo más?', 'Texto'],
  ])('%s → %s', (label, value) => {
    expect(plausibleAction(control({ label }))).toEqual({ kind: 'fill', value });
  });

  it('reads the hint from the name or id when there is no label', () => {
    expect(plausibleAction(control({ name: 'lastName' }))).toEqual({ kind: 'fill', value: 'García' });
    expect(plausibleAction(control({ id: 'postal-code' }))).toEqual({ kind: 'fill', value: '28013' });
  });

  it('cuts the value to maxlength, and ignores an unlimited (-1) one', () => {
    expect(plausibleAction(control({ label: 'Dirección', maxLength: 5 }))).toEqual({ kind: 'fill', value: 'Calle' });
    expect(plausibleAction(control({ label: 'Dirección', maxLength: -1 }))).toEqual({ kind: 'fill', value: 'Calle Mayor 10' });
  });
});

describe('plausibleAction for a select', () => {
  it('takes Spain when offered', () => {
    expect(plausibleAction(control({ tag: 'SELECT', type: '', options: ['FR', 'ES', 'PT'] }))).toEqual({ kind: 'select', value: 'ES' });
  });

  it('else its first real option', () => {
    expect(plausibleAction(control({ tag: 'SELECT', type: '', options: ['own', 'rent'] }))).toEqual({ kind: 'select', value: 'own' });
  });

  it('skips a select without options', () => {
    expect(plausibleAction(control({ tag: 'SELECT', type: '', options: [] }))).toEqual({ kind: 'skip' });
  });
});

describe('plausibleNumber', () => {
  it('uses the hint when unbounded', () => {
    expect(plausibleNumber(control({ type: 'number', label: 'Importe solicitado' }))).toBe('1500');
    expect(plausibleNumber(control({ type: 'number', label: 'Edad' }))).toBe('35');
  });

  it('stays inside [min, max] and on the step grid from min', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 500 }), fc.string({ maxLength: 12 }), (min, span, step, label) => {
        const value = Number(plausibleNumber(control({ type: 'number', min: String(min), max: String(min + span), step: String(step), label })));
        return value >= min && value <= min + span && (value - min) % step === 0;
      }),
    );
  });

  it('keeps a hint under a lone max and over a lone min', () => {
    expect(plausibleNumber(control({ type: 'number', label: 'Importe', max: '900' }))).toBe('900');
    expect(plausibleNumber(control({ type: 'number', label: 'Edad', min: '40' }))).toBe('40');
  });
});

describe('plausibleDate', () => {
  const isoDate = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

  it('stays within min and max', () => {
    fc.assert(
      fc.property(isoDate, isoDate, (a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        const value = plausibleDate(control({ type: 'date', min, max }));
        return value >= min && value <= max;
      }),
    );
  });
});

describe('continueButtonIndex', () => {
  it.each([
    [[{ text: 'Anterior', type: 'button' }, { text: 'Siguiente', type: 'button' }], 1],
    [[{ text: 'Enviar', type: 'submit' }, { text: 'Continuar', type: 'button' }], 1],
    [[{ text: '  Continue →', type: '' }], 0],
    [[{ text: 'Next', type: 'button' }], 0],
    [[{ text: 'Volver', type: 'button' }, { text: 'Enviar', type: 'SUBMIT' }], 1],
    [[{ text: 'Anterior', type: 'button' }, { text: 'Completar', type: 'button' }], -1],
    [[{ text: 'Nextcloud', type: 'button' }], -1],
    [[], -1],
  ])('%j → %i', (buttons, index) => {
    expect(continueButtonIndex(buttons)).toBe(index);
  });
});
