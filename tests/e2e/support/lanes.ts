/**
 * The e2e run's two lanes (playwright.config.ts). Most tests keep a core busy from start to end: two of them at a time
 * is what a 2-core machine runs best (a third worker of the same kind made every test's CPU a quarter dearer, 1,071 s
 * against 870 s, for no shorter run). A test tagged `PACED` spends most of its time waiting on timers it is about
 * (the save queue's backoff, chunks held back 3 s, a session's clock): it runs in a lane of its own, one at a time,
 * beside the two busy ones, so its waits overlap their work instead of leaving a core idle.
 */
export const PACED_TAG = '@paced';

/** The details of a paced test: `test(title, PACED, body)`. */
export const PACED = { tag: PACED_TAG } as const;
