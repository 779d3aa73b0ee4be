import { createReadStream, readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { type ContentCoding, preferredEncoding } from './acceptEncoding.ts';
import { COMPRESSIBLE_EXTENSIONS } from './precompress.ts';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
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
  /** A text format: its answer varies by Accept-Encoding. */
  compressible: boolean;
  /** The build's precompressed copies beside it (precompress.ts), by coding. */
  encoded: Partial<Record<ContentCoding, { file: string; size: number }>>;
}

/** Codings of the precompressed copies, by file suffix, in the order the server prefers them. */
const ENCODED_SUFFIXES: readonly [ContentCoding, string][] = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

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
 * malformed, reaches the file system. A text file goes out as the build's brotli or gzip copy of it (precompress.ts)
 * when the request accepts that coding, with `Vary: Accept-Encoding`. Cache lifetimes: see `cacheControlOf`.
 */
/** One day: long enough that a shopper's pages do not fetch the icon again, short enough for a new one to arrive. */
export const UNHASHED_FILE_MAX_AGE_S = 86_400;

/**
 * Hashed files under /assets never change under their name: immutable. The build manifest must never be cached
 * (spec 7.4 compares it against the running build). Other public files (the favicon) keep their name across
 * builds, so they are cached for a day instead of being fetched again on every page.
 */
function cacheControlOf(path: string): string {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (path.startsWith('/builds/')) return 'no-cache';
  return `public, max-age=${UNHASHED_FILE_MAX_AGE_S}`;
}

export function createStaticFiles(root: string): StaticFileHandler {
  const files = new Map<string, StaticFile>();
  const all = new Set(listFiles(root));
  const isEncodedCopy = (file: string) =>
    ENCODED_SUFFIXES.some(([, suffix]) => file.endsWith(suffix) && all.has(file.slice(0, -suffix.length)));
  for (const file of all) {
    if (isEncodedCopy(file)) continue;
    const path = `/${relative(root, file).split(sep).join('/')}`;
    const encoded: StaticFile['encoded'] = {};
    for (const [coding, suffix] of ENCODED_SUFFIXES) {
      if (all.has(`${file}${suffix}`))
        encoded[coding] = { file: `${file}${suffix}`, size: statSync(`${file}${suffix}`).size };
    }
    files.set(path, {
      file,
      size: statSync(file).size,
      contentType: CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      cacheControl: cacheControlOf(path),
      compressible: COMPRESSIBLE_EXTENSIONS.has(extname(file)),
      encoded,
    });
  }
  return (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const target = request.url ?? '/';
    const query = target.indexOf('?');
    const found = files.get(query === -1 ? target : target.slice(0, query));
    if (!found) return false;
    const coding = preferredEncoding(
      request.headers['accept-encoding'],
      ENCODED_SUFFIXES.map(([name]) => name).filter((name) => found.encoded[name]),
    );
    const sent = (coding && found.encoded[coding]) || found;
    response.statusCode = 200;
    response.setHeader('Content-Type', found.contentType);
    response.setHeader('Content-Length', sent.size);
    response.setHeader('Cache-Control', found.cacheControl);
    if (found.compressible) response.setHeader('Vary', 'Accept-Encoding');
    if (coding) response.setHeader('Content-Encoding', coding);
    if (request.method === 'HEAD') response.end();
    else createReadStream(sent.file).pipe(response);
    return true;
  };
}
