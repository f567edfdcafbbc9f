/**
 * Whether a session falls inside the brand's log percentage (docs/click-ids-and-consent.md "Product analytics and session recording", 0–100).
 * The draw comes from the session id's first 32 random bits (v4 UUIDs are random there), so every page load of one
 * session decides the same way; `fallback` draws in [0, 1) when the id is not hexadecimal.
 * Recorded when draw × 100 < percentage: 100 records all, 0 none.
 */
export const isSampled = (sessionId: string, percentage: number, fallback: () => number): boolean => {
  const hex = sessionId.replace(/-/g, '').slice(0, 8);
  const draw = /^[0-9a-fA-F]{8}$/.test(hex) ? Number.parseInt(hex, 16) / 2 ** 32 : fallback();
  return draw * 100 < percentage;
};
