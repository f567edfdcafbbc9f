import * as v from 'valibot';
import type { GatewayResult } from '../../application/ports/LeadGateway';
import { DEFAULT_RETRY_POLICY } from './backoffDelay';
import { sendWithRetry, type FetchFunction, type HttpRequest, type Timers } from './sendWithRetry';
import { toGatewayResult } from './toGatewayResult';

export interface FetchOfferStageDeps {
  readonly fetch: FetchFunction;
  readonly timers: Timers;
  /** A uniformly distributed number in [0, 1), for retry jitter. */
  readonly random: () => number;
}

const TIMEOUT_MS = 10_000;

/** One JSON call to the lead API with the gateway's timeout and retry rules (GET retried, POST sent once). */
export async function callLeadApi<S extends v.GenericSchema>(
  baseUrl: string,
  deps: FetchOfferStageDeps,
  method: 'GET' | 'POST',
  path: string,
  schema: S,
  body?: unknown,
): GatewayResult<v.InferOutput<S>> {
  const request: HttpRequest = {
    method,
    url: `${baseUrl.replace(/\/+$/, '')}${path}`,
    headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    retryable: method === 'GET',
  };
  const outcome = await sendWithRetry(request, deps, { retry: DEFAULT_RETRY_POLICY, timeoutMs: TIMEOUT_MS });
  return toGatewayResult(outcome, schema);
}

