import { request } from 'node:http';

/** Bytes of `url`'s body as they cross the wire for `acceptEncoding` (nothing decoded), and the coding sent. */
export function wireBytes(url: string, acceptEncoding: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (incoming) => {
      let bytes = 0;
      incoming.on('data', (chunk: Buffer) => {
        bytes += chunk.byteLength;
      });
      incoming.on('end', () =>
        resolve({ bytes, encoding: String(incoming.headers['content-encoding'] ?? 'identity') }),
      );
      incoming.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}
