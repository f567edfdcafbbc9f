import { toJsonSchema } from '@valibot/to-json-schema';
import { API_OPERATIONS, CONTRACT_SCHEMAS, type SchemaName } from './apiOperations';

const ref = (name: SchemaName) => ({ $ref: `#/components/schemas/${name}` });
const DESCRIPTIONS: Record<number, string> = {
  200: 'OK',
  201: 'Created (a replay under the same Idempotency-Key answers the same)',
  202: 'Accepted',
  400: 'Malformed JSON or invalid Idempotency-Key',
  401: 'LeadCredentialRequired: the lead_session cookie of this lead is missing or expired (answered before the body is read)',
  403: "LeadCredentialMismatch (the lead_session cookie opens another lead) or ForbiddenOrigin",
  404: 'Unknown lead or path',
  405: 'Method not allowed',
  409: "StepNotPending (the lead's state does not take this step; ApplicationDecided once decided), naming pendingRoute; or another conflict",
  413: 'Body over 64 KB',
  422: 'Field errors named by dotted lead path',
};

/**
 * The OpenAPI 3.0 document of the lead API the funnel expects: operations from API_OPERATIONS, component
 * schemas generated from the domain/api valibot schemas, so the document cannot drift from the contract.
 */
export function buildOpenApi(): Record<string, unknown> {
  const schemas = Object.fromEntries(
    Object.entries(CONTRACT_SCHEMAS).map(([name, schema]) => [name, toJsonSchema(schema, { target: 'openapi-3.0', errorMode: 'ignore' })]),
  );
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of API_OPERATIONS) {
    const params = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    const headers = (op.headers ?? []).map((name) => ({ name, in: 'header', required: false, schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,255}$' } }));
    const query = (op.query ?? []).map((name) => ({ name, in: 'query', required: name === 'email', schema: { type: 'string' } }));
    const parameters = [...params, ...headers, ...query];
    paths[op.path] ??= {};
    paths[op.path]![op.method] = {
      summary: op.summary,
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(op.request ? { requestBody: { required: true, content: { 'application/json': { schema: ref(op.request) } } } } : {}),
      ...(op.actions ? { 'x-lead-actions': op.actions } : {}),
      responses: Object.fromEntries(
        Object.entries(op.responses).map(([status, schema]) => [
          status,
          { description: DESCRIPTIONS[Number(status)] ?? 'Answer', ...(schema ? { content: { 'application/json': { schema: ref(schema) } } } : {}) },
        ]),
      ),
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Loan application lead API',
      version: '1.0.0',
      description:
        'The API the funnel calls (docs/product.md "Calls"), relative to the brand apiBaseUrl (default /api). Errors are JSON: ' +
        '{ error: { code, message } } or, for 422, { errors: [{ field, code, message, params? }] } with dotted lead paths. ' +
        'Bodies over 64 KB answer 413. Test identities: domain/api/TestIdentities.ts. ' +
        'A lead id is not a key: create (and a verified resume code) sets the httpOnly, SameSite=Strict cookie lead_session ' +
        '(path the API base, expiring with the lead); every call that reads or changes a lead by id needs it (401/403 without, ' +
        'before the body is read). Then the lead\'s progress state must take the call (x-lead-actions, the transition table of ' +
        'docs/states-and-routes.md): 409 StepNotPending (ApplicationDecided once decided) names the pending route. ' +
        'Another browser resumes with a one-time code sent to the mobile or e-mail on file (/v3/lead/{id}/resume-code).',
    },
    servers: [{ url: '/api' }],
    paths,
    components: { schemas },
  };
}
