// Child process of the bench: the baseline. A plain Node server that sends HTML files from disk, with the headers
// a static host would send; nothing is rendered. Like such a host it sends a file compressed (brotli, else gzip)
// to a client that accepts it, compressed once: the Lighthouse baseline compares against the shop's compressed
// pages. The throughput baseline's clients accept no encoding and get the file as it is.
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const root = process.env.STATIC_ROOT;
if (!root) throw new Error('bench: STATIC_ROOT is not set');

/** Compressed files by encoding, path and modification time (the Lighthouse bench writes each page once). */
const compressed = new Map<string, Buffer>();

function compressedFile(file: string, mtimeMs: number, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding} ${file} ${mtimeMs}`;
  let body = compressed.get(key);
  if (!body) {
    const bytes = readFileSync(file);
    body = encoding === 'br' ? brotliCompressSync(bytes) : gzipSync(bytes);
    compressed.set(key, body);
  }
  return body;
}

const server = createServer((request, response) => {
  const name = (request.url ?? '/').replace(/^\//, '').replace(/[^a-z0-9-]/gi, '');
  const file = join(root, `${name}.html`);
  try {
    const { size, mtimeMs } = statSync(file);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    const headers = { 'content-type': 'text/html; charset=utf-8', vary: 'Accept-Encoding' };
    if (encoding) {
      const body = compressedFile(file, mtimeMs, encoding);
      response.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': body.length });
      response.end(body);
      return;
    }
    response.writeHead(200, { ...headers, 'content-length': size });
    createReadStream(file).pipe(response);
  } catch {
    response.writeHead(404).end();
  }
});
server.listen(0, '127.0.0.1', () => {
  console.log(`listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
