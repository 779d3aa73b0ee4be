import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A page compressed once with slots for its CSP nonce, so every copy can carry a nonce of its own and still go out
 * gzipped without compressing it again. Deflate allows it: each run of the page between two nonces is compressed on
 * its own and ends on a full flush (byte-aligned, nothing after it refers back into it), and each nonce goes in
 * between as a stored block (5 bytes of header, then the nonce as it is). The gzip trailer's CRC-32 is computed per
 * copy from the pieces, without copying the page.
 */
export interface NonceGzip {
  /** The page's runs between nonces, uncompressed (for the CRC) and compressed (deflate blocks). */
  runs: { raw: Uint8Array; deflated: Buffer }[];
  nonceLength: number;
  /** The page's length in bytes. */
  size: number;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0x03]);

/** Compresses `body` around the nonce of `nonceLength` bytes at each of `offsets` (ascending). */
export function gzipAroundNonces(
  body: Uint8Array,
  offsets: readonly number[],
  nonceLength: number,
): NonceGzip {
  const runs: NonceGzip['runs'] = [];
  let from = 0;
  for (const [index, offset] of [...offsets, body.byteLength].entries()) {
    const raw = body.subarray(from, offset);
    const last = index === offsets.length;
    runs.push({
      raw,
      deflated: deflateRawSync(raw, {
        level: 9,
        // The last run ends the stream; every other one stops on a byte boundary with a fresh dictionary after it.
        finishFlush: last ? constants.Z_FINISH : constants.Z_FULL_FLUSH,
      }),
    });
    from = offset + nonceLength;
  }
  return { runs, nonceLength, size: body.byteLength };
}

/** A stored (uncompressed) deflate block holding `bytes`: not the last block, byte-aligned. */
function storedBlock(bytes: Uint8Array): Buffer {
  const header = Buffer.alloc(5);
  header[0] = 0x00;
  header.writeUInt16LE(bytes.byteLength, 1);
  header.writeUInt16LE(~bytes.byteLength & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/** The gzip member of the page with `nonce` (exactly `nonceLength` bytes) in each of its slots. */
export function gzipWithNonce(page: NonceGzip, nonce: Uint8Array): Uint8Array<ArrayBuffer> {
  if (nonce.byteLength !== page.nonceLength) throw new Error('gzipWithNonce: the nonce has the wrong length');
  const nonceBlock = storedBlock(nonce);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  for (const [index, run] of page.runs.entries()) {
    if (index > 0) {
      parts.push(nonceBlock);
      crc = crc32(nonce, crc);
    }
    parts.push(run.deflated);
    crc = crc32(run.raw, crc);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(page.size >>> 0, 4);
  parts.push(trailer);
  const member = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    member.set(part, at);
    at += part.byteLength;
  }
  return member;
}
