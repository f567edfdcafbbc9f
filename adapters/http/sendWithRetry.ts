import type { Result } from '../../domain/kernel/Result';
import { err, ok } from '../../domain/kernel/Result';
import type { RetryPolicy } from './backoffDelay';
import { backoffDelay } from './backoffDelay';

/** The slice of `fetch` the gateway uses, injected so tests can run against a real local server or a stub. */
export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

/** Timer functions, injected so retries and timeouts are testable. Durations in milliseconds. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface HttpRequest {
  readonly method: 'GET' | 'POST' | 'PUT';
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
  /**
   * Whether the call may be repeated without a second effect: GET and PUT (RFC 9110 §9.2.2) and a POST that
   * carries an Idempotency-Key. Other POSTs are sent once, since repeating them could act twice (e.g. two SMS codes).
   */
  readonly retryable: boolean;
  /** Whether cookies travel (the lead API's credential cookie); fetch's default, `same-origin`, when absent. */
  readonly credentials?: RequestCredentials;
}

/** A response that arrived: its status and its JSON body (`undefined` when empty; `malformed` when not JSON). */
export interface HttpReply {
  readonly status: number;
  readonly body: unknown;
  readonly malformed: boolean;
}

export type TransportFailure = { readonly kind: 'Network' } | { readonly kind: 'Timeout' };

export interface TransportDeps {
  readonly fetch: FetchFunction;
  readonly timers: Timers;
  /** A uniformly distributed number in [0, 1) for retry jitter. */
  readonly random: () => number;
}

export interface TransportOptions {
  readonly retry: RetryPolicy;
  /** Each attempt (headers and body) must finish within this many milliseconds. */
  readonly timeoutMs: number;
}

const sleep = (timers: Timers, ms: number): Promise<void> =>
  new Promise((resolve) => {
    timers.setTimeout(resolve, ms);
  });

/** Network failures, timeouts and 5xx answers are worth another attempt; a 4xx never is (docs/security-and-reliability.md "Retries"). */
const isTransient = (outcome: Result<HttpReply, TransportFailure>): boolean =>
  !outcome.ok || outcome.value.status >= 500;

/**
 * Sends `request`, retrying a retryable one on network failure, timeout and 5xx with capped, jittered exponential
 * backoff. The request (headers included, so the Idempotency-Key) is byte-for-byte the same on every attempt.
 */
export async function sendWithRetry(
  request: HttpRequest,
  deps: TransportDeps,
  options: TransportOptions,
): Promise<Result<HttpReply, TransportFailure>> {
  const attempts = request.retryable ? Math.max(1, options.retry.maxAttempts) : 1;
  let outcome = await sendOnce(request, deps, options.timeoutMs);
  for (let retry = 0; retry < attempts - 1 && isTransient(outcome); retry += 1) {
    await sleep(deps.timers, backoffDelay(retry, options.retry, deps.random));
    outcome = await sendOnce(request, deps, options.timeoutMs);
  }
  return outcome;
}

async function sendOnce(request: HttpRequest, deps: TransportDeps, timeoutMs: number): Promise<Result<HttpReply, TransportFailure>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = deps.timers.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const init: RequestInit = { method: request.method, headers: { ...request.headers }, signal: controller.signal };
    if (request.body !== undefined) init.body = request.body;
    if (request.credentials) init.credentials = request.credentials;
    const response = await deps.fetch(request.url, init);
    const text = await response.text();
    return ok(parseReply(response.status, text));
  } catch {
    return err(timedOut ? { kind: 'Timeout' as const } : { kind: 'Network' as const });
  } finally {
    deps.timers.clearTimeout(timer);
  }
}

function parseReply(status: number, text: string): HttpReply {
  if (text.trim() === '') return { status, body: undefined, malformed: false };
  try {
    return { status, body: JSON.parse(text) as unknown, malformed: false };
  } catch {
    return { status, body: undefined, malformed: true };
  }
}
