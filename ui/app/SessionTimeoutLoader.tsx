import { useEffect, useState } from 'react';
import { lazyScreen } from './lazyScreen';

/**
 * How long after the first screen the session timeout code is fetched when the applicant has not touched the page yet.
 * Decision: 10 seconds; the warning opens 2 minutes before a session of `applicationDataExpiryMilliseconds` (a day for
 * every brand) ends, so the code is there long before, and the first screen's own loading is over (first-step budget).
 */
export const SESSION_TIMEOUT_LOAD_DELAY_MILLISECONDS = 10_000;

/** Runs `run` after `delayMs` milliseconds; returns the function that cancels it. */
export type Schedule = (run: () => void, delayMs: number) => () => void;

const browserSchedule: Schedule = (run, delayMs) => {
  const id = globalThis.setTimeout(run, delayMs);
  return () => globalThis.clearTimeout(id);
};

const LOAD_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Calls `load` once: at the first pointer or key press on `target` (the applicant starts answering) or
 * `SESSION_TIMEOUT_LOAD_DELAY_MILLISECONDS` after arming, whichever comes first. Returns the function that disarms it.
 */
export function armSessionTimeoutLoad(target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>, schedule: Schedule, load: () => void): () => void {
  let armed = true;
  function disarm(): void {
    armed = false;
    cancelTimer();
    for (const type of LOAD_EVENTS) target.removeEventListener(type, fire, true);
  }
  function fire(): void {
    if (!armed) return;
    disarm();
    load();
  }
  for (const type of LOAD_EVENTS) target.addEventListener(type, fire, true);
  const cancelTimer = schedule(fire, SESSION_TIMEOUT_LOAD_DELAY_MILLISECONDS);
  return disarm;
}

// The store, the host and the dialog: needed minutes after step 1 at the earliest (first-step budget).
const Host = lazyScreen(() => import(/* webpackChunkName: "session-timeout" */ './SessionTimeoutHost').then((m) => m.SessionTimeoutHost));

/**
 * Mounts the session timeout warning (SessionTimeoutHost) once its chunk has arrived, fetched as `armSessionTimeoutLoad`
 * says. A failed fetch is silent (nothing is on screen yet) and tried again at the next press or after the delay.
 */
export function SessionTimeoutLoader({ schedule = browserSchedule }: { schedule?: Schedule }) {
  const [loaded, setLoaded] = useState(Host.loaded);
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (loaded) return;
    return armSessionTimeoutLoad(globalThis.document, schedule, () => {
      void Host.prefetch().then(() => (Host.loaded() ? setLoaded(true) : setAttempts((count) => count + 1)));
    });
  }, [loaded, attempts, schedule]);
  return loaded ? <Host /> : null;
}
