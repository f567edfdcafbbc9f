import type { Page } from 'playwright-core';
import { stepFields, type FieldDefinition, type FlowDefinition } from '../../domain/flow/FlowDefinition';
import type { FieldRule } from '../../domain/validation/FieldRule';

/** A valid Spanish answer per rule (the benched brands are Spanish), for flows without a hand-written answer list. */
const SPANISH_VALUES: Partial<Record<FieldRule, string>> = {
  email: 'accept+bench@example.com',
  phone: '612345678',
  name: 'María',
  jobTitle: 'Ingeniera',
  street: 'Calle Mayor',
  houseNumber: '10',
  flatNumber: '2B',
  blockNumber: '1',
  cityLike: 'Madrid',
  companyName: 'Acme SL',
  postalCode: '28013',
  nationalId: '12345678Z',
  bankAccount: 'ES9121000418450200051332',
  licencePlate: '1234 BCD',
  money: '1500',
  overdueDebt: '0',
  totalDebt: '1500',
  text: 'Texto',
};

const DATES: Partial<Record<FieldRule, readonly [string, string, string]>> = {
  dateOfBirth: ['15', '6', '1985'],
  pastDate: ['1', '3', '2015'],
  futureDate: ['1', '3', '2030'],
};

const idOf = (field: FieldDefinition): string => `f-${field.name.replace(/\./g, '-')}`;

function valueFor(field: FieldDefinition): string {
  const known = SPANISH_VALUES[field.rule];
  if (known !== undefined) return known;
  const min = field.min ?? 1;
  const max = field.max ?? Math.max(min, 25);
  return String(Math.min(max, Math.max(min, 1)));
}

/**
 * Answers whatever the current step shows with valid values, driven by the flow's field definitions: text by rule,
 * the first option of each radio group, every checkbox, a select's first real option; repeated while answering
 * reveals more fields.
 */
export async function answerAnyStep(page: Page, flow: FlowDefinition): Promise<void> {
  const fields = new Map(flow.steps.flatMap((step) => stepFields(step)).map((field) => [idOf(field), field]));
  const done = new Set<string>();
  for (let pass = 0; pass < 4; pass++) {
    const controls = await page.locator('main form:visible').evaluate((form) =>
      [...form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input:not([type=hidden]), select')]
        .filter((el) => el.checkVisibility())
        .map((el) => ({ id: el.id, tag: el.tagName, type: el.getAttribute('type') ?? '', name: el.getAttribute('name') ?? el.id })),
    );
    const fresh = controls.filter((c) => !done.has(c.id) && !(c.type === 'radio' && done.has(`group:${c.name}`)));
    if (fresh.length === 0) return;
    for (const control of fresh) {
      done.add(control.id);
      const input = page.locator(`[id="${control.id}"]`);
      if (control.type === 'radio') {
        done.add(`group:${control.name}`);
        await input.check();
      } else if (control.type === 'checkbox') {
        await input.check();
      } else if (control.tag === 'SELECT') {
        const values = await input.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== ''));
        await input.selectOption(values.includes('ES') ? 'ES' : (values[0] ?? ''));
      } else {
        const part = /-(day|month|year)$/.exec(control.id);
        const field = fields.get(part ? control.id.slice(0, -part[0].length) : control.id);
        if (part) {
          const date = DATES[field?.rule ?? 'pastDate'] ?? ['1', '3', '2015'];
          await input.fill(date[['day', 'month', 'year'].indexOf(part[1] as string)] as string);
        } else if (control.type === 'range') {
          continue;
        } else {
          await input.fill(field ? valueFor(field) : 'Texto');
        }
      }
    }
  }
}
