import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Server, Socket } from 'node:net';
import { keepIdleConnections } from './idleConnections.js';

/** Requests in flight per open connection of a server. */
type OpenConnections = Map<Socket, number>;

const trackedServers = new WeakMap<HttpServer, OpenConnections>();

/**
 * The connections `server` serves and the requests in flight on each, counted from the first call on: those it
 * accepts itself and those handed to it (`server.emit('connection', socket)`), which Node's own bookkeeping
 * (`getConnections`, `closeIdleConnections`) does not see on a server that never listened.
 */
export function trackConnections(server: HttpServer): OpenConnections {
  const known = trackedServers.get(server);
  if (known) return known;
  const open: OpenConnections = new Map();
  server.on('connection', (socket: Socket) => {
    open.set(socket, 0);
    socket.once('close', () => open.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    open.set(socket, (open.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const inFlight = open.get(socket);
      if (inFlight !== undefined) open.set(socket, Math.max(0, inFlight - 1));
    });
  });
  trackedServers.set(server, open);
  return open;
}

/** Binds `server` (an HTTP server, or a cluster primary's plain TCP one) and resolves with the bound port. */
export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolveListen((server.address() as AddressInfo).port);
    });
  });
}

export interface StopOptions {
  /** How long requests in flight may take to finish before their connections are closed anyway (default 5 s). */
  graceMs?: number;
}

/**
 * Stops an HTTP server gracefully: it takes no new connections, answers the requests in flight (asking their
 * clients to close with `Connection: close`), closes keep-alive connections as soon as they are idle, and after
 * `graceMs` closes whatever is left, so a stop never waits on a client that does not go away. Connections are
 * seen only from the first `trackConnections` on (`serveConnectionsFromPrimary` and `serveHttp` call it).
 */
export async function stopGracefully(server: HttpServer, options: StopOptions = {}): Promise<void> {
  const open = trackConnections(server);
  const deadline = Date.now() + (options.graceMs ?? 5_000);
  server.on('request', (_request, response: ServerResponse) => {
    if (!response.headersSent) response.shouldKeepAlive = false;
  });
  const closed = server.listening
    ? new Promise<void>((resolveClose) => server.close(() => resolveClose()))
    : Promise.resolve();
  for (;;) {
    for (const [socket, inFlight] of open) if (inFlight === 0) socket.destroy();
    if (open.size === 0 || Date.now() >= deadline) break;
    await new Promise((resolveTick) => setTimeout(resolveTick, 20));
  }
  for (const socket of open.keys()) socket.destroy();
  server.closeAllConnections();
  await closed;
}

/** Serves `server` on `port` of `host`, with its connections tracked for a graceful stop. */
export async function serveHttp(
  server: HttpServer,
  options: { port: number; host?: string },
): Promise<{ url: string; port: number; close(): Promise<void> }> {
  trackConnections(server);
  keepIdleConnections(server);
  const host = options.host ?? '127.0.0.1';
  const port = await listen(server, options.port, host);
  return { url: `http://${host}:${port}`, port, close: () => stopGracefully(server) };
}
