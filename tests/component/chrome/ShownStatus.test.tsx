import { autorun, makeAutoObservable } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { SaveStatus as Status } from '../../../application/saving/SaveQueue';
import { ShownStatus } from '../../../ui/chrome/SaveStatus';

/** The funnel's status as the queue reports it: a new object at every report. */
class Reported {
  saveStatus: Status | null = null;
  constructor() {
    makeAutoObservable(this);
  }
  report(status: Status) {
    this.saveStatus = status;
  }
}

const quiet: Status = { pending: 1, failing: null, unsafeToLeave: false, errorPath: null };

describe('what the save status shows (issue 14: a queued or confirmed save renders nothing)', () => {
  it('notifies its observer only when what it shows changes, not at every report of the pending count', () => {
    const funnel = new Reported();
    const shown = new ShownStatus(funnel);
    const seen: Array<[boolean, string | null, boolean]> = [];
    const stop = autorun(() => seen.push([shown.failing, shown.errorPath, shown.unsafeToLeave]));
    funnel.report(quiet);
    funnel.report({ ...quiet, pending: 2 });
    funnel.report({ ...quiet, pending: 0 });
    expect(seen).toEqual([[false, null, false]]);
    funnel.report({ ...quiet, failing: 'Network' });
    funnel.report({ ...quiet, pending: 3, failing: 'Network' });
    funnel.report({ ...quiet, pending: 0, failing: 'Network' });
    funnel.report({ ...quiet, errorPath: 'name', unsafeToLeave: true });
    stop();
    expect(seen).toEqual([
      [false, null, false],
      [true, null, false],
      [false, null, false],
      [false, 'name', true],
    ]);
  });
});
