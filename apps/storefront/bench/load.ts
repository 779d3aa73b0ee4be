import { Agent, request } from 'node:http';

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

/** One GET over a keep-alive socket of `agent`, the body read and dropped; resolves to the status. */
function get(url: string, agent: Agent, acceptEncoding: string, cookie: string | undefined): Promise<number> {
  const headers: Record<string, string> = { 'accept-encoding': acceptEncoding };
  if (cookie !== undefined) headers.cookie = cookie;
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent, headers }, (incoming) => {
      incoming.resume();
      incoming.on('end', () => resolve(incoming.statusCode ?? 0));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/**
 * `clients` loops that each send the next request as soon as their previous answer has been read, until
 * `requests` have been sent in all; a status other than 200 stops the run (a benchmark of error pages says nothing).
 * node:http rather than fetch: the load generator shares the two cores with the servers, and fetch's web streams
 * cost it several times the CPU per answer.
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
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const samples: number[] = [];
  let sent = 0;
  const started = performance.now();
  const client = async () => {
    while (sent < requests) {
      sent += 1;
      const begin = performance.now();
      const status = await get(url, agent, acceptEncoding, cookie);
      if (status !== 200) throw new Error(`bench: ${url} answered ${status}`);
      samples.push(performance.now() - begin);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return summarise(samples, seconds);
}
