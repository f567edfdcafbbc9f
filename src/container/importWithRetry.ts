import type { Wait } from '../../application/usecases/AwaitDecision';

/**
 * A chunk import tried again after each delay before it fails (first-step budget: code fetched on demand must survive a blip on a
 * slow mobile link). For code start-up cannot go on without, such as a returning applicant's stored-answer schemas:
 * one lost request should not show the start-up failure screen. Rejects with the last error.
 */
export async function importWithRetry<T>(importer: () => Promise<T>, wait: Wait, delaysMs: readonly number[] = [300, 1_000]): Promise<T> {
  for (const delay of delaysMs) {
    try {
      return await importer();
    } catch {
      await wait(delay);
    }
  }
  return importer();
}
