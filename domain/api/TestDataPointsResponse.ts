import * as v from 'valibot';
import { LeadSchema } from '../lead/LeadSchema';

/**
 * Answer of `GET /v3/test/datapoints` (docs/product.md "Calls"): a complete, valid set of answers for the brand
 * (a lead without id) to prefill tests and demos. Served only when the server runs in test mode.
 */
export const TestDataPointsResponseSchema = v.object({ dataPoints: LeadSchema });
export type TestDataPointsResponse = v.InferOutput<typeof TestDataPointsResponseSchema>;
