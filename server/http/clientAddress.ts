import type { Context } from 'hono';

/** The TCP peer of the request (the client, or the proxy in front of it); undefined outside a real socket (app.request in tests). */
export function peerAddress(c: Context): string | undefined {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return normalizeAddress(incoming?.socket?.remoteAddress);
}

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) and `127.0.0.1` are one client. */
export function normalizeAddress(address: string | undefined): string | undefined {
  return address?.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}
