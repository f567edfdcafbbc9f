import { Reaction, runInAction } from 'mobx';
import type { AnswerDrafts } from '../../application/drafts/AnswerDrafts';
import type { AppServices } from '../services/AppServices';
import type { StepFormStore } from './StepFormStore';

/** The funnel whose state drafts belong to (the ui's FunnelStore). */
type DraftHost = Parameters<NonNullable<AppServices['answerDrafts']>>[0];

/** Forms continued (their answers saved): their screen's draft is dropped, even if its code is still on its way. */
const continued = new WeakMap<StepFormStore, (drafts: AnswerDrafts) => void>();
const loaded = new WeakMap<StepFormStore, AnswerDrafts>();

/**
 * docs/drafts.md "Restoring": puts `screen`'s draft back into `form` (on the fields the applicant has not changed here,
 * when the value fits the control), then keeps every change the applicant makes in the draft. In the later-step chunk
 * (first-step budget). Returns the function that stops keeping (the screen is left: Back, Forward, Continue).
 */
export function keepDraft(form: StepFormStore, screen: string, host: DraftHost, load: AppServices['answerDrafts']): () => void {
  let live = true;
  let stop = (): void => undefined;
  void load?.(host).then(
    (drafts) => {
      loaded.set(form, drafts);
      continued.get(form)?.(drafts);
      if (!live || continued.has(form)) return;
      const draft = drafts.read(screen);
      runInAction(() => {
        for (const field of form.fields) {
          const value = draft[field.name];
          if (value === undefined || form.edited.has(field.name) || typeof value !== typeof form.values[field.name]) continue;
          form.values[field.name] = value;
          form.edited.add(field.name);
        }
      });
      // Every change of a value (read whole: a first answer adds a field to `edited`), kept as the fields changed here.
      // A bare Reaction, as mobx-react-lite's observers are: `reaction` would join the first step's mobx chunk (first-step budget).
      const watcher = new Reaction('AnswerDraft', () => {
        watch();
        drafts.keep(screen, form.fields, editedValues(form));
      });
      const watch = () => watcher.track(() => JSON.stringify(form.values));
      watch();
      stop = () => watcher.dispose();
    },
    () => undefined,
  );
  return () => {
    live = false;
    stop();
  };
}

/** The form was continued and its answers saved: its screen's draft goes (docs/drafts.md "When a draft is dropped"). */
export function discardDraft(form: StepFormStore, screen: string): void {
  const discard = (drafts: AnswerDrafts) => drafts.discard(screen);
  continued.set(form, discard);
  const drafts = loaded.get(form);
  if (drafts) discard(drafts);
}

function editedValues(form: StepFormStore): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of form.edited) values[name] = form.values[name];
  return values;
}
