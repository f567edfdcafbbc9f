import { isUuid } from './isUuid';

export interface SessionInputs {
  /** The id under the `sessionId` storage key, if any (unvalidated: whatever storage held). */
  readonly storedId?: unknown;
  /** The `sessionId` landing parameter, if any (unvalidated). */
  readonly urlSessionId?: unknown;
  /** A freshly generated UUID (from the IdGenerator port), used when neither other id applies. */
  readonly newId: string;
}

export interface ResolvedSession {
  readonly sessionId: string;
  /** Set when the session id changed: the caller stores the `newSessionFlag` key (docs/sessions-and-storage.md "Session id"). */
  readonly isNewSession: boolean;
}

/**
 * The session id to use (docs/sessions-and-storage.md "Session id"): the stored id is reused when the URL has no valid UUID, or when the
 * URL's UUID equals the stored one; otherwise the URL's UUID is used, or a new id when the URL has none, and the
 * new-session flag is set.
 * Decisions: ids are compared and kept in lower case (a UUID's case carries no meaning); a stored id that is not a
 * UUID counts as no stored id (corrupt storage must not pin a session).
 */
export function resolveSession({ storedId, urlSessionId, newId }: SessionInputs): ResolvedSession {
  const stored = isUuid(storedId) ? storedId.toLowerCase() : undefined;
  const fromUrl = isUuid(urlSessionId) ? urlSessionId.toLowerCase() : undefined;
  if (fromUrl !== undefined) {
    return fromUrl === stored ? { sessionId: stored, isNewSession: false } : { sessionId: fromUrl, isNewSession: true };
  }
  if (stored !== undefined) return { sessionId: stored, isNewSession: false };
  return { sessionId: newId, isNewSession: true };
}
