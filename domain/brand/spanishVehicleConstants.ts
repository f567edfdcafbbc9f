import type { NumberRange } from '../validation/NumberRange';
import { DEBT_LIMITS } from '../validation/loanConstants';
import type { PeriodRange } from '../validation/loanConstants';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Business constants of the detailed Spanish vehicle-backed brand (docs/product.md "Constants"), the source of brands/es-vehicle/brand.json
 * (a unit test compares the two). Period bounds 12–96 months are not in the spec (it gives only default 60 and step 1):
 * chosen as the usual span of Spanish vehicle-backed personal loans (1 to 8 years).
 */
export const SPANISH_VEHICLE_CONSTANTS = {
  amount: { default: 2500, min: 1000, max: 20_000, step: 100 } satisfies NumberRange,
  period: { default: 60, min: 12, max: 96, step: 1, scale: 'months' } satisfies PeriodRange,
  currency: 'EUR',
  /** Country calling code of the phone field. */
  phonePrefix: '+34',
  /** Affiliate reference expiry in hours; a non-positive value counts as "never expires" (docs/affiliates.md "Expiry"). */
  affiliateExpiryHours: 480,
  /** Click-id expiry (docs/click-ids-and-consent.md "Google click ids" `legacyGclidExpiryPeriodMilliseconds`): 90 days, in milliseconds. */
  clickIdExpiryMilliseconds: 90 * DAY_MS,
  offerExpirationHours: 24,
  overdueDebtMax: DEBT_LIMITS.overdueDebtMax,
  totalDebt: DEBT_LIMITS.totalDebt,
  /** Share of sessions recorded, percent. */
  sessionLogPercentage: 100,
  retargetingLogging: true,
  abandonmentLogging: true,
  accumulatedOffersShown: true,
  flowId: 'es-vehicle-v3',
} as const;
