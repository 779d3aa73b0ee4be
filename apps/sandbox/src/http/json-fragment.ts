import { randomBytes } from 'node:crypto';

/** A value that is already JSON, kept as UTF-8 bytes; `encodeWithFragments` copies it in unchanged. */
export class JsonFragment {
  readonly bytes: Buffer<ArrayBuffer>;
  /** JSON text, or JSON already written as UTF-8 (by `encodeWithFragments`, say), taken without a copy. */
  constructor(json: string | Buffer<ArrayBuffer>) {
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
 * Slots for `JsonFragment`s in a JSON text. Node 20 has no `JSON.rawJSON`, so each fragment is written as a unique
 * slot string first and the slots are replaced by the fragments' bytes afterwards.
 */
export class FragmentSlots {
  readonly #fragments: Buffer[] = [];

  /** The string that stands for `bytes` until `join`. */
  slot(bytes: Buffer): string {
    this.#fragments.push(bytes);
    return `${SLOT}${this.#fragments.length - 1}`;
  }

  /**
   * The text as UTF-8 bytes with every slot replaced by its fragment. The answer is joined as bytes, outside the
   * JavaScript heap: a 200 KB answer built as one string landed in V8's large-object space and was only freed
   * by full collections, which cost more than writing it.
   */
  join(text: string): Buffer<ArrayBuffer> {
    if (this.#fragments.length === 0) return Buffer.from(text);
    const parts: Buffer[] = [];
    let from = 0;
    for (let at = text.indexOf(MARKER); at !== -1; at = text.indexOf(MARKER, from)) {
      const end = text.indexOf('"', at + MARKER.length);
      parts.push(
        Buffer.from(text.slice(from, at)),
        this.#fragments[Number(text.slice(at + MARKER.length, end))] ?? NULL,
      );
      from = end + 1;
    }
    parts.push(Buffer.from(text.slice(from)));
    return Buffer.concat(parts);
  }
}

/** JSON.stringify to UTF-8 bytes, writing `JsonFragment`s (given, or answered by the replacer) as their bytes. */
export function encodeWithFragments(
  value: unknown,
  replacer: (key: string, value: unknown) => unknown,
): Buffer<ArrayBuffer> {
  const slots = new FragmentSlots();
  const text =
    JSON.stringify(value, function (this: unknown, key: string, child: unknown) {
      // The replacer may answer a fragment too (the encoding it keeps of a value).
      const replaced = child instanceof JsonFragment ? child : replacer.call(this, key, child);
      return replaced instanceof JsonFragment ? slots.slot(replaced.bytes) : replaced;
    }) ?? 'null';
  return slots.join(text);
}

const NULL = Buffer.from('null');
