import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PRERENDER_HEAD_SCRIPT, PRERENDERED_ATTRIBUTE, RESUMING_ATTRIBUTE } from '../../../src/bootstrap/firstScreen';

/** Runs the inline head script against a stand-in page: storage items, a root with or without the marker. */
function runHeadScript(items: Record<string, string>, options: { storageThrows?: boolean; rootMarked?: boolean } = {}) {
  const htmlAttributes = new Set<string>();
  let submitListener: ((event: { target: unknown; preventDefault(): void }) => void) | undefined;
  const inside = { id: 'inside', querySelector: () => null };
  const root = {
    hasAttribute: (name: string) => name === PRERENDERED_ATTRIBUTE && options.rootMarked !== false,
    contains: (node: unknown) => node === inside,
    querySelector: () => null,
  };
  const window = {
    get localStorage() {
      if (options.storageThrows) throw new Error('SecurityError');
      return { getItem: (key: string) => items[key] ?? null };
    },
  };
  const document = {
    documentElement: { setAttribute: (name: string) => htmlAttributes.add(name), hasAttribute: (name: string) => htmlAttributes.has(name) },
    getElementById: (id: string) => (id === 'root' ? root : null),
    addEventListener: (type: string, listener: typeof submitListener) => {
      if (type === 'submit') submitListener = listener;
    },
  };
  runInNewContext(PRERENDER_HEAD_SCRIPT, { window, document, JSON });
  const submit = (target: unknown): boolean => {
    let prevented = false;
    submitListener?.({ target, preventDefault: () => (prevented = true) });
    return prevented;
  };
  return { hidden: htmlAttributes.has(RESUMING_ATTRIBUTE), submitInside: () => submit(inside), submitOutside: () => submit({}) };
}

const state = (other: Record<string, unknown>) => JSON.stringify({ v: 1, data: { other: { progressState: 0, routeChange: null, customerConsents: [], lastOperationTimestamp: null, ...other }, result: null } });

describe('the inline head script of a prerendered page (prerendered first screen)', () => {
  it.each([
    ['a new applicant (nothing stored)', {}, false],
    ['an applicant who started but saved nothing (session keys, initial state)', { sessionId: '"abc"', leadApplication: '{"v":1,"data":{}}', state: state({}) }, false],
    ['an applicant whose lead exists (lid, docs/sessions-and-storage.md "Storage keys")', { lid: '"d3b07384-d9a0-4c9f-8f5e-000000000000"' }, true],
    ['an applicant with a progress state past the form', { state: state({ progressState: 3 }) }, true],
    ['an applicant with a pending route change', { state: state({ routeChange: { target: '/accepted' } }) }, true],
    ['corrupt stored state (the app decides)', { state: '{not json' }, false],
  ])('%s: hidden %s', (_name, items, hidden) => {
    expect(runHeadScript(items as Record<string, string>).hidden).toBe(hidden);
  });

  it('blocked storage (cookies off) leaves the page visible and still guards the form', () => {
    const page = runHeadScript({}, { storageThrows: true });
    expect(page.hidden).toBe(false);
    expect(page.submitInside()).toBe(true);
  });

  it('until the take-over, a submit inside the root is cancelled (no reload losing what was typed); others are not', () => {
    const page = runHeadScript({});
    expect(page.submitInside()).toBe(true);
    expect(page.submitOutside()).toBe(false);
    expect(runHeadScript({}, { rootMarked: false }).submitInside()).toBe(false);
  });
});
