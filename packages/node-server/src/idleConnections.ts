import type { Server as HttpServer } from 'node:http';

/**
 * How long a served HTTP server keeps an idle keep-alive connection open: it announces this in `Keep-Alive:
 * timeout=65` and Node waits a second longer. Longer than the idle timeout of what sits in front of it (nginx's
 * upstream `keepalive_timeout` and common load balancers: 60 s), so the client side always closes an idle
 * connection first. The other way round, a client sends on a connection in the instant the server closes it and
 * gets ECONNRESET; a proxy answers such a POST with a 502, since it never sends a write twice.
 *
 * Measured with Node's default (5 s, closed at 6 s) and a client that keeps idle connections without a timeout of
 * its own (Playwright's request client): 20 of 1,200 requests sent after 5.95 to 6.1 s idle failed with ECONNRESET.
 */
export const IDLE_CONNECTION_MS = 65_000;

/** Gives `server` the idle timeout above (or `idleMs`) for its keep-alive connections. */
export function keepIdleConnections(server: HttpServer, idleMs = IDLE_CONNECTION_MS): void {
  server.keepAliveTimeout = idleMs;
}
