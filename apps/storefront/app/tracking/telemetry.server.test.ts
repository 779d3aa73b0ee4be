import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  jsonLineExporter,
  pathTemplate,
  resetTelemetryForTests,
  startTelemetry,
  storeApiFetch,
  telemetryModeOf,
  traceRender,
} from './telemetry.server';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    response.statusCode = request.url?.startsWith('/store-api/missing') ? 404 : 200;
    response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => resetTelemetryForTests());

function logTo(lines: Record<string, unknown>[]) {
  startTelemetry({ STOREFRONT_TELEMETRY: 'log' }, [
    new SimpleSpanProcessor(jsonLineExporter((line) => lines.push(JSON.parse(line)))),
  ]);
}

describe('server telemetry (structured logs and OpenTelemetry traces)', () => {
  it('is off by default and on by environment', () => {
    expect(telemetryModeOf({})).toBe('off');
    expect(telemetryModeOf({ STOREFRONT_TELEMETRY: 'LOG' })).toBe('log');
    expect(telemetryModeOf({ STOREFRONT_TELEMETRY: 'otlp' })).toBe('otlp');
    expect(telemetryModeOf({ STOREFRONT_TELEMETRY: 'yes' })).toBe('off');
  });

  it('when off, the Store API client keeps its own fetch', () => {
    startTelemetry({});
    expect(storeApiFetch()).toBeUndefined();
  });

  it('logs one JSON line per Store API call: method, path and status, never the query or headers', async () => {
    const lines: Record<string, unknown>[] = [];
    logTo(lines);
    const traced = storeApiFetch();
    if (!traced) throw new Error('telemetry should be on');
    const id = '0190a8c5e8a57c6e8d3b1f2a4c5d6e7f';
    await traced(`${base}/store-api/product/${id}?search=anna%40example.com`, {
      method: 'POST',
      headers: { 'sw-context-token': 'secret-token' },
    });
    await traced(new Request(`${base}/store-api/missing`));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 'info',
      msg: 'store-api POST /store-api/product/{id}',
      'http.request.method': 'POST',
      'url.path': `/store-api/product/${id}`,
      'http.response.status_code': 200,
      status: 'ok',
    });
    expect(lines[0]?.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(typeof lines[0]?.durationMs).toBe('number');
    expect(lines[1]).toMatchObject({
      msg: 'store-api GET /store-api/missing',
      'http.response.status_code': 404,
    });
    expect(JSON.stringify(lines)).not.toMatch(/secret-token|anna/);
  });

  it('traces each render with its status, marking 5xx answers as errors', async () => {
    const lines: Record<string, unknown>[] = [];
    logTo(lines);
    await traceRender(
      new Request(`${base}/de-de/pflege/?utm_source=x`),
      async () => new Response('', { status: 503 }),
    );
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'render GET',
        level: 'error',
        'url.path': '/de-de/pflege/',
        'http.response.status_code': 503,
      }),
    ]);
  });

  it('names paths by template so that span names stay few', () => {
    expect(pathTemplate('/store-api/category/0190a8c5e8a57c6e8d3b1f2a4c5d6e7f')).toBe(
      '/store-api/category/{id}',
    );
  });
});
