/** The app locales of spec §1 (one per country, plus English as the fallback). */
export const LOCALES = ['en', 'es', 'mx', 'co', 'pl', 'ro', 'vn', 'de', 'ph'] as const;
export type Locale = (typeof LOCALES)[number];
