import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProbedCall {
  path: string;
  start: number;
  end: number;
}

/**
 * The longest chain of Store API calls that had to wait for one another: a call depends on every call that
 * ended before it started. 1 means all calls ran in parallel; each further step is a round trip of waterfall.
 */
export function waterfallDepth(calls: readonly ProbedCall[]): number {
  const sorted = [...calls].sort((a, b) => a.start - b.start);
  const depths: number[] = [];
  sorted.forEach((call, index) => {
    let deepest = 0;
    for (let before = 0; before < index; before += 1) {
      const earlier = sorted[before];
      if (earlier && earlier.end <= call.start) deepest = Math.max(deepest, depths[before] ?? 0);
    }
    depths.push(deepest + 1);
  });
  return Math.max(0, ...depths);
}

export interface StoreApiProbe {
  url: string;
  /** Calls recorded since the last take, which empties the record. */
  take(): ProbedCall[];
  close(): Promise<void>;
}

/** A loopback proxy in front of the sandbox that records when each Store API call started and ended. */
export async function startStoreApiProbe(target: string): Promise<StoreApiProbe> {
  const upstream = new URL(target);
  let calls: ProbedCall[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const start = performance.now();
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        answer.on('end', () => {
          if (incoming.url?.startsWith('/store-api/'))
            calls.push({ path: incoming.url, start, end: performance.now() });
        });
      },
    );
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    take() {
      const taken = calls;
      calls = [];
      return taken;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
