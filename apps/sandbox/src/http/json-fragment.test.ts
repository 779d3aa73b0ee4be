import { describe, expect, it } from 'vitest';
import { encodeWithFragments, JsonFragment } from './json-fragment.js';

const keep = (_key: string, value: unknown) => value;
const text = (bytes: Buffer) => bytes.toString();

describe('encodeWithFragments', () => {
  it('writes fragments as their JSON text, at any depth and in arrays', () => {
    const bytes = encodeWithFragments(
      {
        total: 2,
        elements: [new JsonFragment('{"id":"a"}'), new JsonFragment('{"name":"Größe €"}')],
        x: { y: new JsonFragment('[1,2]') },
      },
      keep,
    );
    expect(JSON.parse(text(bytes))).toEqual({
      total: 2,
      elements: [{ id: 'a' }, { name: 'Größe €' }],
      x: { y: [1, 2] },
    });
  });

  it('applies the replacer to everything else', () => {
    const bytes = encodeWithFragments({ a: null, b: new JsonFragment('null') }, (key, value) =>
      key === 'a' ? undefined : value,
    );
    expect(text(bytes)).toBe('{"b":null}');
  });

  it('writes a fragment the replacer answers for a value as its JSON text, bytes and all', () => {
    const kept = new JsonFragment(Buffer.from('{"kept":true}'));
    const bytes = encodeWithFragments({ a: { kept: false }, b: 1 }, (key, value) =>
      key === 'a' ? kept : value,
    );
    expect(text(bytes)).toBe('{"a":{"kept":true},"b":1}');
  });

  it('leaves strings that look like a slot alone', () => {
    const lookalike = '\u00010000000000000000:0';
    const bytes = encodeWithFragments({ search: lookalike, elements: [new JsonFragment('1')] }, keep);
    expect(JSON.parse(text(bytes))).toEqual({ search: lookalike, elements: [1] });
  });
});
