import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { ID_DOCUMENT_SIDES, MAX_ID_DOCUMENT_BYTES, idDocumentProblem, sniffIdDocumentType, type IdDocumentSide, type UploadedIdDocument } from '../../domain/offer/documents/idDocumentFile';
import type { FieldError } from '../../domain/api/FieldErrorResponse';
import { OfferStepRequestSchema } from '../../domain/api/OfferStepRequest';
import { apiError, fieldErrors } from '../http/apiResponses';
import { parseJsonBody, unstorableValues } from '../http/readJsonBody';
import { toLeadResponse } from '../leads/LeadRecord';
import { LeadRepository } from '../leads/LeadRepository';
import type { ServerContext } from '../ServerContext';
import { type GuardedLead, leadRoute, lockedLead, refuseOtherLead } from '../http/leadGuard';
import { advance, inTransaction, saveAdvanced } from './offerStageLead';

/** Room for the multipart envelope and the form's other fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MULTIPART = /^multipart\/form-data\s*;/i;

/**
 * Whether the request is a document upload: the one exception to the API's JSON-only rule and 64 KB body limit
 * (createServer.ts): `POST …/lead/idUpload` with a multipart/form-data body, held to its own limit here instead.
 */
export const isDocumentUpload = (c: Context): boolean =>
  c.req.method === 'POST' && c.req.path.endsWith('/lead/idUpload') && MULTIPART.test(c.req.header('content-type') ?? '');

const sideStep = (side: IdDocumentSide): string => `idUpload/${side}`;

const refused = (c: Context, field: string, code: string, message: string, params?: Record<string, string | number>): Response =>
  fieldErrors(c, [{ field, code, message, ...(params ? { params } : {}) }]);

const ConfirmSchema = v.looseObject({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  front: v.optional(v.string()),
  back: v.optional(v.string()),
});

/**
 * The id upload (state 30; docs/offer-stage.md), behind the lead guard (server/http/leadGuard.ts):
 * - `POST /lead/idUpload` multipart (`id`, `side` front|back, `file`): the credential and the lead's state are checked
 *   before a byte of the body is read; then the file's type is judged by its first bytes (JPEG, PNG, PDF) and its size
 *   (1 byte to 10 MB); the server keeps its type, size and SHA-256, never the bytes. A JSON body names no file: 422.
 * - `POST /lead/documentId` `{ id, front, back }` (the two SHA-256 the uploads answered): both sides must have been
 *   uploaded; the lead then moves on as its decision said.
 */
export function uploadRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  const limit = bodyLimit({
    maxSize: MAX_ID_DOCUMENT_BYTES + MULTIPART_OVERHEAD_BYTES,
    onError: (c) => apiError(c, 413, 'PayloadTooLarge', `A document may be at most ${MAX_ID_DOCUMENT_BYTES} bytes`),
  });

  const upload = async (c: Context, { lead, action }: GuardedLead): Promise<Response> => {
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      return apiError(c, 400, 'BadRequest', 'The multipart body cannot be read');
    }
    const id = form.id;
    const side = form.side;
    const file = form.file;
    if (typeof id !== 'string' || id.length === 0 || id.length > 64) return refused(c, 'id', 'Required', 'The lead id is required');
    // A form field bypasses the JSON gate (readJsonBody.ts): the same refusal of what PostgreSQL cannot hold (a NUL).
    if (unstorableValues(id).length > 0) return refused(c, 'id', 'InvalidFormat', 'The lead id contains a character that cannot be stored');
    if (id !== lead.id) return refuseOtherLead(c, ctx, id);
    if (typeof side !== 'string' || !(ID_DOCUMENT_SIDES as readonly string[]).includes(side)) {
      return refused(c, 'side', 'NotAnOption', 'side must be front or back', { options: ID_DOCUMENT_SIDES.join(',') });
    }
    if (!(file instanceof File)) return refused(c, 'file', 'Required', 'One file is required');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const sniffed = sniffIdDocumentType(bytes);
    const problem = idDocumentProblem({ type: sniffed ?? file.type, size: bytes.byteLength });
    if (!sniffed || problem?.kind === 'WrongType') return refused(c, 'file', 'NotAnOption', 'A JPEG, PNG or PDF file is required', { options: 'image/jpeg,image/png,application/pdf' });
    if (problem) return refused(c, 'file', problem.kind === 'Empty' ? 'Required' : 'AboveMaximum', 'The file is empty or too large', { max: MAX_ID_DOCUMENT_BYTES });
    const stored: UploadedIdDocument = {
      side: side as IdDocumentSide,
      type: sniffed,
      size: bytes.byteLength,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    };
    return inTransaction(ctx, async (tx) => {
      const locked = await lockedLead(ctx, tx, c, lead.id, action);
      await LeadRepository.insertStep(tx, locked.id, sideStep(stored.side), stored, ctx.now());
      return c.json(stored, 201);
    });
  };

  app.post(
    '/lead/idUpload',
    leadRoute(ctx, { action: 'idUpload', idIn: 'form' }, async (c, guarded) => {
      // A JSON body (the generic offer-step shape) carries no file: its id is held to the credential, then it is refused.
      if (!isDocumentUpload(c)) {
        const parsed = await parseJsonBody(c, OfferStepRequestSchema);
        if (parsed.ok && parsed.value.id !== guarded.lead.id) return refuseOtherLead(c, ctx, parsed.value.id);
        return parsed.ok ? refused(c, 'file', 'Required', 'A document is sent as multipart/form-data (id, side, file)') : parsed.response;
      }
      let answer: Response = refused(c, 'file', 'Required', 'One file is required');
      const limited = await limit(c, async () => {
        answer = await upload(c, guarded);
      });
      return limited instanceof Response ? limited : answer;
    }),
  );

  app.post(
    '/lead/documentId',
    leadRoute(ctx, { action: 'documentId', idIn: 'body' }, async (c, { lead, action }) => {
      const parsed = await parseJsonBody(c, ConfirmSchema);
      if (!parsed.ok) return parsed.response;
      const { front, back } = parsed.value;
      return inTransaction(ctx, async (tx) => {
        const locked = await lockedLead(ctx, tx, c, lead.id, action);
        const steps = await LeadRepository.listSteps(tx, locked.id);
        const uploaded = (side: IdDocumentSide, sha: string | undefined) =>
          sha !== undefined && steps.some((s) => s.step === sideStep(side) && (s.data as { sha256?: unknown }).sha256 === sha);
        const missing: FieldError[] = ID_DOCUMENT_SIDES.filter((side) => !uploaded(side, side === 'front' ? front : back)).map((side) => ({
          field: side,
          code: 'Required',
          message: `The ${side} of the document has not been uploaded`,
        }));
        if (missing.length > 0) return fieldErrors(c, missing);
        await LeadRepository.insertStep(tx, locked.id, 'documentId', { front, back }, ctx.now());
        return c.json(toLeadResponse(await saveAdvanced(ctx, tx, locked, advance(locked, action))));
      });
    }),
  );

  return app;
}
