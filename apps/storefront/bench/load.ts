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
 */
export async function runLoad(url: string, clients: number, requests: number): Promise<LoadSummary> {
  const samples: number[] = [];
  let sent = 0;
  const started = performance.now();
  const client = async () => {
    while (sent < requests) {
      sent += 1;
      const begin = performance.now();
      const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`bench: ${url} answered ${response.status}`);
      samples.push(performance.now() - begin);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return summarise(samples, (performance.now() - started) / 1000);
}
