import type { Server as HttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';

/**
 * Hands each new connection to the server process with the fewest open connections.
 *
 * Node's cluster gives connections out in turn, but to whichever worker has taken its last one, so a burst of new
 * keep-alive connections splits unevenly: measured 10 to 6 for 16 clients on two workers, whose shoppers then
 * waited 110 ms against 65 ms for the same page. Counting open connections keeps the split even, and a connection
 * is handed over before any byte of it is read (`pauseOnConnect`), so the primary never sees a request.
 */
export const CONNECTION_MESSAGE = 'storefront:connection';
export const CONNECTION_CLOSED_MESSAGE = 'storefront:connection-closed';

/** Open connections per worker; `pick` takes the least loaded, the longest unpicked one on a tie. */
export class LeastConnections<W> {
  readonly #open = new Map<W, number>();

  add(worker: W): void {
    this.#open.set(worker, 0);
  }

  remove(worker: W): void {
    this.#open.delete(worker);
  }

  /** The worker for a new connection, counted as opened; undefined while no worker is ready. */
  pick(): W | undefined {
    let chosen: W | undefined;
    let fewest = Number.POSITIVE_INFINITY;
    for (const [worker, open] of this.#open) {
      if (open < fewest) {
        chosen = worker;
        fewest = open;
      }
    }
    if (chosen === undefined) return undefined;
    // Re-inserting moves the worker to the end, so ties rotate instead of always going to the first worker.
    this.#open.delete(chosen);
    this.#open.set(chosen, fewest + 1);
    return chosen;
  }

  closed(worker: W): void {
    const open = this.#open.get(worker);
    if (open !== undefined && open > 0) this.#open.set(worker, open - 1);
  }

  openConnections(worker: W): number | undefined {
    return this.#open.get(worker);
  }
}

/** The part of a cluster worker the primary needs: it can be sent a socket. */
export interface ConnectionTarget {
  send(message: string, socket: Socket, callback: (error: Error | null) => void): unknown;
}

/**
 * The primary's listening socket. Connections arriving while no worker is ready wait, paused, until one is.
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
    // A socket that closed on its way (the client gave up) never reaches the worker, so it is not counted there.
    worker.send(CONNECTION_MESSAGE, socket, (error) => {
      if (error) balancer.closed(worker);
    });
  };
  const server = createServer({ pauseOnConnect: true }, handOver);
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

/** In a worker: serve the connections the primary sends, and tell it when each one closes. */
export function serveConnectionsFromPrimary(server: HttpServer): void {
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
    // A listening http.Server turns Nagle's algorithm off as it accepts; a socket handed over skips that step.
    socket.setNoDelay(true);
    server.emit('connection', socket);
    socket.resume();
  });
}
