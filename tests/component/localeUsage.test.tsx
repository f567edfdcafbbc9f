// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { flatten, readNamespace } from './support/localeFiles';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function sources(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => readFileSync(join(ROOT, folder, file), 'utf8'));
}

/** Literal keys passed to t(…) in the kit, chrome and offer screens; `${…}` parts expand to every key they can match. */
function usedKeys(): string[] {
  const code = [...sources('ui/kit'), ...sources('ui/chrome'), ...sources('ui/pages/offer')].join('\n');
  return [...code.matchAll(/\bt\(\s*[`'](\w+\^[^`']+)[`']/g)].map((m) => m[1] ?? '');
}

const en = new Map((['common', 'validation', 'flow', 'offer', 'partner'] as const).map((ns) => [ns, flatten(readNamespace('en', ns))]));

function exists(key: string): boolean {
  const [ns, path] = key.split('^', 2) as [string, string];
  const messages = en.get(ns as 'common');
  if (messages === undefined) return false;
  if (!path.includes('${')) return messages.has(path);
  const pattern = new RegExp(`^${path.replace(/[.*+?^()|[\]\\]/g, '\\$&').replace(/\$\{[^}]+\}/g, '[^>]+')}$`);
  return [...messages.keys()].some((candidate) => pattern.test(candidate));
}

describe('keys the kit, chrome and offer screens use', () => {
  it('were found in the sources', () => {
    expect(usedKeys().length).toBeGreaterThan(30);
  });

  it('all exist in the en locale (and so, by the parity test, in every locale)', () => {
    expect(usedKeys().filter((key) => !exists(key))).toEqual([]);
  });
});

describe('Spanish texts use the usted form (es in usted form)', () => {
  // Second-person tú forms that would slip in from informal copy.
  const TU = /\b(tu|tus|tienes|puedes|introduce|selecciona|elige|debes|eres|quieres|necesitas|vives|trabajas|cobras|recibes|escribe|déjalo|revisa|envía)\b/i;
  it.each(['es', 'mx', 'co'])('%s has no tú forms', (locale) => {
    const texts = (['common', 'validation', 'flow', 'offer'] as const).flatMap((ns) => [...flatten(readNamespace(locale, ns))]);
    expect(texts.filter(([, text]) => TU.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});
