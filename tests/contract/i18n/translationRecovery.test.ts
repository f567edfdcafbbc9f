import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FetchTranslationBackend, translationUrl, type Messages, type TranslationFetch } from '../../../adapters/i18n/FetchTranslationBackend';
import { I18nextTranslator } from '../../../adapters/i18n/I18nextTranslator';
import { createI18next } from '../../../adapters/i18n/createI18next';
import { bundledTranslations, TRANSLATION_RETRY_DELAYS_MS } from '../../../adapters/i18n/recoverTranslations';
import { SpyLogger } from '../../support/SpyLogger';

const PATH = '/application-frontend/locales/{{lng}}/{{ns}}.json';
const realFile = (locale: string, ns: string): Messages => JSON.parse(readFileSync(join(process.cwd(), 'locales', locale, `${ns}.json`), 'utf8')) as Messages;

type Answer = 'ok' | 'reset' | '503' | 'html' | 'array';

/**
 * A translation server whose answers per URL come from a script (then 'ok' for good), and a log of everything that
 * happened in order: requests, waits, reads of the build's copy. The fake wait resolves at once.
 */
const world = (script: Record<string, Answer[]> = {}, files: Record<string, Messages> = {}) => {
  const events: string[] = [];
  const fetchJson: TranslationFetch = async (url) => {
    events.push(`GET ${url}`);
    const answer = script[url]?.shift() ?? 'ok';
    if (answer === 'reset') throw new TypeError('Failed to fetch');
    if (answer === '503') return { ok: false, status: 503, json: async () => ({}) };
    if (answer === 'html') return { ok: true, status: 200, json: async () => JSON.parse('<!doctype html>') as unknown };
    if (answer === 'array') return { ok: true, status: 200, json: async () => ['not', 'an', 'object'] };
    return { ok: true, status: 200, json: async () => files[url] ?? { from: 'server' } };
  };
  const logger = new SpyLogger();
  const recovery = {
    wait: async (ms: number) => void events.push(`wait ${ms}`),
    logger,
    bundled: async (language: string, namespace: string) => {
      events.push(`bundled ${language}/${namespace}`);
      return { from: 'build' };
    },
  };
  const read = (language: string, namespace: string) =>
    new Promise<{ error: unknown; data: unknown }>((resolve) => {
      new FetchTranslationBackend(PATH, fetchJson, recovery).read(language, namespace, (error, data) => resolve({ error, data }));
    });
  return { events, logger, read };
};

const url = (language: string, namespace: string) => translationUrl(PATH, language, namespace);

describe('FetchTranslationBackend: retries, then the build\'s copy (issue 15 item 6)', () => {
  it('uses the server\'s file at the first try without waiting, logging or reading the build\'s copy', async () => {
    const { events, logger, read } = world();
    expect(await read('es', 'common')).toEqual({ error: null, data: { from: 'server' } });
    expect(events).toEqual([`GET ${url('es', 'common')}`]);
    expect(logger.entries).toEqual([]);
  });

  it('tries three times with growing waits, and uses the server\'s texts when a retry succeeds', async () => {
    const { events, logger, read } = world({ [url('es', 'common')]: ['reset', '503'] });
    expect(await read('es', 'common')).toEqual({ error: null, data: { from: 'server' } });
    const get = `GET ${url('es', 'common')}`;
    expect(events).toEqual([get, 'wait 500', get, 'wait 1500', get]);
    expect(TRANSLATION_RETRY_DELAYS_MS).toEqual([500, 1_500]);
    expect(logger.entries).toEqual([]);
  });

  it.each<Answer>(['reset', '503', 'html', 'array'])('after three failed tries (%s) reads the build\'s copy, only after the last one, and logs once', async (failure) => {
    const { events, logger, read } = world({ [url('es', 'flow')]: [failure, failure, failure] });
    expect(await read('es', 'flow')).toEqual({ error: null, data: { from: 'build' } });
    const get = `GET ${url('es', 'flow')}`;
    expect(events).toEqual([get, 'wait 500', get, 'wait 1500', get, 'bundled es/flow']);
    expect(logger.entries).toHaveLength(1);
    expect(logger.entries[0]).toMatchObject({ level: 'error', message: 'Translations could not be loaded; the bundled copy is shown', context: { url: url('es', 'flow'), tries: 3 } });
  });

  it('recovers each namespace on its own: a failing one does not hold back or re-fetch the others', async () => {
    const { events, read } = world({ [url('es', 'validation')]: ['reset'] });
    const answers = await Promise.all([read('es', 'common'), read('es', 'validation'), read('es', 'flow')]);
    expect(answers.map((answer) => answer.data)).toEqual([{ from: 'server' }, { from: 'server' }, { from: 'server' }]);
    expect(events.filter((event) => event === `GET ${url('es', 'common')}`)).toHaveLength(1);
    expect(events.filter((event) => event === `GET ${url('es', 'flow')}`)).toHaveLength(1);
    expect(events.filter((event) => event === `GET ${url('es', 'validation')}`)).toHaveLength(2);
  });

  it('reports an error to i18next only when the build has no copy either, and logs that once', async () => {
    const logger = new SpyLogger();
    const backend = new FetchTranslationBackend(PATH, async () => ({ ok: false, status: 503, json: async () => ({}) }), {
      wait: async () => undefined,
      logger,
    });
    const answer = await new Promise<{ error: unknown; data: unknown }>((resolve) => backend.read('xx', 'common', (error, data) => resolve({ error, data })));
    expect(answer.data).toBe(false);
    expect(String(answer.error)).toContain('HTTP 503');
    expect(logger.messages('error')).toEqual(['Translations could not be loaded, and the build holds no copy']);
  });
});

describe('bundledTranslations: the build\'s own locale files', () => {
  it('answers the shipped file of a language and namespace', async () => {
    expect(await bundledTranslations('es', 'common')).toEqual(realFile('es', 'common'));
    expect(await bundledTranslations('pl', 'validation')).toEqual(realFile('pl', 'validation'));
  });

  it('rejects a language the build does not ship and a name that is not a plain one', async () => {
    await expect(bundledTranslations('xx', 'common')).rejects.toThrow();
    await expect(bundledTranslations('../package', 'common')).rejects.toThrow();
    await expect(bundledTranslations('es', '../../package')).rejects.toThrow();
  });
});

describe('the first screen with the translation server down', () => {
  it('shows the brand\'s own Spanish texts from the build, never a key, and logs once per file', async () => {
    const logger = new SpyLogger();
    const requested: string[] = [];
    const { instance, ready } = createI18next({
      locale: 'es',
      translationsPath: PATH,
      fetchJson: async (requestedUrl) => {
        requested.push(requestedUrl);
        throw new TypeError('Failed to fetch');
      },
      recovery: { wait: async () => undefined, logger },
    });
    await ready;
    const translator = new I18nextTranslator(instance);
    const spanish = realFile('es', 'common') as { buttons: { continue: string }; chrome: { home: string } };
    expect(translator.translate('buttons>continue')).toBe(spanish.buttons.continue);
    expect(translator.translate('common^chrome>home')).toBe(spanish.chrome.home);
    // Every file was tried three times (Spanish and English, three namespaces each), then taken from the build.
    expect(requested).toHaveLength(2 * 3 * 3);
    expect(logger.messages('error')).toEqual(Array(6).fill('Translations could not be loaded; the bundled copy is shown'));
  });
});
