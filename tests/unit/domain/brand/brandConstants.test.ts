import { describe, expect, it } from 'vitest';
import { requireCountryProfile } from '../../../../domain/country/countryRegistry';
import { PLATFORM_BRAND_DEFAULTS } from '../../../../domain/brand/brandDefaults';
import { BASE_LOAN_DEFAULTS, DEBT_LIMITS } from '../../../../domain/validation/loanConstants';
import { SPANISH_VEHICLE_CONSTANTS } from '../../../../domain/brand/spanishVehicleConstants';

// Each row pins one docs/product.md "Constants": moving any of them by one unit fails its row.
describe('docs/product.md "Constants" business constants', () => {
  const c = SPANISH_VEHICLE_CONSTANTS;
  it.each<[string, unknown, unknown]>([
    ['amount default', c.amount.default, 2500],
    ['amount minimum', c.amount.min, 1000],
    ['amount maximum', c.amount.max, 20_000],
    ['amount step', c.amount.step, 100],
    ['period default (months)', c.period.default, 60],
    ['period step', c.period.step, 1],
    ['period scale', c.period.scale, 'months'],
    ['period minimum (chosen, spec silent)', c.period.min, 12],
    ['period maximum (chosen, spec silent)', c.period.max, 96],
    ['currency', c.currency, 'EUR'],
    ['phone prefix', c.phonePrefix, '+34'],
    ['affiliate expiry (hours)', c.affiliateExpiryHours, 480],
    ['legacy click-id expiry (ms = 90 days)', c.clickIdExpiryMilliseconds, 7_776_000_000],
    ['offer expiration (hours)', c.offerExpirationHours, 24],
    ['overdue debt maximum', c.overdueDebtMax, 1000],
    ['total debt minimum', c.totalDebt.min, 0],
    ['total debt maximum', c.totalDebt.max, 500_000],
    ['session log percentage', c.sessionLogPercentage, 100],
    ['retargeting logging', c.retargetingLogging, true],
    ['abandonment logging', c.abandonmentLogging, true],
    ['accumulated offers shown', c.accumulatedOffersShown, true],
    ['default affiliate expiry (hours)', PLATFORM_BRAND_DEFAULTS.affiliateExpiryHours, 480],
    ['default click-id expiry (ms = 90 days)', PLATFORM_BRAND_DEFAULTS.clickIdExpiryMilliseconds, 7_776_000_000],
    ['default application data expiry (ms = 24 hours)', PLATFORM_BRAND_DEFAULTS.applicationDataExpiryMilliseconds, 86_400_000],
    ['default offer expiration (hours)', PLATFORM_BRAND_DEFAULTS.offerExpirationHours, 24],
    ['base amount', BASE_LOAN_DEFAULTS.amount, { default: 1000, min: 100, max: 1000, step: 100 }],
    ['base period (verbatim, default outside range)', BASE_LOAN_DEFAULTS.period, { default: 31, min: 61, max: 90, step: 1, scale: 'days' }],
    ['debt limits', DEBT_LIMITS, { overdueDebtMax: 1000, totalDebt: { min: 0, max: 500_000 } }],
  ])('%s', (_label, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('the country profiles state the display decimals and calling codes', () => {
    expect(requireCountryProfile('VN').currency.displayDecimals).toBe(0);
    expect(requireCountryProfile('CO').currency.displayDecimals).toBe(0);
    expect(requireCountryProfile('ES').callingCode).toBe(SPANISH_VEHICLE_CONSTANTS.phonePrefix);
  });
});
