import type { Server as HttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { keepIdleConnections } from './idleConnections.js';
import type { LeastConnections } from './leastConnections.js';
import { trackConnections } from './listen.js';

/**
 * The primary listens and hands each connection to a worker before any byte of it is read (`pauseOnConnect`), so
 * the primary never sees a request; the worker tells it when the connection closes.
 */
export const CONNECTION_MESSAGE = 'node-server:connection';
export const CONNECTION_CLOSED_MESSAGE = 'node-server:connection-closed';

/** What the primary needs of a cluster worker: it can be sent a socket. */
export interface ConnectionTarget {
  send(message: string, socket: Socket, callback: (error: Error | null) => void): unknown;
  /** False once the worker's channel is gone (it is exiting). */
  isConnected(): boolean;
}

/**
 * The primary's listening server (not yet listening). A connection that arrives while no worker is ready waits,
 * paused, until `flush` is called after one became ready.
 */
export function listenForWorkers<W extends ConnectionTarget>(
  balancer: LeastConnections<W>,
): { server: Server; flush(): void } {
  const pending = new Set<Socket>();
  const handOver = (socket: Socket) => {
    const worker = balancer.pick();
    if (worker === undefined) {
      pending.add(socket);
      socket.once('close', () => pending.delete(socket));
      return;
    }
    worker.send(CONNECTION_MESSAGE, socket, (error) => {
      if (!error) return;
      if (!worker.isConnected()) {
        // The worker died between its last connection and its exit event: the connection goes to another one.
        balancer.remove(worker);
        if (!socket.destroyed) handOver(socket);
        return;
      }
      // A socket that closed on its way (the client gave up) never reaches the worker, so it is not counted there.
      balancer.closed(worker);
      socket.destroy();
    });
  };
  const server = createServer({ pauseOnConnect: true }, handOver);
  // A client that resets its connection before the hand-over must not end the primary.
  server.on('error', (error) => console.error('[node-server] listening socket failed', error.message));
  server.once('close', () => {
    for (const socket of pending) socket.destroy();
  });
  return {
    server,
    flush() {
      const waiting = [...pending];
      pending.clear();
      for (const socket of waiting) handOver(socket);
    },
  };
}

/**
 * In a worker: serves the connections the primary sends on `server` (an HTTP server that does not listen itself),
 * and tells the primary when each one closes.
 */
export function serveConnectionsFromPrimary(server: HttpServer): void {
  trackConnections(server);
  keepIdleConnections(server);
  const reportClosed = () => {
    if (process.connected) process.send?.(CONNECTION_CLOSED_MESSAGE);
  };
  process.on('message', (message: unknown, socket?: Socket) => {
    if (message !== CONNECTION_MESSAGE) return;
    if (socket === undefined) {
      reportClosed();
      return;
    }
    socket.once('close', reportClosed);
    // A listening http.Server turns Nagle's algorithm off as it accepts (its `noDelay` default); a socket handed
    // over skips that step. Left on, it cost about 5% more CPU per request and a longer tail.
    socket.setNoDelay(true);
    server.emit('connection', socket);
    socket.resume();
  });
}
