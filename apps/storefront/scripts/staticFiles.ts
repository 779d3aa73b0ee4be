import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
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

/** A file's bytes on disk, and in memory when they fit the budget. */
interface Body {
  file: string;
  size: number;
  bytes?: Buffer;
}

interface StaticFile extends Body {
  contentType: string;
  cacheControl: string;
  /** A text format: its answer varies by Accept-Encoding. */
  compressible: boolean;
  /** The build's precompressed copies beside it (precompress.ts), by coding. */
  encoded: Partial<Record<ContentCoding, Body>>;
  /** The codings of those copies, in the order the server prefers them. */
  codings: readonly ContentCoding[];
}

/**
 * How many bytes of the client build each process holds in memory (the build is under 3 MB with its compressed
 * copies). A page view in a new browser asks for a dozen scripts and styles; sent from memory, each is one write
 * instead of a file opened, read and closed through a stream. The home page's assets, 8 clients, one worker:
 * 208 against 449 us of the server's CPU per request, 1.61x the requests a second (medians of 3, 2026-12-01).
 * Files past the budget (a large public folder) are streamed from disk, as before.
 */
const IN_MEMORY_BUDGET_BYTES = 64 * 1024 * 1024;

export interface StaticFileOptions {
  /** Bytes held in memory; the files listed after it runs out are read from disk on each request. */
  inMemoryBudgetBytes?: number;
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

/**
 * Serves the files of the client build. They are listed and read once at start (a build never changes under a
 * running server), so a request costs a map lookup and a write instead of file-system calls, and no request path,
 * however malformed, reaches the file system. A text file goes out as the build's brotli or gzip copy of it
 * (precompress.ts) when the request accepts that coding, with `Vary: Accept-Encoding`. Cache lifetimes: see
 * `cacheControlOf`. A file's copies are read before the file itself: what a spent budget leaves on disk is the
 * uncompressed file, the one least asked for.
 */
export function createStaticFiles(
  root: string,
  { inMemoryBudgetBytes = IN_MEMORY_BUDGET_BYTES }: StaticFileOptions = {},
): StaticFileHandler {
  const files = new Map<string, StaticFile>();
  const all = new Set(listFiles(root));
  let budget = inMemoryBudgetBytes;
  const bodyOf = (file: string): Body => {
    const size = statSync(file).size;
    if (size > budget) return { file, size };
    budget -= size;
    return { file, size, bytes: readFileSync(file) };
  };
  const isEncodedCopy = (file: string) =>
    ENCODED_SUFFIXES.some(([, suffix]) => file.endsWith(suffix) && all.has(file.slice(0, -suffix.length)));
  for (const file of all) {
    if (isEncodedCopy(file)) continue;
    const path = `/${relative(root, file).split(sep).join('/')}`;
    const encoded: StaticFile['encoded'] = {};
    for (const [coding, suffix] of ENCODED_SUFFIXES) {
      if (all.has(`${file}${suffix}`)) encoded[coding] = bodyOf(`${file}${suffix}`);
    }
    files.set(path, {
      ...bodyOf(file),
      contentType: CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      cacheControl: cacheControlOf(path),
      compressible: COMPRESSIBLE_EXTENSIONS.has(extname(file)),
      codings: ENCODED_SUFFIXES.map(([coding]) => coding).filter((coding) => encoded[coding]),
      encoded,
    });
  }
  return (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const target = request.url ?? '/';
    const query = target.indexOf('?');
    const found = files.get(query === -1 ? target : target.slice(0, query));
    if (!found) return false;
    const coding = preferredEncoding(request.headers['accept-encoding'], found.codings);
    const sent = (coding && found.encoded[coding]) || found;
    response.statusCode = 200;
    response.setHeader('Content-Type', found.contentType);
    response.setHeader('Content-Length', sent.size);
    response.setHeader('Cache-Control', found.cacheControl);
    if (found.compressible) response.setHeader('Vary', 'Accept-Encoding');
    if (coding) response.setHeader('Content-Encoding', coding);
    if (request.method === 'HEAD') response.end();
    else if (sent.bytes) response.end(sent.bytes);
    else {
      // A file gone from disk under the running server: the answer is cut off, and the process lives on.
      createReadStream(sent.file)
        .on('error', () => response.destroy())
        .pipe(response);
    }
    return true;
  };
}
