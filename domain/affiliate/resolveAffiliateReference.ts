import * as v from 'valibot';
import { AffiliateReferenceSchema, type AffiliateReference } from '../lead/AffiliateReferenceSchema';
import type { AffiliateExpiryRules, AffiliateProblem } from './isAffiliateExpired';
import { isAffiliateExpired } from './isAffiliateExpired';

/** The affiliate parameters of a landing URL (docs/affiliates.md "The reference": refName, refSubId, refTransactionId with s_id fallback). */
export interface AffiliateParams {
  readonly refName?: string | undefined;
  readonly refSubId?: string | undefined;
  readonly refTransactionId?: string | undefined;
}

export interface AffiliateResolution {
  /** The reference to keep in the lead and storage; null when there is none. */
  readonly reference: AffiliateReference | null;
  /** Why the reference is what it is. */
  readonly outcome: 'None' | 'Kept' | 'Set' | 'Replaced' | 'Expired';
  /** True when the session data must be reset (a replaced or an expired reference, docs/affiliates.md "Replacement"). */
  readonly resetSession: boolean;
  /** Invalid data found on the way, for the caller to log (docs/affiliates.md "Invalid data": "only logged"). */
  readonly problems: readonly AffiliateProblem[];
}

/**
 * Which affiliate reference applies after a landing (docs/affiliates.md "Replacement"):
 * 1. A URL reference (refName present) that differs from the stored one in attribute, subId or transactionId
 *    replaces it, stamped `setAt` = now, and the session data is reset. With no stored reference it is simply set
 *    (decision: nothing to reset; the session may already hold organic answers the applicant should keep).
 * 2. Otherwise a stored reference that has expired (see `isAffiliateExpired`) is removed and the session data reset;
 *    a live one is kept as it is (its `setAt` is not renewed by a repeat visit with the same parameters).
 * Invalid stored data (schema mismatch, unreadable setAt) and an invalid URL reference (a value over 255
 * characters) are reported in `problems` and treated as absent.
 * Empty URL values count as absent: a URL with an empty refName carries no reference.
 */
export function resolveAffiliateReference(stored: unknown, fromUrl: AffiliateParams | undefined, rules: AffiliateExpiryRules): AffiliateResolution {
  const problems: AffiliateProblem[] = [];
  let current: AffiliateReference | null = null;
  if (stored != null) {
    const parsed = v.safeParse(AffiliateReferenceSchema, stored);
    if (parsed.success) current = parsed.output;
    else problems.push({ kind: 'InvalidAffiliateReference' });
  }

  let incoming = referenceFromUrl(fromUrl, rules.nowMs);
  if (incoming && !v.is(AffiliateReferenceSchema, incoming)) {
    // Over-long URL values would not fit the stored schema: the URL reference is ignored, the stored one still applies.
    problems.push({ kind: 'InvalidAffiliateReference' });
    incoming = null;
  }
  if (incoming && (!current || differs(current, incoming))) {
    return { reference: incoming, outcome: current ? 'Replaced' : 'Set', resetSession: current !== null, problems };
  }
  if (!current) return { reference: null, outcome: 'None', resetSession: false, problems };

  const expired = isAffiliateExpired(current, rules);
  if (!expired.ok) return { reference: null, outcome: 'None', resetSession: false, problems: [...problems, expired.error] };
  if (expired.value) return { reference: null, outcome: 'Expired', resetSession: true, problems };
  return { reference: current, outcome: 'Kept', resetSession: false, problems };
}

const orNull = (value: string | undefined): string | null => (value ? value : null);

function referenceFromUrl(params: AffiliateParams | undefined, nowMs: number): AffiliateReference | null {
  if (!params?.refName) return null;
  return {
    attribute: params.refName,
    subId: orNull(params.refSubId),
    transactionId: orNull(params.refTransactionId),
    setAt: new Date(nowMs).toISOString(),
  };
}

function differs(a: AffiliateReference, b: AffiliateReference): boolean {
  return a.attribute !== b.attribute || (a.subId ?? null) !== (b.subId ?? null) || (a.transactionId ?? null) !== (b.transactionId ?? null);
}
