import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { IDEMPOTENCY_KEY_HEADER, CreateLeadRequestSchema, IdempotencyKeySchema } from '../../domain/api/CreateLeadRequest';
import { UrlTypeSchema } from '../../domain/api/ContinueLeadResponse';
import type { ContinueLeadResponse } from '../../domain/api/ContinueLeadResponse';
import type { FieldError } from '../../domain/api/FieldErrorResponse';
import type { LeadStatusResponse } from '../../domain/api/LeadStatusResponse';
import type { RedirectResponse } from '../../domain/api/RedirectResponse';
import { UpdateLeadRequestSchema } from '../../domain/api/UpdateLeadRequest';
import type { Lead } from '../../domain/lead/LeadSchema';
import { CHECKING_STATE, MOBILE_VERIFICATION_STATE, isSubmittedState } from '../../domain/state/applicationStates';
import { isActionAllowed, isReadAction, type LeadAction } from '../../domain/transitions/transitions';
import type { Queryable } from '../db/Database';
import { decide, redirectedTo } from '../decision/decide';
import { EarlyResponse, apiError, fieldErrors, leadNotFound } from '../http/apiResponses';
import { grantLeadCredential, leadSessionToken, setLeadCredentialCookie } from '../http/leadCredential';
import { leadRoute, lockedLead, stepNotPending } from '../http/leadGuard';
import { LeadCredentials, credentialHash, newCredentialToken } from '../leads/LeadCredentials';
import { sendingCodesAfter } from '../codes/oneTimeCodes';
import { parseJsonBody } from '../http/readJsonBody';
import { canonicalJson, requestHash } from '../http/requestHash';
import { LeadRepository, consentsOf, type LeadWriteExtras } from '../leads/LeadRepository';
import { toLeadResponse, mergeLead, type LeadRecord } from '../leads/LeadRecord';
import { batchedCreates, batchedSaveAnswers, type CreateLead, type SaveAnswers } from '../leads/batchedStatements';
import { legacyProgressOf } from '../leads/legacyProgress';
import { replayGrantsCredential, type ReplayCredential } from '../leads/idempotentReplay';
import { applyOutcome } from '../leads/leadOutcome';
import { issueVerificationCode } from '../leads/verificationCodes';
import { advance, inTransaction, saveAdvanced } from './offerStageLead';
import { resumeRoutes } from './resumeRoutes';
import type { ServerContext } from '../ServerContext';
import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import { calendarDateOf, touchesCrossCheckedAnswers, validateConsistency, validateLeadAnswers } from '../validation/validateLeadAnswers';

import { answersOf, missingAnswers, notAccepted, proofRequiredAnswer } from './leadAnswers';

/** Lead lifecycle of docs/product.md "Calls": create (idempotent), update/submit, status, continue, redirect, skip, continue selling. */
export function leadRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  // A legacy-flow brand's lead moves page by page before it is submitted (docs/states-and-routes.md "Application states"); null for the v3 flow.
  const legacyProgress = legacyProgressOf(ctx.brand);
  const product = ctx.brand.product;
  // On a PostgreSQL server, concurrent creates and plain saves share statements (group commit, batchedStatements.ts); the
  // embedded database's own queue already sends the writes waiting together as one call and one commit
  // (PgliteDatabase.ts). The guard's credential reads are batched on both (leadGuard.ts: there, one statement for many
  // look-ups measured cheaper than many planned apart); the same for these writes is unmeasured.
  const postgres = ctx.db.kind === 'postgres';
  const saveAnswers: SaveAnswers = postgres ? batchedSaveAnswers(ctx.db) : (save, extras, now) => LeadRepository.saveAnswers(ctx.db, save, extras, now);
  const createLead: CreateLead = postgres ? batchedCreates(ctx.db) : (create) => LeadRepository.create(ctx.db, create.lead, create.extras, create.idempotency, create.credentialHash, create.now);

  /** The session (started when the body says, else now) and the consents a body carries, stored with its lead. */
  const extrasOf = (patch: Lead, now: Date): LeadWriteExtras => ({
    sessionStartedAt: patch.sessionStartedAt && !Number.isNaN(Date.parse(patch.sessionStartedAt)) ? new Date(patch.sessionStartedAt) : now,
    consents: consentsOf(patch),
  });
  const sessionAndConsents = async (q: Queryable, lead: LeadRecord, patch: Lead, now: Date): Promise<void> => {
    const extras = extrasOf(patch, now);
    if (lead.sessionId) await LeadRepository.touchSession(q, { id: lead.sessionId, product, leadId: lead.id, startedAt: extras.sessionStartedAt }, now);
    await LeadRepository.upsertConsents(q, lead.id, extras.consents, now);
  };

  app.post('/v2/lead', async (c) => {
    const rawKey = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (rawKey !== undefined && !v.is(IdempotencyKeySchema, rawKey)) {
      return apiError(c, 400, 'InvalidIdempotencyKey', 'Idempotency-Key must be 1–255 visible ASCII characters');
    }
    const parsed = await parseJsonBody(c, CreateLeadRequestSchema);
    if (!parsed.ok) return parsed.response;
    const body = parsed.value;
    if (body.product !== product) return fieldErrors(c, [{ field: 'product', code: 'NotAnOption', message: `This API serves product ${product}` }]);
    const answers = answersOf(body, ctx.brand);
    const invalid = validateLeadAnswers(answers, ctx.brand, calendarDateOf(ctx.now()));
    if (invalid.length > 0) return fieldErrors(c, invalid);
    // No lead without contact details or the terms agreed (issue 15 item 5: a deep link past the first step).
    const incomplete = [...missingAnswers(answers, ctx.decision.requiredOnCreate, 'create a lead'), ...notAccepted(answers, ctx.decision.acceptedOnCreate, 'create a lead')];
    if (incomplete.length > 0) return fieldErrors(c, incomplete);

    const replay = async (): Promise<Response | null> => {
      if (rawKey === undefined) return null;
      const stored = await LeadRepository.findIdempotency(ctx.db, product, rawKey);
      if (!stored) return null;
      // The key names one logical create: a retry gets the original lead whatever changed in its body (a reload's
      // loadingTime, a corrected email); the client's next save carries the new answers (docs/security-and-reliability.md "Saving answers").
      c.header('Idempotent-Replayed', 'true');
      // The first answer may be the one that was lost, its cookie with it: within 24 h a client without the lead's
      // credential gets one again, later none (server/leads/idempotentReplay.ts).
      const original = await LeadRepository.find(ctx.db, String((stored.body as { id?: unknown }).id), product, ctx.now());
      const token = leadSessionToken(c);
      const opens = token === null ? null : await LeadCredentials.leadOf(ctx.db, token, ctx.now());
      const credential: ReplayCredential = opens === null ? 'missing' : opens === original?.id ? 'granted' : 'otherLead';
      if (original?.expiresAt && replayGrantsCredential(stored.createdAt, ctx.now(), credential)) {
        await grantLeadCredential(c, ctx, original.id, original.expiresAt);
      }
      return c.json(stored.body as object, stored.status as 201);
    };
    // No read of the key first: the create statement claims it or stores nothing, and a lost claim is answered as a replay.
    const now = ctx.now();
    const lead: LeadRecord = {
      id: randomUUID(),
      product,
      data: answers,
      progressState: legacyProgress?.(answers) ?? ctx.decision.inProgressState,
      leadStatus: 1,
      application: { status: 'in-progress' },
      pending: null,
      sessionId: answers.sessionId ?? null,
      statusPolls: 0,
      submittedAt: null,
      expiresAt: new Date(now.getTime() + ctx.decision.leadLifetimeHours * 3_600_000),
    };
    const response = toLeadResponse(lead);
    // One statement stores the lead, its session and consents, and claims the key (the lead only if the key is won).
    // The lead's credential is stored by the same statement (one round trip); the cookie is set once it is committed.
    const token = newCredentialToken();
    const created = await createLead({ lead, extras: extrasOf(answers, now), idempotency: rawKey === undefined ? null : { key: rawKey, requestHash: requestHash(body), status: 201, body: response }, credentialHash: credentialHash(token), now });
    if (!created) {
      // Another request with this key won (earlier, or at the same time): answer as that request did.
      const answer = await replay();
      return answer ?? apiError(c, 409, 'IdempotencyKeyInUse', 'A request with this Idempotency-Key is still in progress');
    }
    if (lead.expiresAt) setLeadCredentialCookie(c, ctx, token, lead.expiresAt);
    return c.json(response, 201);
  });

  /**
   * What a PUT does by the transition table: a submit or a save; one that changes no stored answer at a state that
   * takes no answers is answered as a read (a retried submit whose first answer was lost), never refused nor stored.
   */
  const putAction = (body: Readonly<Record<string, unknown>>, lead: LeadRecord): LeadAction => {
    const wanted: LeadAction = body.submit === true ? 'submit' : 'saveAnswers';
    if (isActionAllowed(lead.progressState, wanted)) return wanted;
    return canonicalJson(mergeLead(lead.data, answersOf(body, ctx.brand))) === canonicalJson(lead.data) ? 'readStatus' : wanted;
  };

  app.put(
    '/v3/lead',
    leadRoute(ctx, { action: 'saveAnswers', actionOf: putAction, idIn: 'body' }, async (c, { lead: held, action }) => {
      const parsed = await parseJsonBody(c, UpdateLeadRequestSchema);
      if (!parsed.ok) return parsed.response;
      const body = parsed.value;
      if (body.product !== product) return fieldErrors(c, [{ field: 'product', code: 'NotAnOption', message: `This API serves product ${product}` }]);
      if (isReadAction(action)) return c.json(toLeadResponse(held), 200);
      const patch = answersOf(body, ctx.brand);
      const invalid = validateLeadAnswers(patch, ctx.brand, calendarDateOf(ctx.now()));
      if (invalid.length > 0) return fieldErrors(c, invalid);
      // A plain save (no submit, touching no cross-checked answer) is one statement that checks the credential and the
      // table again, merges and stores (issue 14 item 3); when it stores nothing, the full path below answers why.
      // Not for a legacy-flow brand: its saves move the lead's page (progress state), which the full path computes.
      const token = leadSessionToken(c);
      if (legacyProgress === null && action === 'saveAnswers' && token !== null && !touchesCrossCheckedAnswers(patch)) {
        const now = ctx.now();
        const saved = await saveAnswers({ id: held.id, product, patch, credentialHash: credentialHash(token) }, extrasOf(patch, now), now);
        if (saved) return c.json(toLeadResponse(saved), 200);
      }
      /** The stored lead with this body's answers merged in, or the 4xx answer that refuses them (thrown). */
      const merged = (stored: LeadRecord): LeadRecord => {
        if (!isActionAllowed(stored.progressState, action)) throw new EarlyResponse(stepNotPending(c, stored));
        const data = mergeLead(stored.data, patch);
        // A legacy lead not yet submitted is at the page it is to fill next; a submitted one keeps what the decision set.
        const progressState = legacyProgress && stored.submittedAt === null && !isSubmittedState(stored.progressState) ? legacyProgress(data) : stored.progressState;
        const lead: LeadRecord = { ...stored, data, progressState, sessionId: patch.sessionId ?? stored.sessionId };
        // The date of birth and the national id may arrive in different saves: the cross-check runs on the merged lead.
        const inconsistent = validateConsistency(lead.data, ctx.brand);
        if (inconsistent.length > 0) throw new EarlyResponse(fieldErrors(c, inconsistent));
        return lead;
      };
      try {
        // A save without submit: read, merge, and store only if no write came in between (a few tries), with no row
        // lock held across the request; the submit (the decision) and a lead written to meanwhile take the locked path.
        if (action === 'saveAnswers') {
          for (let attempt = 0; attempt < 3; attempt++) {
            const found = await LeadRepository.findVersioned(ctx.db, held.id, product, ctx.now());
            if (!found) return leadNotFound(c);
            const now = ctx.now();
            const lead = merged(found.lead);
            if (await LeadRepository.saveIfUnchanged(ctx.db, lead, found.version, extrasOf(patch, now), now)) return c.json(toLeadResponse(lead), 200);
          }
        }
        const saved = await sendingCodesAfter(ctx, (outbox) => ctx.db.transaction(async (tx) => {
          const stored = await LeadRepository.find(tx, held.id, product, ctx.now(), true);
          if (!stored) throw new EarlyResponse(leadNotFound(c));
          const now = ctx.now();
          let lead = merged(stored);
          if (action === 'submit' && stored.submittedAt === null) {
            const missing = [...missingAnswers(lead.data, ctx.decision.requiredOnSubmit, 'submit'), ...notAccepted(lead.data, ctx.decision.acceptedOnSubmit, 'submit')];
            if (missing.length > 0) throw new EarlyResponse(fieldErrors(c, missing));
            const decision = decide(lead.data, { leadId: lead.id, brand: ctx.brand, config: ctx.decision, today: now });
            lead = { ...advance(lead, action, { decision: () => decision }), submittedAt: now };
            if (decision.progressState === MOBILE_VERIFICATION_STATE) await issueVerificationCode(tx, ctx, lead, now, outbox);
          }
          await LeadRepository.save(tx, lead, now);
          await sessionAndConsents(tx, lead, patch, now);
          return lead;
        }));
        return c.json(toLeadResponse(saved), 200);
      } catch (error) {
        if (error instanceof EarlyResponse) return error.response;
        throw error;
      }
    }),
  );

  app.get(
    '/lead/status/:id',
    leadRoute(ctx, { action: 'readStatus', idIn: 'path' }, async (c, { lead: held, action }) =>
      inTransaction(ctx, async (tx) => {
        const stored = await lockedLead(ctx, tx, c, held.id, action);
        let lead = stored;
        if (stored.progressState === CHECKING_STATE && stored.pending) {
          // A checking lead shows its decision after the configured number of polls (deterministic, no timers).
          const polls = stored.statusPolls + 1;
          lead = polls > ctx.decision.checkingPolls ? advance(stored, action) : { ...stored, statusPolls: polls };
          await LeadRepository.save(tx, lead, ctx.now());
        }
        const answer: LeadStatusResponse = { id: lead.id, progressState: lead.progressState, application: lead.application };
        return c.json(answer);
      }),
    ),
  );

  // Without the lead's credential (another browser, another lead's cookie) nothing personal is answered: only how the
  // applicant can prove who they are (resumeRoutes.ts), or 401/403 when the lead has no contact to send a code to.
  const continueLead = (param: (c: Context) => { urlType: string; ref: string | undefined }) =>
    leadRoute(
      ctx,
      {
        action: 'resume',
        idIn: 'path',
        withoutCredential: async (c, lead) => {
          const { urlType } = param(c);
          if (!v.is(UrlTypeSchema, urlType)) return fieldErrors(c, [{ field: 'urlType', code: 'InvalidFormat', message: 'Unknown url type' }]);
          const proof = proofRequiredAnswer(lead, urlType);
          return proof ? c.json(proof) : null;
        },
      },
      async (c, { lead }) => {
        const { urlType, ref } = param(c);
        if (!v.is(UrlTypeSchema, urlType)) return fieldErrors(c, [{ field: 'urlType', code: 'InvalidFormat', message: 'Unknown url type' }]);
        const answer: ContinueLeadResponse = {
          id: lead.id,
          urlType,
          progressState: lead.progressState,
          sessionId: lead.sessionId,
          lead: { ...lead.data, id: lead.id },
          application: lead.application,
          ...(ref ? { refTransactionId: ref } : {}),
        };
        return c.json(answer);
      },
    );
  app.get('/v3/lead/url/:id/:urlType', continueLead((c) => ({ urlType: c.req.param('urlType') ?? '', ref: undefined })));
  app.get('/v3/lead/url/:id/:urlType/:ref', continueLead((c) => ({ urlType: c.req.param('urlType') ?? '', ref: c.req.param('ref') })));
  app.get('/v2/lead/url/:id/:urlType', continueLead((c) => ({ urlType: c.req.param('urlType') ?? '', ref: c.req.query('refTransactionId') ?? c.req.query('s_id') })));

  const redirect = leadRoute(ctx, { action: 'readRedirect', idIn: 'path' }, async (c, { lead }) => {
    const partner = lead.application.partner;
    if (lead.application.status !== 'redirected' || !partner) return apiError(c, 409, 'NotRedirected', 'This lead was not redirected to a partner');
    const answer: RedirectResponse = { id: lead.id, progressState: lead.progressState, partner, ...(lead.application.offerId ? { offerId: lead.application.offerId } : {}) };
    return c.json(answer);
  });
  app.get('/lead/:id/redirect', redirect);
  app.post('/lead/:id/redirect', redirect);

  /** Moves a lead inside one transaction, by the transition table's row for `action`. */
  const transition = (action: LeadAction, step: (lead: LeadRecord) => LeadRecord) =>
    leadRoute(ctx, { action, idIn: 'path' }, async (c, { lead: held }) =>
      inTransaction(ctx, async (tx) => {
        const stored = await lockedLead(ctx, tx, c, held.id, action);
        return c.json(toLeadResponse(await saveAdvanced(ctx, tx, stored, step(stored))));
      }),
    );
  // Skip: only where a state documents one (the id upload, 30): to thank you, the documents asked for later.
  app.post('/lead/skip/:id', transition('skip', (lead) => advance(lead, 'skip')));
  // Continue selling: a rejected lead is offered to the first partner (redirected, 12); without one it stays.
  app.post(
    '/lead/continue/:id',
    transition('continueSelling', (lead) => {
      if (!ctx.decision.partners[0]) return lead;
      return applyOutcome(lead, redirectedTo({ leadId: lead.id, brand: ctx.brand, config: ctx.decision, today: ctx.now() }));
    }),
  );
  app.route('/', resumeRoutes(ctx));
  return app;
}
