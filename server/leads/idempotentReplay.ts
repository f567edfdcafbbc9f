/** How a replaying request's `lead_session` stands against the lead: its own, none (or an unknown/expired one), another lead's. */
export type ReplayCredential = 'granted' | 'missing' | 'otherLead';

/**
 * How long after the original create a replay of its Idempotency-Key (a retry whose first answer, and cookie, may have
 * been lost) hands a credential to a client that holds none for the lead.
 */
export const REPLAY_CREDENTIAL_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a replay of a create (`POST /v2/lead` with a used Idempotency-Key) issues a new credential for the lead
 * (issue 22: every replay handed out a fresh 30-day credential, so a key was a key to the lead forever):
 * - the request carries the lead's own credential: no (it has one);
 * - otherwise (none, an expired one, another lead's), within REPLAY_CREDENTIAL_WINDOW_MS of the original create: yes,
 *   the retry of a create whose answer was lost must be able to go on;
 * - later: no. The replay still answers the lead (id, state), which opens nothing without a credential; the applicant
 *   proves who they are with a resume code instead (server/routes/resumeRoutes.ts).
 */
export function replayGrantsCredential(createdAt: Date, now: Date, credential: ReplayCredential): boolean {
  if (credential === 'granted') return false;
  return now.getTime() - createdAt.getTime() < REPLAY_CREDENTIAL_WINDOW_MS;
}
