import { expect, type Page, type Route } from '@playwright/test';
import { forwardRoute } from './forwardRoute';
import type { Answer } from './funnelAnswers';

/**
 * Fault injection on the lead calls (fault suite, docs/security-and-reliability.md "Retries"): each create
 * (`POST /api/v2/lead`) and update (`PUT /api/v3/lead`) attempt takes the next action from its queue; an empty queue
 * lets the call through. Every attempt is recorded with its Idempotency-Key, body and what the server answered.
 */
export type Fault =
  /** Connection reset before the server sees the request. */
  | 'abort'
  /** 503 from "the proxy"; the server never sees the request. */
  | '503'
  /** The server handles the request but the answer never arrives (the client times out): the lost-response case. */
  | 'lost-response';

export interface LeadCall {
  readonly kind: 'create' | 'update';
  readonly idempotencyKey: string | undefined;
  readonly body: Record<string, unknown>;
  readonly fault: Fault | 'pass';
  /** Status and body the server answered, when it was reached. */
  server?: { status: number; body: Record<string, unknown>; replayed: boolean };
}

/** How long a lost response is held: past the gateway's 10 s per-attempt limit (adapters/http/FetchLeadGateway.ts). */
const LOST_RESPONSE_HOLD_MS = 11_000;

export class LeadFaults {
  readonly calls: LeadCall[] = [];
  private readonly queues = { create: [] as Fault[], update: [] as Fault[] };

  /** Queues faults for the next attempts of `kind`. */
  next(kind: 'create' | 'update', ...faults: Fault[]): void {
    this.queues[kind].push(...faults);
  }

  pending(kind: 'create' | 'update'): number {
    return this.queues[kind].length;
  }

  async install(page: Page): Promise<void> {
    await page.route(
      (url) => url.pathname.endsWith('/api/v2/lead') || url.pathname.endsWith('/api/v3/lead'),
      (route) => this.handle(route),
    );
  }

  /** Calls of `kind` that reached the server and got a 2xx answer. */
  answered(kind: 'create' | 'update'): LeadCall[] {
    return this.calls.filter((call) => call.kind === kind && call.server && call.server.status < 300);
  }

  private async handle(route: Route): Promise<void> {
    const request = route.request();
    const kind = request.method() === 'POST' ? 'create' : request.method() === 'PUT' ? 'update' : null;
    if (kind === null) return route.fallback();
    const fault = this.queues[kind].shift() ?? 'pass';
    let idempotencyKey = (await request.headerValue('idempotency-key')) ?? undefined;
    // FAULT_BREAK_KEYS=1 breaks the guarantee on purpose: each create attempt reaches the server with a new key, as a
    // client minting one key per attempt would; the suite must then fail (two leads, several keys).
    const headers = process.env.FAULT_BREAK_KEYS === '1' && kind === 'create' ? { ...request.headers(), 'idempotency-key': (idempotencyKey = `broken-${this.calls.length}-${Date.now()}`) } : undefined;
    const call: LeadCall = { kind, idempotencyKey, body: (request.postDataJSON() ?? {}) as Record<string, unknown>, fault };
    this.calls.push(call);
    if (fault === 'abort') return route.abort('connectionreset');
    if (fault === '503') return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'Unavailable', message: 'Injected 503' } }) });
    const response = await forwardRoute(route, headers ? { headers } : undefined);
    call.server = { status: response.status(), body: (await response.json().catch(() => ({}))) as Record<string, unknown>, replayed: response.headers()['idempotent-replayed'] === 'true' };
    if (fault === 'lost-response') {
      await new Promise((resolve) => setTimeout(resolve, LOST_RESPONSE_HOLD_MS));
      // The page gave up on this attempt already; answering it now must change nothing.
      return route.fulfill({ response }).catch(() => undefined);
    }
    return route.fulfill({ response });
  }
}

/**
 * Exactly one lead: every create attempt carried one well-formed key, and every answered create and every update names
 * one lead id (POST /v2/lead is the only way a lead comes to exist, and every one goes through LeadFaults). Returns the id.
 */
export function expectOneLead(faults: LeadFaults): string {
  const creates = faults.calls.filter((call) => call.kind === 'create');
  const keys = new Set(creates.map((call) => call.idempotencyKey));
  expect(keys.size, `Idempotency-Keys of ${creates.length} create attempts`).toBe(1);
  expect([...keys][0]).toMatch(/^[\x21-\x7e]{1,255}$/);
  const ids = new Set([...faults.answered('create').map((call) => call.server?.body.id), ...faults.calls.filter((c) => c.kind === 'update').map((c) => c.body.id)]);
  expect(ids.size, `lead ids seen: ${[...ids].join(', ')}`).toBe(1);
  return [...ids][0] as string;
}

/** The input that shows an answer was kept. */
export function answerLocator(page: Page, item: Answer) {
  switch (item.kind) {
    case 'radio':
      return page.locator(item.option === 1 ? `#${item.id}` : `#${item.id}-${item.option}`);
    case 'date':
      return page.locator(`#${item.id}-day`);
    default:
      return page.locator(`#${item.id}`);
  }
}

/** The answer is still on screen (typed text kept, choice still ticked). */
export async function expectAnswerKept(page: Page, item: Answer): Promise<void> {
  const input = answerLocator(page, item);
  switch (item.kind) {
    case 'radio':
    case 'check':
      await expect(input).toBeChecked();
      return;
    case 'date':
      await expect(input).toHaveValue(item.day);
      return;
    case 'select':
      await expect(input).toHaveValue(item.value);
      return;
    case 'fill':
      await expect(input).not.toHaveValue('');
      return;
  }
}

/** The "could not save, try again" message of the step and check-answers pages. */
export const saveFailedAlert = (page: Page) => page.getByRole('alert').filter({ hasText: 'No hemos podido guardar sus respuestas' });
