import { act, startTransition, Suspense, useState, useSyncExternalStore } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { carryOverEarlyInput, changeTaken, changedBeforeTakeOver, keepEarlyInputAcrossRender, startCarryOver } from '../../../src/bootstrap/carryOverEarlyInput';
import { HydrationCommitContext, useHydrationCommit } from '../../../ui/kit/hydrationCommit';

// React warns unless it knows the environment runs act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Seen {
  email: string;
  terms: boolean;
}

/** A controlled form like step 1's: what the app's store would hold is what onChange reported. */
function Form({ seen }: { readonly seen: Seen }) {
  const [email, setEmail] = useState('');
  const [terms, setTerms] = useState(false);
  return (
    <form>
      <input
        id="email"
        value={email}
        onChange={(event) => {
          seen.email = event.target.value;
          setEmail(event.target.value);
        }}
      />
      <input
        id="terms"
        type="checkbox"
        checked={terms}
        onChange={(event) => {
          seen.terms = event.target.checked;
          setTerms(event.target.checked);
        }}
      />
    </form>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

/** The prerendered markup in the page, answered by the applicant before any script ran, then hydrated. */
async function typeThenHydrate(answer: (container: HTMLElement) => void, carryOver: boolean): Promise<{ seen: Seen; container: HTMLElement }> {
  const seen: Seen = { email: '', terms: false };
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form seen={{ email: '', terms: false }} />);
  document.body.append(container);
  answer(container);
  await act(async () => {
    root = hydrateRoot(container, <Form seen={seen} />);
  });
  if (carryOver) {
    await act(async () => {
      await carryOverEarlyInput(container, { nextFrame: (callback) => setTimeout(callback, 0), timeoutMs: 1_000 });
    });
  }
  return { seen, container };
}

const typeEarly = (container: HTMLElement) => {
  (container.querySelector('#email') as HTMLInputElement).value = 'ana@example.es';
  (container.querySelector('#terms') as HTMLInputElement).checked = true;
};

describe('carryOverEarlyInput (prerendered first screen: nothing typed before the take-over is lost)', () => {
  it('without it, React keeps the typed text on screen but never reports it (why the replay exists)', async () => {
    const { seen, container } = await typeThenHydrate(typeEarly, false);
    expect((container.querySelector('#email') as HTMLInputElement).value).toBe('ana@example.es');
    expect(seen).toEqual({ email: '', terms: false });
  });

  // The ticked box is replayed through a click, whose activation jsdom does not run like a browser: tests/e2e/prerender
  // (takeOver.spec.ts) proves the terms box in Chromium; here the text field.
  it('replays what was typed before hydration as the change the app listens for', async () => {
    const { seen, container } = await typeThenHydrate(typeEarly, true);
    expect(seen.email).toBe('ana@example.es');
    expect((container.querySelector('#email') as HTMLInputElement).value).toBe('ana@example.es');
    expect(changedBeforeTakeOver(container.querySelector('#email') as HTMLInputElement)).toBe(false);
  });

  it('replays nothing when nothing was changed', async () => {
    const { seen, container } = await typeThenHydrate(() => undefined, true);
    expect(seen).toEqual({ email: '', terms: false });
    expect(changedBeforeTakeOver(container.querySelector('#email') as HTMLInputElement)).toBe(false);
  });

  it('resolves after the timeout when a control is never hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<input id="orphan" />';
    document.body.append(container);
    let now = 0;
    await carryOverEarlyInput(container, { nextFrame: (callback) => setTimeout(() => ((now += 600), callback()), 0), now: () => now, timeoutMs: 1_000 });
    expect(now).toBeGreaterThanOrEqual(1_000);
  });
});

describe('carryOverEarlyInput while a hydration is rendered but not committed', () => {
  /**
   * A control React has marked (its props key, its value tracker) whose events reach no handler yet, as between the
   * render and the commit of a hydration; from frame `takenFrom` on, React's change plugin takes an input event (it sets
   * the tracker to the live value, as react-dom does).
   */
  function markedControl(takenFrom: number): { input: HTMLInputElement; replays: () => number; setFrame: (n: number) => void } {
    const container = document.createElement('div');
    container.innerHTML = '<input id="email" value="" />';
    document.body.append(container);
    const input = container.querySelector('#email') as HTMLInputElement;
    let tracked = '';
    let frame = 0;
    let replays = 0;
    Object.assign(input, { '__reactProps$test': {}, _valueTracker: { getValue: () => tracked } });
    input.addEventListener('input', () => {
      replays += 1;
      if (frame >= takenFrom) tracked = input.value;
    });
    input.value = 'typed across the take-over';
    return { input, replays: () => replays, setFrame: (n) => (frame = n) };
  }

  it('replays a change React did not take again on the next frames, until it is taken', async () => {
    const { input, replays, setFrame } = markedControl(3);
    let frames = 0;
    await carryOverEarlyInput(input.parentElement as HTMLElement, { nextFrame: (callback) => setTimeout(() => (setFrame((frames += 1)), callback()), 0), timeoutMs: 60_000 });
    expect(replays()).toBe(4);
    expect(input.value).toBe('typed across the take-over');
    expect(changeTaken(input)).toBe(true);
  });

  it('replays once when React takes the change at once', async () => {
    const { input, replays } = markedControl(0);
    await carryOverEarlyInput(input.parentElement as HTMLElement, { nextFrame: (callback) => setTimeout(callback, 0), timeoutMs: 60_000 });
    expect(replays()).toBe(1);
  });
});

describe('carryOverEarlyInput in the commit that hydrates the controls (ui/kit/hydrationCommit.ts)', () => {
  /** A store the field reads: the answer and a label whose change re-renders the input (a new prop, an update commit). */
  function fieldStore() {
    let state = { email: '', label: 'Email' };
    const listeners = new Set<() => void>();
    return {
      get: () => state,
      subscribe: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)),
      set: (next: Partial<typeof state>) => {
        state = { ...state, ...next };
        listeners.forEach((listener) => listener());
      },
    };
  }
  type FieldStore = ReturnType<typeof fieldStore>;

  function Field({ store }: { readonly store: FieldStore }) {
    const { email, label } = useSyncExternalStore(store.subscribe, store.get, store.get);
    useHydrationCommit();
    return <input id="email" aria-label={label} value={email} onChange={(event) => store.set({ email: event.target.value })} />;
  }
  // Inside a Suspense boundary, as the app's pages are: React hydrates it in a commit after the root's.
  const Page = ({ store }: { readonly store: FieldStore }) => (
    <main>
      <Suspense fallback={null}>
        <Field store={store} />
      </Suspense>
    </main>
  );

  /** Typed before the take-over, hydrated with `onCommit` as the context's callback; no frame ever comes, then an update renders the input again. */
  async function hydrateThenUpdate(withCommitLook: boolean): Promise<{ store: FieldStore; input: HTMLInputElement }> {
    const store = fieldStore();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page store={fieldStore()} />);
    document.body.append(container);
    const input = container.querySelector('#email') as HTMLInputElement;
    input.value = 'ana@example.es';
    const carrier = startCarryOver(container, { nextFrame: () => undefined, timeoutMs: 60_000 });
    await act(async () => {
      startTransition(() => {
        root = hydrateRoot(
          container,
          <HydrationCommitContext value={withCommitLook ? carrier.lookNow : () => undefined}>
            <Page store={store} />
          </HydrationCommitContext>,
        );
      });
    });
    await act(async () => store.set({ label: 'Email address' }));
    return { store, input };
  }

  it('without the commit look, an update rendered before the next frame writes the empty answer over the typed text (why it exists)', async () => {
    const { store, input } = await hydrateThenUpdate(false);
    expect(input.getAttribute('aria-label')).toBe('Email address');
    expect(input.value).toBe('');
    expect(store.get().email).toBe('');
  });

  it('with it, the typed text reaches the store in the hydration commit and survives the update', async () => {
    const { store, input } = await hydrateThenUpdate(true);
    expect(input.getAttribute('aria-label')).toBe('Email address');
    expect(store.get().email).toBe('ana@example.es');
    expect(input.value).toBe('ana@example.es');
  });
});

describe('keepEarlyInputAcrossRender (a client render replacing the prerendered screen)', () => {
  /** Step 1's kinds of control, controlled, each reporting its change as the store would hear it. */
  function Answers({ seen }: { readonly seen: Record<string, string | boolean> }) {
    const [state, setState] = useState<Record<string, string | boolean>>({ email: '', terms: false, kind: 'a', plan: '' });
    const report = (name: string, value: string | boolean) => {
      seen[name] = value;
      setState((current) => ({ ...current, [name]: value }));
    };
    return (
      <form>
        <input id="email" value={state.email as string} onChange={(event) => report('email', event.target.value)} />
        <input id="terms" type="checkbox" checked={state.terms as boolean} onChange={(event) => report('terms', event.target.checked)} />
        <select id="kind" value={state.kind as string} onChange={(event) => report('kind', event.target.value)}>
          <option value="a">A</option>
          <option value="b">B</option>
        </select>
        {['monthly', 'weekly'].map((plan) => (
          <input key={plan} type="radio" name="plan" value={plan} checked={state.plan === plan} onChange={() => report('plan', plan)} />
        ))}
      </form>
    );
  }

  it('carries what was typed, ticked, picked and chosen into the rendered controls, as changes the store hears', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Answers seen={{}} />);
    document.body.append(container);
    (container.querySelector('#email') as HTMLInputElement).value = 'ana@example.com';
    (container.querySelector('#terms') as HTMLInputElement).checked = true;
    (container.querySelector('#kind') as HTMLSelectElement).value = 'b';
    (container.querySelector('input[value=weekly]') as HTMLInputElement).checked = true;
    const replay = keepEarlyInputAcrossRender(container);
    const seen: Record<string, string | boolean> = {};
    await act(async () => {
      root = createRoot(container);
      root.render(<Answers seen={seen} />);
    });
    // The render drew fresh controls, holding nothing typed.
    expect((container.querySelector('#email') as HTMLInputElement).value).toBe('');
    act(() => replay());
    expect(seen).toEqual({ email: 'ana@example.com', terms: true, kind: 'b', plan: 'weekly' });
    expect((container.querySelector('#email') as HTMLInputElement).value).toBe('ana@example.com');
    expect((container.querySelector('input[value=weekly]') as HTMLInputElement).checked).toBe(true);
  });

  it('replays nothing when nothing was typed', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Answers seen={{}} />);
    document.body.append(container);
    const replay = keepEarlyInputAcrossRender(container);
    const seen: Record<string, string | boolean> = {};
    await act(async () => {
      root = createRoot(container);
      root.render(<Answers seen={seen} />);
    });
    act(() => replay());
    expect(seen).toEqual({});
  });
});
