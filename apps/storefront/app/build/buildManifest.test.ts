import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildManifestUrl,
  checkBuild,
  isChunkLoadError,
  type ReloadGuardStorage,
  shouldReloadAfterChunkError,
} from './buildManifest';

let server: Server;
let origin = '';
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.url ?? '');
    if (request.url?.startsWith('/shop/builds/latest.json')) {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ id: 'build-2' }));
    } else if (request.url?.startsWith('/broken/builds/latest.json')) {
      response.end('<html>');
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const fetchAt = (url: string) => fetch(`${origin}${url}`);

describe('spec 7.4 build manifest', () => {
  it('GETs builds/latest.json under the app base path with a timestamp query', () => {
    expect(buildManifestUrl('/shop', 1700)).toBe('/shop/builds/latest.json?timestamp=1700');
    expect(buildManifestUrl('/', 5)).toBe('/builds/latest.json?timestamp=5');
  });

  it('a manifest id that differs from the current build id is a new build', async () => {
    expect(await checkBuild(fetchAt, '/shop/', 'build-1', 42)).toEqual({ kind: 'updated', id: 'build-2' });
    expect(seen).toContain('/shop/builds/latest.json?timestamp=42');
  });

  it('the same id is the current build', async () => {
    expect(await checkBuild(fetchAt, '/shop', 'build-2', 43)).toEqual({ kind: 'current' });
  });

  it('a missing or unreadable manifest is unknown, never an error', async () => {
    expect(await checkBuild(fetchAt, '/none', 'build-2', 1)).toEqual({ kind: 'unknown' });
    expect(await checkBuild(fetchAt, '/broken', 'build-2', 1)).toEqual({ kind: 'unknown' });
  });
});

describe('spec 2.3 chunk-load reload guard', () => {
  const storage = (): ReloadGuardStorage => {
    const map = new Map<string, string>();
    return { getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value) };
  };

  it('reloads at most once per 10 seconds per path once a new build is out', () => {
    const store = storage();
    expect(shouldReloadAfterChunkError('/de-de/a', true, 1_000, store)).toBe(true);
    expect(shouldReloadAfterChunkError('/de-de/a', true, 10_999, store)).toBe(false);
    expect(shouldReloadAfterChunkError('/de-de/b', true, 10_999, store)).toBe(true);
    expect(shouldReloadAfterChunkError('/de-de/a', true, 11_000, store)).toBe(true);
  });

  it('never reloads while no new build is out', () => {
    expect(shouldReloadAfterChunkError('/de-de/a', false, 1_000, storage())).toBe(false);
  });

  it('recognises the browsers’ dynamic import failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
