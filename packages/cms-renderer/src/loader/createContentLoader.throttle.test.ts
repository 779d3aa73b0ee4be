import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createContentLoader } from './createContentLoader';

const SPACE = 'throttle-space';
let server: Server;
let host = '';
let arrivals: number[] = [];

beforeAll(async () => {
  // The loader imports the SDK on creation; loaded here first, a burst measures the throttle, not the time a busy
  // machine takes to load the SDK's modules.
  await import('contentful');
  // Answers every entry query with the entry it asks for, and notes when each request arrived.
  server = createServer((request, response) => {
    arrivals.push(performance.now());
    const id = new URL(request.url ?? '/', 'http://fixture').searchParams.get('sys.id') ?? 'x';
    response.setHeader('content-type', 'application/vnd.contentful.delivery.v1+json');
    response.end(
      JSON.stringify({
        sys: { type: 'Array' },
        total: 1,
        skip: 0,
        limit: 100,
        items: [
          {
            metadata: { tags: [] },
            sys: {
              id,
              type: 'Entry',
              contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'page' } },
              locale: 'de-DE',
            },
            fields: { title: id },
          },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  arrivals = [];
});

const loader = (throttle?: number) =>
  createContentLoader({
    space: SPACE,
    deliveryToken: 'delivery',
    previewToken: 'preview',
    deliveryHost: host,
    previewHost: host,
    insecure: true,
    ...(throttle === undefined ? {} : { throttle }),
  });

/**
 * Loads `count` different entries at once (different ids, so no cache or shared request answers them); answers
 * when each arrived, in ms after the burst began. Measured from the start, not from the first arrival: a request
 * the throttle holds back can never arrive early, while the first one may arrive late on a busy machine.
 */
async function burst(count: number, throttle?: number): Promise<number[]> {
  const content = loader(throttle);
  const start = performance.now();
  const results = await Promise.all(
    Array.from({ length: count }, (_, i) => content.getEntry(`entry-${i}`, { locale: 'de-de', path: '/' })),
  );
  expect(results.every((result) => result.ok)).toBe(true);
  return arrivals.map((at) => at - start).sort((a, b) => a - b);
}

describe('spec 9 content service throttle: 1 to 30 requests a second, default 7', () => {
  it('sends at most 7 requests within a second by default, the 8th in the next second', async () => {
    const offsets = await burst(8);
    expect(offsets).toHaveLength(8);
    expect(offsets.slice(0, 7).every((offset) => offset < 900)).toBe(true);
    // A timer may fire a few ms before its second is over.
    expect(offsets[7]).toBeGreaterThanOrEqual(980);
  });

  it('takes a configured rate: 2 a second spreads 5 requests over three seconds', async () => {
    const offsets = await burst(5, 2);
    expect(offsets[1]).toBeLessThan(900);
    expect(offsets[2]).toBeGreaterThanOrEqual(980);
    expect(offsets[4]).toBeGreaterThanOrEqual(1_980);
  });

  it.each([0, 31, 2.5])(
    'rejects a throttle of %s at creation (only 1 to 30 whole requests a second)',
    (throttle) => {
      expect(() => loader(throttle)).toThrow(/throttle/);
    },
  );
});
