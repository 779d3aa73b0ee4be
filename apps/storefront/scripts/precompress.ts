import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats worth compressing; images and fonts are compressed formats already. */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.html',
  '.xml',
]);
/** Below this, the headers outweigh what compression saves. */
const MIN_BYTES = 1024;

function listFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    return entry.isDirectory() ? listFiles(path) : entry.isFile() ? [path] : [];
  });
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible file of the
 * client build, once at build time, so that serving an asset compressed costs no CPU at all (staticFiles picks the
 * variant by Accept-Encoding). A variant that saves less than a tenth is not written. Answers the bytes before and
 * after, for the build's log.
 */
export function precompressDirectory(root: string): { files: number; bytes: number; brotliBytes: number } {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const file of listFiles(root)) {
    if (!COMPRESSIBLE_EXTENSIONS.has(extname(file)) || statSync(file).size < MIN_BYTES) continue;
    const content = readFileSync(file);
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
      },
    });
    const gzip = gzipSync(content, { level: 9 });
    if (brotli.byteLength < content.byteLength * 0.9) writeFileSync(`${file}.br`, brotli);
    if (gzip.byteLength < content.byteLength * 0.9) writeFileSync(`${file}.gz`, gzip);
    files += 1;
    bytes += content.byteLength;
    brotliBytes += Math.min(brotli.byteLength, content.byteLength);
  }
  return { files, bytes, brotliBytes };
}
