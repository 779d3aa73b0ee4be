import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './acceptEncoding.ts';

describe('the content coding is chosen by Accept-Encoding', () => {
  it('prefers brotli over gzip when both are accepted alike, in the server order', () => {
    expect(preferredEncoding('gzip, deflate, br', ['br', 'gzip'])).toBe('br');
    expect(preferredEncoding('gzip, deflate, br', ['gzip'])).toBe('gzip');
  });

  it('follows the client weights and never sends a coding it refuses with q=0', () => {
    expect(preferredEncoding('br;q=0.5, gzip;q=0.9', ['br', 'gzip'])).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(preferredEncoding('gzip;q=0', ['gzip'])).toBeUndefined();
  });

  it('sends the identity without the header, for identity alone, or for codings it does not have', () => {
    expect(preferredEncoding(undefined, ['br', 'gzip'])).toBeUndefined();
    expect(preferredEncoding('identity', ['br', 'gzip'])).toBeUndefined();
    expect(preferredEncoding('deflate, zstd', ['br', 'gzip'])).toBeUndefined();
  });

  it('reads * as any coding not named', () => {
    expect(preferredEncoding('*', ['br', 'gzip'])).toBe('br');
    expect(preferredEncoding('br;q=0, *;q=0.1', ['br', 'gzip'])).toBe('gzip');
  });
});
