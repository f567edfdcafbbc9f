import { describe, expect, it } from 'vitest';
import { DomPageLifecycle } from '../../../adapters/browser/DomPageLifecycle';

/** A window and a document as event targets, the document's visibility set by the test. */
function page() {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const show = (state: DocumentVisibilityState) => {
    doc.visibilityState = state;
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  return { win, doc, show, hide: () => win.dispatchEvent(new Event('pagehide')) };
}

describe('DomPageLifecycle (Page Lifecycle events; issue 14: storage written before the page can go away)', () => {
  it('tells when the page turns hidden or is hidden for good (pagehide), not when it turns visible', () => {
    const { win, doc, show, hide } = page();
    let calls = 0;
    new DomPageLifecycle(win, doc).onLeave(() => (calls += 1));
    show('visible');
    expect(calls).toBe(0);
    show('hidden');
    expect(calls).toBe(1);
    hide();
    expect(calls).toBe(2);
  });

  it('stops telling once unsubscribed', () => {
    const { win, doc, show, hide } = page();
    let calls = 0;
    const stop = new DomPageLifecycle(win, doc).onLeave(() => (calls += 1));
    stop();
    show('hidden');
    hide();
    expect(calls).toBe(0);
  });
});
