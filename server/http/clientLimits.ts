import type { ServerOptions } from 'node:http';
import type { Server, Socket } from 'node:net';
import { normalizeAddress } from './clientAddress';

/**
 * Per-client limits of the HTTP server (issue 15 "connection and request-time limits per client"): one client holding
 * thousands of slow connections must not starve the others (OWASP ASVS 5.0 V13 "resource exhaustion").
 */
export interface ClientLimits {
  /** Open connections one peer address may hold at once; the next ones are closed at once. */
  readonly maxConnectionsPerClient: number;
  /** Time to receive a request's headers, in ms. */
  readonly headersTimeoutMs: number;
  /** Time to receive a whole request, body included (a slow-body sender is cut off after it), in ms. */
  readonly requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this, in ms. */
  readonly keepAliveTimeoutMs: number;
}

/**
 * Defaults sized for the funnel: a browser opens at most 6 connections per origin (HTTP/1.1), an office or carrier NAT
 * puts a few dozen applicants behind one address, and a lead body is at most 64 KB, which arrives in well under 10 s on
 * a 2G link. Behind a reverse proxy every client has the proxy's address: raise maxConnectionsPerClient there
 * (MAX_CONNECTIONS_PER_CLIENT) and let the proxy limit per client.
 */
export const DEFAULT_CLIENT_LIMITS: ClientLimits = {
  maxConnectionsPerClient: 64,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 15_000,
  keepAliveTimeoutMs: 5_000,
};

/** node:http options enforcing the time limits (checked every second rather than Node's default 30 s). */
export function httpServerOptions(limits: ClientLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: 1_000,
  };
}

/** Closes every connection beyond `max` open ones from the same peer address, before it costs a request. */
export function limitConnectionsPerClient(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const peer = normalizeAddress(socket.remoteAddress) ?? 'unknown';
    const count = (open.get(peer) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(peer, count);
    socket.once('close', () => {
      const left = (open.get(peer) ?? 1) - 1;
      if (left <= 0) open.delete(peer);
      else open.set(peer, left);
    });
  });
}
