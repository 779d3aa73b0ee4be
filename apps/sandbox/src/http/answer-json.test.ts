import { describe, expect, it } from 'vitest';
import { encodeAnswer } from './answer-json.js';
import { JsonFragment } from './json-fragment.js';
import { withoutSchemaNulls } from './schema-nulls.js';

const text = (value: unknown) => encodeAnswer(value).toString();
/** What JSON.stringify writes with the schema's nulls left out: the answer must read the same. */
const plain = (value: unknown) => JSON.stringify(value, withoutSchemaNulls);

describe('encodeAnswer', () => {
  it('leaves out the nulls the schema does not allow, at any depth, and keeps the nullable ones', () => {
    const value = {
      affiliateCode: null,
      name: 'Warenkorb',
      price: { totalPrice: 12.5, listPrice: null, referencePrice: null, taxStatus: null },
      lineItems: [{ id: 'a', description: null, cover: null, payload: { options: [null, 1] } }],
    };
    expect(text(value)).toBe(plain(value));
    expect(text(value)).toBe(
      '{"name":"Warenkorb","price":{"totalPrice":12.5,"listPrice":null,"referencePrice":null},' +
        '"lineItems":[{"id":"a","payload":{"options":[null,1]}}]}',
    );
  });

  it('keeps the order of the fields when a null in the middle is left out', () => {
    const value = { a: 1, b: { c: 2 }, d: null, e: [3], f: { g: null, h: 4 } };
    expect(text(value)).toBe('{"a":1,"b":{"c":2},"e":[3],"f":{"h":4}}');
  });

  it('writes a frozen object as the first answer that held it wrote it', () => {
    const method = Object.freeze({ id: 'm', name: 'Standardversand', description: null });
    expect(text({ deliveries: [{ shippingMethod: method }] })).toBe(
      '{"deliveries":[{"shippingMethod":{"id":"m","name":"Standardversand"}}]}',
    );
    // Frozen: nobody can have changed it, so its kept encoding still holds. An equal object that is not frozen
    // is written as it is now.
    const renamed = { ...method, name: 'Express' };
    expect(text({ a: method, b: renamed })).toBe(plain({ a: method, b: renamed }));
  });

  it('writes fragments as their bytes, anywhere, and a fragment as the whole answer', () => {
    const fragment = new JsonFragment('{"id":"p","label":"Größe €"}');
    const value = { elements: [fragment, { nested: fragment }], total: 1 };
    expect(JSON.parse(text(value))).toEqual({
      elements: [{ id: 'p', label: 'Größe €' }, { nested: { id: 'p', label: 'Größe €' } }],
      total: 1,
    });
    expect(text(fragment)).toBe('{"id":"p","label":"Größe €"}');
  });

  it('writes what toJSON answers, as JSON.stringify hands it to a replacer', () => {
    const at = new Date('2026-12-05T08:00:00Z');
    const custom = { toJSON: () => ({ kept: 1, dropped: null }) };
    const value = { deliveryDate: { earliest: at }, custom };
    expect(text(value)).toBe(plain(value));
  });

  it('writes arrays, empty objects, undefined and top-level scalars as JSON.stringify does', () => {
    for (const value of [[], {}, [null, undefined, 1], { a: undefined, b: [] }, 'x', 3, true]) {
      expect(text(value)).toBe(plain(value));
    }
    // An answer is always JSON: nothing (or null) is written as null.
    expect(text(undefined)).toBe('null');
    expect(text(null)).toBe('null');
  });

  it('leaves a value without anything to change as it is (no copy)', () => {
    const value = { price: { totalPrice: 1, listPrice: null }, states: ['is-physical'] };
    expect(text(value)).toBe(JSON.stringify(value));
  });
});
