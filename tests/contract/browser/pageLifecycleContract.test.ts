import { DomPageLifecycle } from '../../../adapters/browser/DomPageLifecycle';
import { FixedPageLifecycle } from '../../support/FixedPageLifecycle';
import { describePageLifecycleContract } from '../suites/pageLifecycleContract';

describePageLifecycleContract('FixedPageLifecycle (test double)', () => {
  const lifecycle = new FixedPageLifecycle();
  return { lifecycle, hide: () => lifecycle.leave(), show: () => {}, unload: () => lifecycle.leave() };
});

describePageLifecycleContract('DomPageLifecycle', () => {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const turn = (state: DocumentVisibilityState) => {
    doc.visibilityState = state;
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  return {
    lifecycle: new DomPageLifecycle(win, doc),
    hide: () => turn('hidden'),
    show: () => turn('visible'),
    unload: () => win.dispatchEvent(new Event('pagehide')),
  };
});
