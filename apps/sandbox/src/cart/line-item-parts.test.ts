import { describe, expect, it } from 'vitest';
import type { Doc } from '../catalogue/entities/store.js';
import { sharedLineItemParts } from './line-item-parts.js';

const renderedProduct = (): Doc => ({
  cover: { media: { id: 'm', thumbnails: [{ width: 400 }] } },
  manufacturer: { id: 'brand', name: 'Verdant Lab' },
});

const partsFrom = (rendered: Doc, stock: number, free: boolean) => () => ({
  cover: (rendered.cover as Doc).media as Doc,
  payload: { manufacturer: rendered.manufacturer, stock, ...(free ? { freeProduct: true } : {}) },
});

describe('sharedLineItemParts', () => {
  it('makes the cover and payload once per rendered product, stock and free, and shares them', () => {
    const rendered = renderedProduct();
    let made = 0;
    const make = () => {
      made += 1;
      return partsFrom(rendered, 5, false)();
    };
    const first = sharedLineItemParts(rendered, 5, false, make);
    const second = sharedLineItemParts(rendered, 5, false, make);
    expect(second).toBe(first);
    expect(made).toBe(1);
  });

  it('makes them anew for another stock or for the free product', () => {
    const rendered = renderedProduct();
    const inStock = sharedLineItemParts(rendered, 5, false, partsFrom(rendered, 5, false));
    const fewer = sharedLineItemParts(rendered, 4, false, partsFrom(rendered, 4, false));
    const free = sharedLineItemParts(rendered, 5, true, partsFrom(rendered, 5, true));
    expect(fewer.payload).toEqual({ manufacturer: rendered.manufacturer, stock: 4 });
    expect(free.payload).toEqual({ manufacturer: rendered.manufacturer, stock: 5, freeProduct: true });
    expect(new Set([inStock, fewer, free]).size).toBe(3);
  });

  it('freezes a copy to the last nested object, and leaves the rendered product it came from as it was', () => {
    const rendered = renderedProduct();
    const parts = sharedLineItemParts(rendered, 5, false, partsFrom(rendered, 5, false));
    const thumbnails = (parts.cover as Doc).thumbnails as Doc[];
    expect(Object.isFrozen(parts.payload)).toBe(true);
    expect(Object.isFrozen(parts.payload.manufacturer)).toBe(true);
    expect(Object.isFrozen(thumbnails[0])).toBe(true);
    expect(() => {
      (thumbnails[0] as Doc).width = 800;
    }).toThrow(TypeError);
    expect(Object.isFrozen(rendered.manufacturer)).toBe(false);
    expect(Object.isFrozen((rendered.cover as Doc).media)).toBe(false);
  });
});
