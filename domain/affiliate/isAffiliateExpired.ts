import type { AffiliateReference } from '../lead/LeadSchema';
import type { Result } from '../kernel/Result';
import { err, ok } from '../kernel/Result';

const HOUR_MS = 3_600_000;

export interface AffiliateExpiryRules {
  /** The current instant, in milliseconds since the Unix epoch. */
  readonly nowMs: number;
  /** Brand `affiliateExpiryHours` (docs/affiliates.md "Expiry": 480 h); zero or negative means never expired. */
  readonly expiryHours: number;
  /** Brand `staticAffiliateNames`: references with these attributes never expire (compared case-insensitively). */
  readonly staticNames: readonly string[];
}

/** Invalid affiliate data, reported as a value (docs/affiliates.md "Invalid data": "Invalid affiliate data is only logged"). */
export interface AffiliateProblem {
  readonly kind: 'InvalidAffiliateReference' | 'InvalidAffiliateSetAt';
}

/**
 * Whether a stored affiliate reference has expired (docs/affiliates.md "Expiry"; docs/affiliates.md "Expiry": "480 hours (must be positive,
 * otherwise the reference counts as not expired)").
 * - A non-positive (or non-finite) expiry: never expired. A static-named reference: never expired.
 * - Otherwise expired once its age reaches the expiry: a reference set exactly 480 h ago has expired (decision:
 *   "valid for 480 hours" ends at the 480th hour). A `setAt` in the future (clock skew) is not expired.
 * - An unreadable `setAt` is reported as `InvalidAffiliateSetAt`, never thrown.
 */
export function isAffiliateExpired(reference: AffiliateReference, rules: AffiliateExpiryRules): Result<boolean, AffiliateProblem> {
  const setAtMs = Date.parse(reference.setAt);
  if (Number.isNaN(setAtMs)) return err({ kind: 'InvalidAffiliateSetAt' });
  if (!(rules.expiryHours > 0) || !Number.isFinite(rules.expiryHours)) return ok(false);
  if (isStaticName(reference.attribute, rules.staticNames)) return ok(false);
  return ok(rules.nowMs - setAtMs >= rules.expiryHours * HOUR_MS);
}

function isStaticName(attribute: string, staticNames: readonly string[]): boolean {
  const name = attribute.toLowerCase();
  return staticNames.some((staticName) => staticName.toLowerCase() === name);
}
