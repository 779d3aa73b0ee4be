import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StorefrontConfig } from '../app/config/env.ts';

/** How long /readyz waits for the Store API: a load balancer's probe must not hang on a backend that does. */
export const READINESS_TIMEOUT_MS = 2_000;
/** Probes that arrive within this time of the last answer share it, so many balancers cost one Store API call. */
const READINESS_REUSE_MS = 1_000;

export type HealthCheckHandler = (request: IncomingMessage, response: ServerResponse) => boolean;

interface Readiness {
  ready: boolean;
  /** Why not, without any setting's value (an endpoint or key never reaches a probe's answer). */
  reason?: string;
}

/**
 * `GET /healthz` (the process is alive and serving: always 200) and `GET /readyz` (the Store API answers this
 * shop's key within READINESS_TIMEOUT_MS: 200, else 503), answered before routing so that neither costs a render
 * nor depends on a page's backends. Any other request is left to the caller (`false`).
 */
export function createHealthChecks(
  config: Pick<StorefrontConfig, 'storeApi'>,
  now: () => number = Date.now,
): HealthCheckHandler {
  let last: { at: number; answer: Promise<Readiness> } | undefined;
  const readiness = (): Promise<Readiness> => {
    const at = now();
    if (last && at - last.at < READINESS_REUSE_MS) return last.answer;
    const answer = probeStoreApi(config.storeApi);
    last = { at, answer };
    return answer;
  };
  return (request, response) => {
    const target = request.url ?? '';
    const path = target.split('?', 1)[0];
    if (path !== '/healthz' && path !== '/readyz') return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      send(response, request.method, 405, { status: 'method not allowed' }, { Allow: 'GET, HEAD' });
      return true;
    }
    if (path === '/healthz') {
      send(response, request.method, 200, { status: 'live' });
      return true;
    }
    void readiness().then((state) =>
      send(
        response,
        request.method,
        state.ready ? 200 : 503,
        state.ready ? { status: 'ready' } : { status: 'unavailable', reason: state.reason },
        state.ready ? {} : { 'Retry-After': '5' },
      ),
    );
    return true;
  };
}

/** The Store API's context route for the first market: cheap, needs a valid key, changes nothing. */
async function probeStoreApi(storeApi: StorefrontConfig['storeApi']): Promise<Readiness> {
  try {
    const answer = await fetch(`${storeApi.endpoint}/store-api/context`, {
      headers: { 'sw-access-key': storeApi.accessKeys.DE, accept: 'application/json' },
      signal: AbortSignal.timeout(READINESS_TIMEOUT_MS),
    });
    await answer.body?.cancel();
    if (answer.ok) return { ready: true };
    return { ready: false, reason: `the Store API answered ${answer.status}` };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      ready: false,
      reason: timedOut
        ? `the Store API did not answer within ${READINESS_TIMEOUT_MS} ms`
        : 'the Store API is unreachable',
    };
  }
}

function send(
  response: ServerResponse,
  method: string | undefined,
  status: number,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers,
  });
  response.end(method === 'HEAD' ? undefined : text);
}
