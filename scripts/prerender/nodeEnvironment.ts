import { webcrypto } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WebStorage } from '../../adapters/storage/WebStorage';
import type { AppEnvironment, AppWindow } from '../../src/container/AppEnvironment';

/** Logged by the prerender's environment when an adapter asks for something the first screen must not need. */
export const NETWORK_REFUSED = 'The prerender has no network';

/** A browser storage that starts empty: the prerender shows the first screen of an applicant who never came before. */
class EmptyWebStorage implements WebStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/**
 * Translations as FetchTranslationBackend asks for them (`…/locales/{lng}/{ns}.json`, docs/product.md "Calls"),
 * answered from the first of the locale folders on disk that has the file (server/contentFolders.ts): the prerender
 * renders the same JSON the browser would fetch.
 */
export function localeFileFetch(localesDir: string | readonly string[]): AppEnvironment['fetchJson'] {
  const dirs = typeof localesDir === 'string' ? [localesDir] : localesDir;
  return async (url) => {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(new URL(url, 'http://prerender.invalid').pathname);
    const file = match ? dirs.map((dir) => join(dir, decodeURIComponent(match[1] ?? ''), `${decodeURIComponent(match[2] ?? '')}.json`)).find((candidate) => existsSync(candidate)) : undefined;
    if (file === undefined) return { ok: false, status: 404, json: async () => null };
    const body: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return { ok: true, status: 200, json: async () => body };
  };
}

/**
 * The browser as the container sees it (src/container/AppEnvironment.ts), for rendering the first screen in Node:
 * a top-level window (not an iframe: the chrome is drawn), online, empty storage, no consent decided yet, locales
 * read from disk, and no way to load a vendor script (nothing is activated at build time). Every log line is kept
 * so the build can fail on an unexpected error instead of shipping a broken screen.
 */
export function nodeEnvironment(localesDir: string | readonly string[]): { environment: AppEnvironment; logged: unknown[][] } {
  const logged: unknown[][] = [];
  const events = new EventTarget();
  const self = {};
  const win = {
    self,
    top: self,
    parent: { postMessage: () => undefined },
    document: { readyState: 'complete', documentElement: { scrollHeight: 0 } },
    navigator: { onLine: true, language: '' },
    screen: { width: 0, height: 0 },
    addEventListener: (type: string, listener: EventListener) => events.addEventListener(type, listener),
    removeEventListener: (type: string, listener: EventListener) => events.removeEventListener(type, listener),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  } as unknown as AppWindow;
  const storage = new EmptyWebStorage();
  const environment: AppEnvironment = {
    window: win,
    // Listeners may be added (e.g. the first-interaction prefetch); no event ever fires at build time.
    document: new EventTarget() as unknown as Document,
    localStorage: () => storage,
    fetchJson: localeFileFetch(localesDir),
    console: {
      error: (...args: unknown[]) => logged.push(['error', ...args]),
      warn: (...args: unknown[]) => logged.push(['warn', ...args]),
      info: (...args: unknown[]) => logged.push(['info', ...args]),
    },
    subtle: webcrypto.subtle as unknown as SubtleCrypto,
    vendorRuntime: {
      loadScript: (src) => Promise.reject(new Error(`${NETWORK_REFUSED}: ${src}`)),
      whenIdle: () => new Promise(() => undefined),
    },
  };
  return { environment, logged };
}
