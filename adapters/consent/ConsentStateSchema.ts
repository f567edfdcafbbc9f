import * as v from 'valibot';

/** The consent choice as stored or received from an external platform (parsed at the edge, house rule 2). */
export const GrantedSchema = v.object({ analytics: v.boolean(), marketing: v.boolean() });

/** The built-in banner's stored choice under the `consent` key; `at` in milliseconds since epoch. */
export const StoredConsentSchema = v.object({ v: v.literal(1), granted: GrantedSchema, at: v.number() });
