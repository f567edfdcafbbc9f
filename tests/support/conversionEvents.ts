import type { ConversionEvent, ConversionEventName } from '../../application/ports/PixelTracker';

/** Raw identity used across vendor tests: Meta's golden e-mail, a valid Spanish mobile, a session UUID. */
export const RAW_IDENTITY = {
  sessionId: 'F3B0C6F2-8A53-4C1A-9D3E-0A4B6F0E2C11',
  email: '  John_Smith@Gmail.com ',
  phoneNumber: '612 34 56 78',
  country: 'ES',
} as const;

/** An object mother for conversion events. */
export const conversionEvent = (name: ConversionEventName, overrides: Partial<ConversionEvent> = {}): ConversionEvent => ({
  name,
  eventId: 'a'.repeat(64),
  identity: RAW_IDENTITY,
  value: { amount: 2500, currency: 'EUR' },
  ...overrides,
});

/** The raw personal values that must never appear in anything a vendor receives. */
export const RAW_VALUES = ['john_smith', 'John_Smith', '612345678', '612 34 56 78', 'F3B0C6F2'];
