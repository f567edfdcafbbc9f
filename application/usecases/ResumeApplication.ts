import * as v from 'valibot';
import type { ContinueLeadResponse } from '../../domain/api/ContinueLeadResponse';
import { UrlTypeSchema } from '../../domain/api/ContinueLeadResponse';
import type { ResumeChannel } from '../../domain/api/ResumeCodeContract';
import type { DynamicFormPage } from '../../domain/lead/DynamicFormPage';
import { INITIAL_OTHER_STATE } from '../../domain/lead/initialOtherState';
import { isUuid } from '../../domain/session/isUuid';
import type { Result } from '../../domain/kernel/Result';
import { err, ok } from '../../domain/kernel/Result';
import { APPLICATION_STATES } from '../../domain/state/applicationStates';
import type { RedirectMethod } from '../../domain/state/redirectOnProgressChange';
import type { Clock } from '../ports/Clock';
import type { IdGenerator } from '../ports/IdGenerator';
import type { LeadGateway } from '../ports/LeadGateway';
import type { FunnelState } from '../session/FunnelState';
import type { FunnelStorage } from '../session/FunnelStorage';
import { applyProgress, currentRoute } from '../session/applyProgress';
import type { OperationKeys } from '../tracking/OperationKeys';
import { invalidInput, type UseCaseError } from './UseCaseError';

/** The state the /continue/:id route stands for (docs/states-and-routes.md "Application states": table: 14 "continue"). */
export const CONTINUE_STATE = APPLICATION_STATES.find((row) => row.name === 'continue')?.state ?? 14;
/** urlType used when the link names none (decision: the plain continue link). */
export const DEFAULT_URL_TYPE = 'continue';

export interface ResumeApplicationInput {
  /** The lead id of the /continue/:id route. */
  readonly id: string;
  readonly urlType?: string;
  /** The affiliate transaction id of the link (landing parameter refTransactionId or s_id). */
  readonly refTransactionId?: string;
  /** The one-time code the applicant typed: checked first; the right one lets this browser resume (issue 15 item 2). */
  readonly code?: string;
  /** When the API asks for proof, have a code sent (the resume screen asks; a start-up restore never does). */
  readonly sendCode?: boolean;
}

/**
 * This browser holds no credential of the application: nothing personal was answered, nothing was stored. The
 * applicant proves who they are with a code sent to `maskedTarget`; `codeSent` says whether one went now, and
 * `retryAfterSeconds` when another may be asked for (0: now).
 */
export interface ProofRequired {
  readonly kind: 'ProofRequired';
  readonly channel: ResumeChannel;
  readonly maskedTarget: string;
  readonly codeSent: boolean;
  readonly retryAfterSeconds: number;
}

export interface ResumeApplicationOutput {
  readonly state: FunnelState;
  readonly route: string;
  readonly method: RedirectMethod;
}

/**
 * Resumes an application from a /continue/:id link (docs/states-and-routes.md "Routes", docs/product.md "Calls"). The answer carries the
 * lead with its sensitive answers (kept in memory only, docs/sessions-and-storage.md "What is never stored"), the session id to reuse and
 * the progress state, which is then followed from state 14 (continue) with the redirect rule of docs/states-and-routes.md "Redirect on progress change" (so the
 * method is REPLACE: "continue" is after-offer and the link must not stay in the history).
 * A browser without the application's credential gets `ProofRequired` (and, with `sendCode`, a code is sent); with
 * `code` the code is verified first, so the same call then resumes. Nothing is stored until the answers arrive.
 * Ports: LeadGateway, KeyValueStorage (FunnelStorage, OperationKeys), IdGenerator, Clock.
 */
export class ResumeApplication {
  constructor(
    private readonly deps: {
      readonly gateway: LeadGateway;
      readonly storage: FunnelStorage;
      readonly keys: OperationKeys;
      readonly ids: IdGenerator;
      readonly clock: Clock;
      readonly initialPages: () => DynamicFormPage[];
    },
  ) {}

  async execute(input: ResumeApplicationInput): Promise<Result<ResumeApplicationOutput, UseCaseError | ProofRequired>> {
    const id = input.id.trim();
    if (id === '' || id.length > 64) return err(invalidInput('id', { kind: 'InvalidFormat' }));
    const urlType = input.urlType ?? DEFAULT_URL_TYPE;
    if (!v.is(UrlTypeSchema, urlType)) return err(invalidInput('urlType', { kind: 'InvalidFormat' }));
    if (input.code !== undefined) {
      const verified = await this.deps.gateway.verifyResumeCode(id, input.code);
      if (!verified.ok) return verified;
    }
    const answer = await this.deps.gateway.resumeApplication({ id, urlType, ...(input.refTransactionId ? { refTransactionId: input.refTransactionId } : {}) });
    if (!answer.ok) return answer;
    const proof = answer.value.proofRequired;
    if (proof) {
      const required: ProofRequired = { kind: 'ProofRequired', channel: proof.channel, maskedTarget: proof.maskedTarget, codeSent: false, retryAfterSeconds: 0 };
      if (!input.sendCode) return err(required);
      const sent = await this.deps.gateway.sendResumeCode(id);
      if (sent.ok) return err({ ...required, codeSent: true, retryAfterSeconds: sent.value.nextResendInSeconds });
      // A code went out moments ago (a reload, a double click): the applicant types that one.
      const tooSoon = sent.error.kind === 'Validation' ? sent.error.fieldErrors.find((e) => e.code === 'ResendTooSoon') : undefined;
      if (tooSoon) return err({ ...required, retryAfterSeconds: Number(tooSoon.params?.retryAfterSeconds ?? 0) });
      return sent;
    }
    const state = this.resumedState(answer.value);
    this.deps.keys.releaseAll();
    this.deps.storage.writeRaw('sessionId', state.sessionId);
    this.deps.storage.writeRaw('sessionStartedAt', new Date(state.sessionStartedAtMs).toISOString());
    // Everything is written: the resumed lead replaces whatever this browser held.
    this.deps.storage.save(undefined, state);
    return ok({ state, route: currentRoute(state), method: state.other.routeChange?.method ?? 'REPLACE' });
  }

  private resumedState(answer: ContinueLeadResponse): FunnelState {
    const nowMs = this.deps.clock.now();
    const storedId = this.deps.storage.readRevived('sessionId');
    const sessionId = isUuid(answer.sessionId) ? answer.sessionId.toLowerCase() : isUuid(storedId) ? storedId.toLowerCase() : this.deps.ids.newId();
    const atContinue: FunnelState = {
      sessionId,
      sessionStartedAtMs: nowMs,
      lead: { ...answer.lead, id: answer.id, sessionId },
      other: { ...INITIAL_OTHER_STATE, progressState: CONTINUE_STATE },
      result: answer.application,
      pages: this.deps.initialPages(),
    };
    return applyProgress(atContinue, answer, nowMs);
  }
}
