/**
 * How the bench answers a funnel it has no flow definition for (the peer of `npm run bench -- --peer URL`): a plausible
 * Spanish value chosen from each control's type, then from hints in its name and label. Pure: the page driver is peer.ts.
 */

/** What the page driver reads of one visible form control. */
export interface FormControl {
  /** 'INPUT', 'SELECT' or 'TEXTAREA'. */
  readonly tag: string;
  /** The input's type attribute, lower-case ('' when absent, i.e. text). */
  readonly type: string;
  readonly name: string;
  readonly id: string;
  /** Its label, aria-label, placeholder or question title, whichever the page gives. */
  readonly label: string;
  readonly min?: string;
  readonly max?: string;
  readonly step?: string;
  /** maxlength; absent or negative when unlimited. */
  readonly maxLength?: number;
  /** A select's enabled options with a non-empty value, in order. */
  readonly options?: readonly string[];
}

export type ControlAction =
  | { readonly kind: 'fill'; readonly value: string }
  | { readonly kind: 'check' }
  | { readonly kind: 'select'; readonly value: string }
  | { readonly kind: 'skip' };

export const BENCH_EMAIL = 'accept+bench@example.com';
export const BENCH_PHONE = '612345678';
/** A date of birth of an adult applicant, ISO (what `<input type=date>` takes). */
const BIRTH_DATE = '1985-06-15';

/** Text hints, first match wins: the order puts specific words (apellido, código postal) before general ones (nombre). */
const TEXT_HINTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/e-?mail|correo/i, BENCH_EMAIL],
  [/phone|tel[eé]fono|m[oó]vil|\btel\b/i, BENCH_PHONE],
  [/\b(dni|nif|nie)\b|documento|national.?id/i, '12345678Z'],
  [/iban|cuenta|bank.?account/i, 'ES9121000418450200051332'],
  [/postal|\bzip\b|\bcp\b/i, '28013'],
  [/nacimiento|birth|fecha|date/i, '15/06/1985'],
  [/apellido|surname|last.?name|family.?name/i, 'García'],
  [/nombre|first.?name|\bname\b/i, 'María'],
  [/ciudad|city|localidad|municipio|provincia|town/i, 'Madrid'],
  [/calle|street|direcci[oó]n|domicilio|address/i, 'Calle Mayor 10'],
  [/matr[ií]cula|licen[cs]e.?plate|plate/i, '1234 BCD'],
  [/empresa|company|employer|empleador/i, 'Acme SL'],
  [/profesi[oó]n|puesto|job|occupation/i, 'Ingeniera'],
  [/importe|cantidad|ingresos|salario|sueldo|amount|income|salary|gastos|expenses/i, '1500'],
];

/** Number hints when the input gives no min or max of its own. */
const NUMBER_HINTS: ReadonlyArray<readonly [RegExp, number]> = [
  [/importe|cantidad|ingresos|salario|sueldo|amount|income|salary|gastos|expenses|alquiler|rent/i, 1500],
  [/edad|\bage\b/i, 35],
  [/plazo|meses|months|term/i, 24],
  [/a[ñn]os|years/i, 5],
];

const hintsOf = (control: FormControl): string => `${control.name} ${control.id} ${control.label}`;

const finite = (text: string | undefined): number | undefined => {
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
};

/** A number inside [min, max] on the input's step: the middle of the range, else the hint, else 1. */
export function plausibleNumber(control: FormControl): string {
  const min = finite(control.min);
  const max = finite(control.max);
  const step = finite(control.step) ?? 1;
  const hinted = NUMBER_HINTS.find(([pattern]) => pattern.test(hintsOf(control)))?.[1] ?? 1;
  let value = min !== undefined && max !== undefined ? (min + max) / 2 : hinted;
  if (min !== undefined) value = Math.max(min, value);
  if (max !== undefined) value = Math.min(max, value);
  const base = min ?? 0;
  if (step > 0) value = base + Math.floor((value - base) / step) * step;
  return String(Math.round(value * 1e6) / 1e6);
}

/** An ISO date within the input's min and max: an adult's date of birth when it fits, else the nearest bound. */
export function plausibleDate(control: FormControl): string {
  if (control.max && BIRTH_DATE > control.max) return control.max;
  if (control.min && BIRTH_DATE < control.min) return control.min;
  return BIRTH_DATE;
}

/** Text by hint, cut to maxlength. */
export function plausibleText(control: FormControl): string {
  const text = TEXT_HINTS.find(([pattern]) => pattern.test(hintsOf(control)))?.[1] ?? 'Texto';
  return control.maxLength !== undefined && control.maxLength >= 0 ? text.slice(0, control.maxLength) : text;
}

/**
 * The answer the bench gives a control: radios and checkboxes are checked (the driver checks one radio per group, and
 * every checkbox, consents included), a select takes Spain when offered else its first real option, typed inputs get a
 * value of their type, anything else a hinted text; ranges, files and buttons are left alone.
 */
export function plausibleAction(control: FormControl): ControlAction {
  const tag = control.tag.toUpperCase();
  if (tag === 'SELECT') {
    const options = control.options ?? [];
    const value = options.find((option) => /^(es|esp|españa|spain)$/i.test(option)) ?? options[0];
    return value === undefined ? { kind: 'skip' } : { kind: 'select', value };
  }
  if (tag === 'TEXTAREA') return { kind: 'fill', value: plausibleText(control) };
  switch (control.type.toLowerCase()) {
    case 'radio':
    case 'checkbox':
      return { kind: 'check' };
    case 'email':
      return { kind: 'fill', value: BENCH_EMAIL };
    case 'tel':
      return { kind: 'fill', value: BENCH_PHONE };
    case 'number':
      return { kind: 'fill', value: plausibleNumber(control) };
    case 'date':
      return { kind: 'fill', value: plausibleDate(control) };
    case 'month':
      return { kind: 'fill', value: plausibleDate(control).slice(0, 7) };
    case 'url':
      return { kind: 'fill', value: 'https://example.com' };
    case 'password':
      return { kind: 'fill', value: 'Bench-2026!' };
    case '':
    case 'text':
    case 'search':
      return { kind: 'fill', value: plausibleText(control) };
    default:
      return { kind: 'skip' };
  }
}

/** Labels of a button that moves a form on (not back, not a final submission). */
const CONTINUE_LABEL = /^\s*(continu(e|ar)|siguiente|next|weiter|dalej|mai departe|tiếp tục)\b/i;

/**
 * Which of the page's visible buttons moves to the next question: the first labelled Continue / Siguiente / Next,
 * else the first submit button; -1 when there is none (the journey is over).
 */
export function continueButtonIndex(buttons: ReadonlyArray<{ readonly text: string; readonly type: string }>): number {
  const named = buttons.findIndex((button) => CONTINUE_LABEL.test(button.text));
  return named >= 0 ? named : buttons.findIndex((button) => button.type.toLowerCase() === 'submit');
}
