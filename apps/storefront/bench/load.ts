import { RawConnection } from './rawGet.ts';

/** Latency figures of one load run, in milliseconds; throughput in requests per second. */
export interface LoadSummary {
  requests: number;
  throughput: number;
  p50: number;
  p95: number;
  max: number;
}

export function summarise(samples: readonly number[], seconds: number): LoadSummary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (quantile: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))] ?? 0;
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    requests: sorted.length,
    throughput: round(sorted.length / seconds),
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    max: round(sorted.at(-1) ?? 0),
  };
}

/**
 * `clients` loops that each send the next request as soon as their previous answer has been read, until
 * `requests` have been sent in all; a status other than 200 stops the run (a benchmark of error pages says nothing).
 * Each client has a keep-alive connection of its own (rawGet.ts): the load generator shares the two cores with the
 * servers, and what it spends per answer is taken from them.
 */
export async function runLoad(
  url: string,
  clients: number,
  requests: number,
  /** What the clients accept; the compressed body is read as it comes, never decoded (a browser's work). */
  acceptEncoding = 'identity',
  /** A shopper's session cookie: the page is rendered for that shopper, whose reads bypass the shared cache. */
  cookie?: string,
): Promise<LoadSummary> {
  const target = new URL(url);
  const headers: Record<string, string> = { 'accept-encoding': acceptEncoding };
  if (cookie !== undefined) headers.cookie = cookie;
  const connections: RawConnection[] = [];
  const samples: number[] = [];
  let sent = 0;
  const started = performance.now();
  const client = async () => {
    const connection = new RawConnection(target);
    connections.push(connection);
    while (sent < requests) {
      sent += 1;
      const begin = performance.now();
      const { status } = await connection.get(target, headers);
      if (status !== 200) throw new Error(`bench: ${url} answered ${status}`);
      samples.push(performance.now() - begin);
    }
  };
  try {
    await Promise.all(Array.from({ length: clients }, client));
  } finally {
    for (const connection of connections) connection.close();
  }
  const seconds = (performance.now() - started) / 1000;
  return summarise(samples, seconds);
}
