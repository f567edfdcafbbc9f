import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A namespace file: nested objects whose leaves are strings. */
export type Messages = { [key: string]: string | Messages };

// A string, not `new URL(…)`: under jsdom the global URL is jsdom's and node:url rejects it.
export const LOCALES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'locales');
export const NAMESPACES = ['common', 'validation', 'flow', 'offer', 'partner'] as const;

export function localeIds(): string[] {
  return readdirSync(LOCALES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

export function readNamespace(locale: string, namespace: string): Messages {
  return JSON.parse(readFileSync(join(LOCALES_DIR, locale, `${namespace}.json`), 'utf8')) as Messages;
}

/** Every leaf as `group>key>…` (docs/product.md "Constants": key separator '>') with its text. */
export function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix === '' ? key : `${prefix}>${key}`;
    if (typeof value === 'string') out.set(path, value);
    else for (const [leaf, text] of flatten(value, path)) out.set(leaf, text);
  }
  return out;
}

/** The `{{name}}` placeholders of a message, sorted. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}
