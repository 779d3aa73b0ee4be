import { connect } from 'node:net';
import { type LoadSummary, runLoad } from './load.ts';

/** One TRACE a second to `url`, answered or not, until stopped; the statuses it got, by count. */
export function traceEverySecond(url: string): { stop(): Promise<Record<string, number>> } {
  const { hostname, port } = new URL(url);
  const statuses: Record<string, number> = {};
  const pending = new Set<Promise<void>>();
  const sendOne = () => {
    const answered = new Promise<void>((done) => {
      const socket = connect(Number(port), hostname);
      let head = '';
      socket.setTimeout(10_000, () => socket.destroy());
      socket.on('data', (chunk: Buffer) => {
        head += chunk.toString('latin1');
      });
      socket.on('error', () => {});
      socket.on('close', () => {
        const status = head.split(' ')[1] ?? 'no answer';
        statuses[status] = (statuses[status] ?? 0) + 1;
        done();
      });
      socket.write(`TRACE /de-de/ HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`);
    });
    pending.add(answered);
    void answered.then(() => pending.delete(answered));
  };
  sendOne();
  const timer = setInterval(sendOne, 1_000);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      return statuses;
    },
  };
}

export interface TraceMix {
  without: LoadSummary[];
  withTrace: LoadSummary[];
  traceStatuses: Record<string, number>;
}

/**
 * Issue 12: the page's throughput with and without one TRACE a second mixed in, in alternating rounds (each
 * `requests` long at `clients` concurrent clients). Before the server screened methods, every TRACE ended a
 * worker; now each is answered 405 and the page's throughput should not notice.
 */
export async function measureTraceMix(
  server: string,
  path: string,
  clients: number,
  requests: number,
  rounds: number,
): Promise<TraceMix> {
  const without: LoadSummary[] = [];
  const withTrace: LoadSummary[] = [];
  const traceStatuses: Record<string, number> = {};
  for (let round = 0; round < rounds; round += 1) {
    without.push(await runLoad(`${server}${path}`, clients, requests));
    const trace = traceEverySecond(server);
    withTrace.push(await runLoad(`${server}${path}`, clients, requests));
    for (const [status, count] of Object.entries(await trace.stop()))
      traceStatuses[status] = (traceStatuses[status] ?? 0) + count;
  }
  return { without, withTrace, traceStatuses };
}
