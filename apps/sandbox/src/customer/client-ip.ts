import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The client's address, part of the rate limiters' keys as Shopware keys them by email and client IP. */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // A request built in-process (app.request in a unit test) has no socket.
    return 'unknown';
  }
}
