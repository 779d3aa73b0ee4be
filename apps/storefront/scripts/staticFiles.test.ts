import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress.ts';
import { createStaticFiles } from './staticFiles.ts';

const BIG_SCRIPT = `export const tiles = [${Array.from({ length: 400 }, (_, index) => `{ id: ${index}, name: "Creme ${index}" }`).join(', ')}];`;

/** The raw answer (no decoding) for `accept-encoding`. */
function raw(path: string, acceptEncoding?: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (done, fail) => {
      get(
        `${origin}${path}`,
        { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () => done({ headers: incoming.headers, body: Buffer.concat(chunks) }));
        },
      ).on('error', fail);
    },
  );
}

const root = mkdtempSync(join(tmpdir(), 'storefront-static-'));
let server: Server;
let origin = '';

beforeAll(async () => {
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'builds'));
  writeFileSync(join(root, 'assets', 'entry-abc.js'), 'console.log(1)');
  writeFileSync(join(root, 'builds', 'latest.json'), '{"id":"b1"}');
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(root, 'verification.html'), '<!DOCTYPE html><title>ok</title>');
  writeFileSync(join(root, 'assets', 'tiles-def.js'), BIG_SCRIPT);
  writeFileSync(join(root, 'assets', 'photo.png'), Buffer.alloc(4096, 7));
  precompressDirectory(root);
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

  it('serves an HTML file of the public folder as HTML', async () => {
    const response = await fetch(`${origin}/verification.html`);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('<!DOCTYPE html><title>ok</title>');
  });

  it('caches a public file without a hash in its name (the favicon) for a day, not on every page', async () => {
    const response = await fetch(`${origin}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('issue 18: sends the build-time brotli or gzip copy of a text asset as Accept-Encoding asks, with Vary', async () => {
    const brotli = await raw('/assets/tiles-def.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.byteLength);
    expect(brotli.body.byteLength).toBeLessThan(BIG_SCRIPT.length / 4);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(BIG_SCRIPT);
    const gzip = await raw('/assets/tiles-def.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(BIG_SCRIPT);
    const plain = await raw('/assets/tiles-def.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(BIG_SCRIPT);
  });

  it('issue 18: images go out as they are, and the compressed copies are no URLs of their own', async () => {
    const image = await raw('/assets/photo.png', 'br, gzip');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
    expect((await raw('/assets/tiles-def.js.br')).body.toString()).toBe('page');
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

describe('static files held in memory', () => {
  /** A folder of one script, served by its own handler with `options`; resolves to the origin and a closer. */
  async function serveFolder(options: Parameters<typeof createStaticFiles>[1]) {
    const folder = mkdtempSync(join(tmpdir(), 'storefront-static-memory-'));
    mkdirSync(join(folder, 'assets'));
    writeFileSync(join(folder, 'assets', 'entry-abc.js'), 'console.log(1)');
    const serve = createStaticFiles(folder, options);
    const memoryServer = createServer((request, response) => {
      if (!serve(request, response)) response.writeHead(404).end();
    });
    await new Promise<void>((done) => memoryServer.listen(0, '127.0.0.1', done));
    return {
      folder,
      url: `http://127.0.0.1:${(memoryServer.address() as AddressInfo).port}/assets/entry-abc.js`,
      close: () => {
        memoryServer.close();
        rmSync(folder, { recursive: true, force: true });
      },
    };
  }

  it('reads each file once at start: a request touches no file, so a file gone from disk is still served', async () => {
    const served = await serveFolder({});
    try {
      rmSync(join(served.folder, 'assets', 'entry-abc.js'));
      const response = await fetch(served.url);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('console.log(1)');
    } finally {
      served.close();
    }
  });

  it('streams the files past its memory budget from disk on each request', async () => {
    const served = await serveFolder({ inMemoryBudgetBytes: 0 });
    try {
      writeFileSync(join(served.folder, 'assets', 'entry-abc.js'), 'console.log(2)');
      expect(await (await fetch(served.url)).text()).toBe('console.log(2)');
    } finally {
      served.close();
    }
  });

  it('cuts off the answer of a streamed file gone from disk, and goes on serving', async () => {
    const served = await serveFolder({ inMemoryBudgetBytes: 0 });
    try {
      const file = join(served.folder, 'assets', 'entry-abc.js');
      rmSync(file);
      await expect(fetch(served.url).then((response) => response.text())).rejects.toThrow();
      writeFileSync(file, 'console.log(3)');
      expect(await (await fetch(served.url)).text()).toBe('console.log(3)');
    } finally {
      served.close();
    }
  });
});
