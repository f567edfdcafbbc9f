import { describe, expect, it } from 'vitest';
import { isSessionRecordingBlocked, trafficSourceOf } from '../../../../domain/session/isSessionRecordingBlocked';

describe('isSessionRecordingBlocked (docs/click-ids-and-consent.md "Product analytics and session recording")', () => {
  it.each([
    ['retargeting', true, true, false],
    ['retargeting', false, true, true],
    ['retargeting', false, false, true],
    ['retargeting', true, false, false],
    ['abandonment', true, true, false],
    ['abandonment', true, false, true],
    ['abandonment', false, false, true],
    ['abandonment', false, true, false],
    ['other', false, false, false],
    ['other', true, true, false],
  ] as const)('source %s, retargeting logging %s, abandonment logging %s → blocked %s', (source, retargetingLogging, abandonmentLogging, blocked) => {
    expect(isSessionRecordingBlocked(source, { retargetingLogging, abandonmentLogging })).toBe(blocked);
  });
});

describe('trafficSourceOf', () => {
  it.each([
    [{ campaign: { utm_medium: 'retargeting' } }, 'retargeting'],
    [{ campaign: { utm_medium: 'Email_Abandonment' } }, 'abandonment'],
    [{ refName: 'Retargeting-FB' }, 'retargeting'],
    [{ campaign: { utm_medium: 'cpc' }, refName: 'cart-abandonment' }, 'abandonment'],
    [{ campaign: { utm_medium: 'abandonment' }, refName: 'retargeting' }, 'abandonment'],
    [{ campaign: { utm_medium: 'cpc' } }, 'other'],
    [{}, 'other'],
  ] as const)('%o → %s', (landing, source) => {
    expect(trafficSourceOf(landing)).toBe(source);
  });
});
