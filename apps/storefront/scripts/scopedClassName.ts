import { createHash } from 'node:crypto';
import { relative } from 'node:path';

const appRoot = new URL('..', import.meta.url).pathname;

/**
 * A CSS module's class as the build writes it: the class's own name and a short hash of its file, `price_Xb3kQ`.
 * Every class of one file ends alike, so the class maps in the page's JavaScript gzip to little more than the
 * names. The hash is of the path inside the app, so the server and browser builds, and every machine, agree.
 */
export function scopedClassName(name: string, filename: string): string {
  const file = relative(appRoot, filename.split('?')[0] ?? filename);
  return `${name}_${createHash('sha256').update(file).digest('base64url').slice(0, 5)}`;
}
