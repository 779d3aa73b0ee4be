import { randomBytes } from 'node:crypto';

/** A value that is already JSON, kept as UTF-8 bytes; `encodeWithFragments` copies it in unchanged. */
export class JsonFragment {
  readonly bytes: Buffer;
  /** JSON text, or JSON already written as UTF-8 (by `encodeWithFragments`, say), taken without a copy. */
  constructor(json: string | Buffer) {
    this.bytes = typeof json === 'string' ? Buffer.from(json) : json;
  }

  get json(): string {
    return this.bytes.toString();
  }
}

/** Unguessable per process, so no string a shopper sends (a search term is echoed back) can pose as a slot. */
const SLOT = `\u0001${randomBytes(8).toString('hex')}:`;
/** JSON escapes U+0001, so a slot reads `"\u0001<nonce>:<n>"` in the text. */
const MARKER = `"${JSON.stringify(SLOT).slice(1, -1)}`;

/**
 * JSON.stringify to UTF-8 bytes, writing `JsonFragment`s as their bytes. Node 20 has no `JSON.rawJSON`, so each
 * fragment is written as a unique slot string first and the slots are replaced afterwards. The answer is joined
 * as bytes, outside the JavaScript heap: a 200 KB answer built as one string landed in V8's large-object space
 * and was only freed by full collections, which cost more than writing it.
 */
export function encodeWithFragments(
  value: unknown,
  replacer: (key: string, value: unknown) => unknown,
): Buffer<ArrayBuffer> {
  const fragments: Buffer[] = [];
  const text =
    JSON.stringify(value, function (this: unknown, key: string, child: unknown) {
      // The replacer may answer a fragment too (the encoding it keeps of a value).
      const replaced = child instanceof JsonFragment ? child : replacer.call(this, key, child);
      if (replaced instanceof JsonFragment) {
        fragments.push(replaced.bytes);
        return `${SLOT}${fragments.length - 1}`;
      }
      return replaced;
    }) ?? 'null';
  if (fragments.length === 0) return Buffer.from(text);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = text.indexOf(MARKER); at !== -1; at = text.indexOf(MARKER, from)) {
    const end = text.indexOf('"', at + MARKER.length);
    parts.push(
      Buffer.from(text.slice(from, at)),
      fragments[Number(text.slice(at + MARKER.length, end))] ?? NULL,
    );
    from = end + 1;
  }
  parts.push(Buffer.from(text.slice(from)));
  return Buffer.concat(parts);
}

const NULL = Buffer.from('null');
