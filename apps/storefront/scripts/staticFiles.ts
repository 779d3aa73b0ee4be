import { createReadStream, readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';

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

interface StaticFile {
  file: string;
  size: number;
  contentType: string;
  cacheControl: string;
}

export type StaticFileHandler = (request: IncomingMessage, response: ServerResponse) => boolean;

function listFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    return entry.isDirectory() ? listFiles(path) : entry.isFile() ? [path] : [];
  });
}

/**
 * Serves the files of the client build. They are listed once at start (a build never changes under a running
 * server), so a page request costs a map lookup instead of a file-system call, and no request path, however
 * malformed, reaches the file system. Hashed files under /assets are immutable; the build manifest must never be
 * cached (spec 7.4 compares it against the running build).
 */
export function createStaticFiles(root: string): StaticFileHandler {
  const files = new Map<string, StaticFile>();
  for (const file of listFiles(root)) {
    const path = `/${relative(root, file).split(sep).join('/')}`;
    files.set(path, {
      file,
      size: statSync(file).size,
      contentType: CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      cacheControl: path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
  }
  return (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const target = request.url ?? '/';
    const query = target.indexOf('?');
    const found = files.get(query === -1 ? target : target.slice(0, query));
    if (!found) return false;
    response.statusCode = 200;
    response.setHeader('Content-Type', found.contentType);
    response.setHeader('Content-Length', found.size);
    response.setHeader('Cache-Control', found.cacheControl);
    if (request.method === 'HEAD') response.end();
    else createReadStream(found.file).pipe(response);
    return true;
  };
}
