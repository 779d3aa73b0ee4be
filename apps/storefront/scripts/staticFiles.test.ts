import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticFiles } from './staticFiles.ts';

const root = mkdtempSync(join(tmpdir(), 'storefront-static-'));
let server: Server;
let origin = '';

beforeAll(async () => {
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'builds'));
  writeFileSync(join(root, 'assets', 'entry-abc.js'), 'console.log(1)');
  writeFileSync(join(root, 'builds', 'latest.json'), '{"id":"b1"}');
  const serve = createStaticFiles(root);
  server = createServer((request, response) => {
    if (serve(request, response)) return;
    response.statusCode = 404;
    response.end('page');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('static files of the client build', () => {
  it('serves hashed assets as immutable with their type and length', async () => {
    const response = await fetch(`${origin}/assets/entry-abc.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-length')).toBe('14');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('spec 7.4: serves the build manifest uncached, whatever cache-busting query it carries', async () => {
    const response = await fetch(`${origin}/builds/latest.json?t=123`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({ id: 'b1' });
  });

  it('leaves everything else to the pages: unknown, malformed and escaping paths, and writes', async () => {
    for (const path of [
      '/de-de/',
      '/assets/missing.js',
      '/%E0%A4%A',
      '/../package.json',
      '/assets/..%2F..%2Fetc/passwd',
    ]) {
      const response = await fetch(`${origin}${path}`);
      expect(await response.text()).toBe('page');
    }
    const post = await fetch(`${origin}/assets/entry-abc.js`, { method: 'POST' });
    expect(await post.text()).toBe('page');
  });
});
