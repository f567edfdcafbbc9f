import { runInAction } from 'mobx';
import type { AppUseCases } from '../services/AppServices';
import type { ContinuingStep } from './continueStep';

const SPANISH_POSTCODE = /^\d{5}$/;

/** The step whose postcode field changed: its province field, the province shown beside the postcode, the lookup. */
export interface PostcodeStep extends Pick<ContinuingStep, 'step' | 'form'> {
  province: string | undefined;
  readonly deps: { readonly lookUpPostcode: AppUseCases['lookUpPostcode'] };
}

/**
 * Looks the province up once a postcode is complete and fills the province field when it is empty or still holds
 * the previous lookup's answer: the province follows the postcode; one the applicant typed is left for the server's
 * RegionMismatch to question (issue 15 item 5). In the later-step chunk, with the postcode field it serves.
 */
export async function lookUpProvince(store: PostcodeStep, value: string): Promise<void> {
  const field = store.step.fields.find((candidate) => candidate.name.endsWith('.province'));
  // A province chosen from a list (MX state, CO department…) is the applicant's; five digits are not always Spanish.
  if (field?.options !== undefined || !SPANISH_POSTCODE.test(value.trim())) return;
  const found = await store.deps.lookUpPostcode.execute({ postalCode: value });
  if (!found.ok) return;
  runInAction(() => {
    const previous = store.province;
    store.province = found.value.province;
    const current = field ? store.form.values[field.name] : undefined;
    if (field && (current === '' || current === previous)) store.form.setValue(field.name, found.value.province);
  });
}
