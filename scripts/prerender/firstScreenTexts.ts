import type { i18n } from 'i18next';
import type { TextDictionary, TextTree } from '../../adapters/i18n/DictionaryTranslator';
import { TRANSLATION_NAMESPACES } from '../../adapters/i18n/createI18next';

/**
 * Groups of the `common` namespace no first screen shows: the result, resume, review, offer-stage and session-timeout
 * screens and the toasts, all drawn after the full app (and i18next) has arrived. Left out of the page to keep it small;
 * a key missed all the same is answered as i18next would and drawn again once it arrives (SwitchableTranslator).
 */
export const LATER_COMMON_GROUPS: readonly string[] = ['results', 'resume', 'checkAnswers', 'offerStages', 'timeout', 'toasts'];

const isTree = (value: unknown): value is TextTree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `over` laid on `under`, key by key (i18next's fallback language: a key the locale lacks comes from English). */
function overlay(under: unknown, over: unknown): TextTree | string | undefined {
  if (typeof over === 'string') return over;
  if (!isTree(over)) return typeof under === 'string' || isTree(under) ? (under as TextTree | string) : undefined;
  const merged: Record<string, TextTree | string> = isTree(under) ? { ...(under as Record<string, TextTree | string>) } : {};
  for (const [key, value] of Object.entries(over)) {
    const next = overlay(merged[key], value);
    if (next !== undefined) merged[key] = next;
  }
  return merged;
}

const pick = (tree: TextTree | undefined, keys: readonly string[]): TextTree =>
  Object.fromEntries(keys.flatMap((key) => (tree?.[key] !== undefined ? [[key, tree[key]]] : [])));

/**
 * The texts a first screen may show before the full app arrives, in `instance`'s language with English under it
 * (adapters/i18n/createI18next.ts: fallback `en`): the `common` namespace but its later screens'
 * (LATER_COMMON_GROUPS), the generic validation messages and those of the screen's `fields`, and the flow texts of the
 * screen's `steps` (the step and its modal) and of every section. Embedded in the prerendered page
 * (src/bootstrap/firstScreenText.ts) for DictionaryTranslator.
 */
export function firstScreenTexts(instance: i18n, screen: { readonly steps: readonly string[]; readonly fields: readonly string[] }): TextDictionary {
  const language = instance.language;
  const bundle = (ns: string): TextTree => {
    const merged = overlay(instance.getResourceBundle('en', ns) as unknown, instance.getResourceBundle(language, ns) as unknown);
    return isTree(merged) ? merged : {};
  };
  const [common, validation, flow] = TRANSLATION_NAMESPACES.map(bundle) as [TextTree, TextTree, TextTree];
  const messages = isTree(validation.validation) ? validation.validation : {};
  const flowRoot = isTree(flow.flow) ? flow.flow : {};
  return {
    common: Object.fromEntries(Object.entries(common).filter(([group]) => !LATER_COMMON_GROUPS.includes(group))),
    validation: {
      validation: {
        ...Object.fromEntries(Object.entries(messages).filter(([, value]) => typeof value === 'string')),
        fields: pick(isTree(messages.fields) ? messages.fields : undefined, screen.fields),
      },
    },
    flow: {
      flow: {
        sections: isTree(flowRoot.sections) ? flowRoot.sections : {},
        steps: pick(isTree(flowRoot.steps) ? flowRoot.steps : undefined, screen.steps),
      },
    },
  };
}
