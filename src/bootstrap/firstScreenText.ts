import type { Translator } from '../../application/ports/Translator';
import type { TextDictionary, TextTree } from '../../adapters/i18n/DictionaryTranslator';
import type { DictionaryTranslator } from '../../adapters/i18n/DictionaryTranslator';

/**
 * Id of the `<script type="application/json">` element of a prerendered page holding the first screen's texts in the
 * brand's locale (scripts/prerender/firstScreenTexts.ts): the first step is answered with them before i18next arrives.
 */
export const FIRST_SCREEN_TEXT_ELEMENT_ID = 'first-screen-text';

const isTextTree = (value: unknown): value is TextTree =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((child) => typeof child === 'string' || isTextTree(child));

/** The first screen's texts the page carries, or null when it carries none (a page without a prerendered screen) or they are unreadable. */
export function readFirstScreenText(doc: Pick<Document, 'getElementById'>): TextDictionary | null {
  const element = doc.getElementById(FIRST_SCREEN_TEXT_ELEMENT_ID);
  if (!element || element.getAttribute('type') !== 'application/json') return null;
  try {
    const json: unknown = JSON.parse(element.textContent ?? '');
    return isTextTree(json) && Object.values(json).every((namespace) => typeof namespace === 'object') ? (json as TextDictionary) : null;
  } catch {
    return null;
  }
}

/**
 * The app's Translator while the first step is answered: the first screen's dictionary, then i18next once the full
 * app has loaded it (`switchTo`). A key the dictionary lacks is answered as i18next would (the key) and noted; when
 * i18next arrives, `version` changes so the texts already on screen are drawn again (AppTree). Without a miss the
 * switch re-renders nothing: the same texts come out of both. Decision: a miss does not fetch the full app — most are
 * optional texts no locale has (a field without a hint, which reads the same from both), and fetching would put the
 * full app's start-up into the first screen's reading time; the build checks that the first screen lacks no text.
 */
export class SwitchableTranslator implements Translator {
  private current: Translator;
  private missed = false;
  private changes = 0;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly first: DictionaryTranslator) {
    this.current = first;
  }

  changeLocale(locale: Parameters<Translator['changeLocale']>[0]): Promise<void> {
    return this.current.changeLocale(locale);
  }

  translate(key: string, params?: Readonly<Record<string, string | number>>): string {
    if (this.current === this.first && !this.first.has(key)) this.missed = true;
    return this.current.translate(key, params);
  }

  /** The full translations are loaded: every text comes from `translator` from now on. */
  switchTo(translator: Translator): void {
    this.current = translator;
    if (!this.missed) return;
    this.changes += 1;
    for (const listener of [...this.listeners]) listener();
  }

  readonly version = (): number => this.changes;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

