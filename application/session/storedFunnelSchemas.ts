import * as v from 'valibot';
import { DynamicFormPagesSchema } from '../../domain/lead/DynamicFormPage';
import { LeadSchema } from '../../domain/lead/LeadSchema';
import { OtherStateSchema } from '../../domain/lead/OtherStateSchema';
import { StoredApplicationResultSchema } from '../../domain/lead/StoredApplicationResult';

/**
 * The schemas of the funnel values a returning applicant has in storage (docs/sessions-and-storage.md "Storage keys"): fetched by
 * FunnelStorage only when one of them is stored, so a first visit's start-up carries none of them (first-step budget).
 */
export { DynamicFormPagesSchema, LeadSchema };

/** The `state` key: the other state with the application result. */
export const StoredStateSchema = v.object({ other: OtherStateSchema, result: StoredApplicationResultSchema });
