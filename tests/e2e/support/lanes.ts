/**
 * The e2e run's two lanes (playwright.config.ts). Most tests keep a core busy from start to end: three of them at a time
 * on a 2-core machine (38 such tests, runs interleaved: 156 s and 160 s with three workers, 165 s and 168 s with two,
 * the same CPU). A test tagged `PACED` spends most of its time waiting on timers it is about (the save queue's backoff,
 * chunks held back 3 s): the 13 of them run one at a time in a lane of their own, so their waits
 * (about 150 s of a 200 s serial run) never hold one of the busy lane's places.
 */
export const PACED_TAG = '@paced';

/** The details of a paced test: `test(title, PACED, body)`. */
export const PACED = { tag: PACED_TAG } as const;
