import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OfferScreenDefinition } from '../../domain/offer/OfferScreenDefinition';
import { SHIPPED_OFFER_SCREENS } from '../../domain/offer/offerScreenDefinitions';
import * as EXAMPLE_OFFER_SCREENS from '../../examples/offerScreens';
import { EXAMPLE_CONTENT } from '../../scripts/exampleContent';
import { contentFolders } from '../../server/contentFolders';
import { readTranslations } from '../../server/routes/contentRoutes';
import { shippedBrand, shippedBrandIds } from '../support/shippedBrand';

/**
 * The texts every offer screen needs, derived from its declaration (domain/offer/OfferScreenDefinition.ts): its title
 * (`common^offerStages>{screen}>title`), each field's label and each fixed option's name (`offer^screens>{screen}>fields>…`),
 * in the language of every brand it is asked of (all, or those of `brandsOf`), as the server serves them: the
 * repository's locales with the examples' laid over them (readTranslations). The shipped screens and those the
 * examples register (examples/offerScreens.ts).
 */
const SCREENS: readonly OfferScreenDefinition[] = [...SHIPPED_OFFER_SCREENS, ...Object.values(EXAMPLE_OFFER_SCREENS as Record<string, OfferScreenDefinition>)];
const LOCALES_DIRS = contentFolders(process.cwd(), EXAMPLE_CONTENT.join(',')).locales;
const BRANDS = shippedBrandIds().map(shippedBrand);

const at = (texts: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), texts);

/** The text keys `screen` needs, as paths into its namespace's file. */
function neededTexts(screen: OfferScreenDefinition): { readonly ns: string; readonly path: readonly string[] }[] {
  const fields = ['screens', screen.screen, 'fields'];
  return [
    { ns: 'common', path: ['offerStages', screen.screen, 'title'] },
    ...screen.fields.flatMap((field) => [
      { ns: 'offer', path: [...fields, field.name, 'label'] },
      ...(field.optionsFrom === undefined && field.control !== 'yesNo' ? (field.options ?? []) : []).map((option) => ({ ns: 'offer', path: [...fields, field.name, 'options', option] })),
    ]),
  ];
}

/** Every text `screen` lacks in the languages of the brands it is asked of, as `{lng} {ns}:{key}`. */
function missingTexts(screen: OfferScreenDefinition, localesDirs: readonly string[]): string[] {
  const languages = [...new Set(BRANDS.filter((brand) => screen.brandsOf === undefined || brand.country === screen.brandsOf).map((brand) => brand.locale))];
  return languages.flatMap((lng) =>
    neededTexts(screen).filter(({ ns, path }) => typeof at(readTranslations(localesDirs, lng, ns), path) !== 'string').map(({ ns, path }) => `${lng} ${ns}:${path.join('>')}`),
  );
}

describe('offer screen texts: what each declaration needs exists in every language it is shown in', () => {
  it.each(SCREENS.map((screen) => [screen.route, screen] as const))('%s', (_route, screen) => {
    expect(missingTexts(screen, LOCALES_DIRS)).toEqual([]);
  });

  it('a text missing in one language is found (a locale folder laid over the repository’s, without one label)', () => {
    const screen = SCREENS.find((candidate) => candidate.route === '/aide') as OfferScreenDefinition;
    const over = mkdtempSync(join(tmpdir(), 'offer-texts-'));
    mkdirSync(join(over, 'es'));
    writeFileSync(join(over, 'es', 'offer.json'), JSON.stringify({ screens: { aide: { fields: { 'aid.type': { label: null } } } } }));
    expect(missingTexts(screen, [...LOCALES_DIRS, over])).toEqual(['es offer:screens>aide>fields>aid.type>label']);
  });
});

describe('readTranslations: the locale folders laid one over the other', () => {
  it('keeps what a later folder does not say and takes what it does', () => {
    const base = mkdtempSync(join(tmpdir(), 'texts-base-'));
    const over = mkdtempSync(join(tmpdir(), 'texts-over-'));
    for (const dir of [base, over]) mkdirSync(join(dir, 'es'));
    writeFileSync(join(base, 'es', 'offer.json'), JSON.stringify({ screens: { aide: { title: 'Ayudas', hint: 'a' } } }));
    writeFileSync(join(over, 'es', 'offer.json'), JSON.stringify({ screens: { aide: { hint: 'b' }, extra: { title: 'Nueva' } } }));
    expect(readTranslations([base, over], 'es', 'offer')).toEqual({ screens: { aide: { title: 'Ayudas', hint: 'b' }, extra: { title: 'Nueva' } } });
    expect(readTranslations([over], 'pl', 'offer')).toBeNull();
  });
});
