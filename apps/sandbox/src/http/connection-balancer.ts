import type { EventEmitter } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';

/**
 * Hands each new connection to the worker with the fewest open connections.
 *
 * Node's cluster gives connections out in turn, but only to a worker that has taken its last one, so a burst of
 * new keep-alive connections splits unevenly: 8 clients on two workers split 5/3, 6/2 or 7/1 in 46 of 92 bursts
 * measured, and the clients on the busier worker waited longer for every answer. Counting open connections keeps
 * the split even. A connection is handed over before any byte of it is read (`pauseOnConnect`), so the primary
 * never sees a request.
 */
export const CONNECTION_MESSAGE = 'sandbox:connection';
export const CONNECTION_CLOSED_MESSAGE = 'sandbox:connection-closed';

/** Open connections per worker; `pick` takes the least loaded one, and of equals the one picked longest ago. */
export class LeastConnections<W> {
  readonly #open = new Map<W, number>();

  add(worker: W): void {
    this.#open.set(worker, 0);
  }

  remove(worker: W): void {
    this.#open.delete(worker);
  }

  /** The worker for a new connection, counted as open from now on; undefined while no worker is added. */
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
    // Re-inserting moves the worker to the end of the map's order, so ties rotate instead of favouring the first.
    this.#open.delete(chosen);
    this.#open.set(chosen, fewest + 1);
    return chosen;
  }

  /** One of the worker's connections closed. */
  closed(worker: W): void {
    const open = this.#open.get(worker);
    if (open !== undefined && open > 0) this.#open.set(worker, open - 1);
  }

  /** Open connections of each worker, in the order of the next tie. */
  openConnections(): number[] {
    return [...this.#open.values()];
  }
}

/** What the primary needs of a cluster worker: it can be sent a socket. */
export interface ConnectionTarget {
  send(message: string, socket: Socket, callback: (error: Error | null) => void): unknown;
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

/**
 * In a worker: serves the connections the primary sends on `server` (an HTTP server that does not listen itself),
 * and tells the primary when each one closes.
 */
export function serveConnectionsFromPrimary(server: EventEmitter): void {
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
