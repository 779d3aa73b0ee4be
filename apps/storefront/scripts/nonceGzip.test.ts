import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipAroundNonces, gzipWithNonce } from './nonceGzip.ts';

/** A page of about 100 KB with the nonce attribute `times` times, and where each value sits. */
function page(nonce: string, times: number): { body: Buffer; offsets: number[] } {
  const filler = Array.from(
    { length: 800 },
    (_, row) => `<li class="tile">Produkt ${row} Feuchtigkeitscreme</li>`,
  );
  let html = '<!DOCTYPE html><html><head>';
  const offsets: number[] = [];
  for (let index = 0; index < times; index += 1) {
    html += `<script nonce="`;
    offsets.push(Buffer.byteLength(html));
    html += `${nonce}">window.x${index}=1</script>${filler.slice(index * 100, index * 100 + 100).join('')}`;
  }
  html += '</head><body></body></html>';
  return { body: Buffer.from(html), offsets };
}

describe('a cached page is gzipped once and each copy still gets a nonce of its own', () => {
  it('decompresses to the page with the copy nonce in every slot', () => {
    const stored = randomBytes(16).toString('base64');
    const { body, offsets } = page(stored, 5);
    const compressed = gzipAroundNonces(body, offsets, stored.length);
    for (let copy = 0; copy < 3; copy += 1) {
      const fresh = randomBytes(16).toString('base64');
      const expected = Buffer.from(body.toString().replaceAll(stored, fresh));
      expect(gunzipSync(gzipWithNonce(compressed, Buffer.from(fresh)))).toEqual(expected);
    }
  });

  it('works for a page without a nonce and for a nonce at the very start or end', () => {
    const none = Buffer.from('<p>no scripts</p>');
    expect(gunzipSync(gzipWithNonce(gzipAroundNonces(none, [], 4), Buffer.from('abcd')))).toEqual(none);
    const edges = Buffer.from('AAAAmiddleAAAA');
    const spliced = gzipWithNonce(gzipAroundNonces(edges, [0, 10], 4), Buffer.from('wxyz'));
    expect(gunzipSync(spliced).toString()).toBe('wxyzmiddlewxyz');
  });

  it('costs at most 128 bytes per nonce over gzipping the page whole (each run starts a fresh dictionary)', () => {
    const nonce = randomBytes(16).toString('base64');
    const { body, offsets } = page(nonce, 6);
    const spliced = gzipWithNonce(gzipAroundNonces(body, offsets, nonce.length), Buffer.from(nonce));
    const whole = gzipSync(body, { level: 9 });
    expect(spliced.byteLength - whole.byteLength).toBeLessThanOrEqual(128 * offsets.length);
  });

  it('refuses a nonce of another length than the slots', () => {
    const compressed = gzipAroundNonces(Buffer.from('xxxxabcdxxxx'), [4], 4);
    expect(() => gzipWithNonce(compressed, Buffer.from('abc'))).toThrow('wrong length');
  });
});
