import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves a file of the client build if the path names one. Hashed files under /assets are immutable; the build
 * manifest must never be cached (spec 7.4 compares it against the running build).
 */
export async function serveStaticFile(
  root: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  const file = normalize(join(root, pathname));
  if (!file.startsWith(root + sep)) return false;
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return false;
  response.statusCode = 200;
  response.setHeader('Content-Type', CONTENT_TYPES[extname(file)] ?? 'application/octet-stream');
  response.setHeader('Content-Length', info.size);
  response.setHeader(
    'Cache-Control',
    pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
  if (request.method === 'HEAD') {
    response.end();
    return true;
  }
  createReadStream(file).pipe(response);
  return true;
}
