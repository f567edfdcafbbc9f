import { describe, expect, it } from 'vitest';
import type { Translator } from '../../../application/ports/Translator';

/**
 * The contract every `Translator` passes (docs/product.md "Constants"): `setup` answers a translator whose locale files
 * hold none of the keys asked here.
 */
export const describeTranslatorContract = (label: string, setup: () => Promise<Translator>): void => {
  describe(`${label} honours the Translator contract`, () => {
    it('changes the locale, resolving once it is ready', async () => {
      const translator = await setup();
      await expect(translator.changeLocale('pl')).resolves.toBeUndefined();
    });

    // A key without a namespace: for `ns^key`, i18next answers `key` while the fake echoes `ns^key` (the port's
    // "the key itself" leaves the namespace open).
    it('answers the key itself for a key no locale holds', async () => {
      const translator = await setup();
      expect(translator.translate('contract>missingKey')).toBe('contract>missingKey');
    });

    it('never throws on parameters, even ones the text does not use', async () => {
      const translator = await setup();
      expect(() => translator.translate('contract>missingKey', { amount: 2500, name: 'Ana' })).not.toThrow();
    });
  });
};
