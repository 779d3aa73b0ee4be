import { type CrossSellingElement, crossSellingElementSchema } from '@beautyshop/store-api-client';
import { describe, expect, it } from 'vitest';
import { EXCLUDED_CROSS_SELLING_NAMES, findCrossSelling, generalCrossSellings } from './crossSellings.js';
import {
  crossSellingSliders,
  distinctFromCrossSelling,
  recommendationTiles,
  recommendedTiles,
} from './productSliders.js';
import { testProduct, underDeDe } from './testing/testProduct.js';

const current = testProduct('c1', { parentId: 'f1'.padEnd(32, '0') });
const sibling = testProduct('c2', { parentId: 'f1'.padEnd(32, '0') });
const other = testProduct('o1');

function crossSelling(name: string, products = [other]): CrossSellingElement {
  return crossSellingElementSchema.parse({
    crossSelling: { id: name.padEnd(32, 'x').slice(0, 32), name, translated: { name: `${name} (de)` } },
    products,
    total: products.length,
    apiAlias: 'cross_selling_element',
  });
}

describe('spec 5 cross-selling', () => {
  it('the general list excludes set_bundle_upsell, make_it_a_set_bundle, routine_look_teaser and set_bundle_step_1 to 4', () => {
    const elements = ['Similar', ...EXCLUDED_CROSS_SELLING_NAMES, 'Also bought'].map((name) =>
      crossSelling(name),
    );
    expect(generalCrossSellings(elements).map((element) => element.crossSelling.name)).toEqual([
      'Similar',
      'Also bought',
    ]);
    expect(findCrossSelling(elements, 'set_bundle_step_3')?.crossSelling.name).toBe('set_bundle_step_3');
  });

  it('a slider shows other products only, in the context language, and is left out when none remain', () => {
    const sliders = crossSellingSliders(
      [crossSelling('Similar', [current, sibling, other]), crossSelling('Only family', [sibling])],
      current,
      underDeDe,
    );
    expect(sliders.map((slider) => slider.name)).toEqual(['Similar (de)']);
    expect(sliders[0]?.products.map((product) => product.id)).toEqual([other.id]);
  });

  it('recommendations drop unavailable products and the page family', () => {
    const unavailable = testProduct('o2', { available: false });
    expect(
      recommendationTiles([other, unavailable, sibling], current, underDeDe).map((product) => product.id),
    ).toEqual([other.id]);
  });

  it('recommendations are distinct from cross-selling: a product a cross-selling slider shows is left out', () => {
    const third = testProduct('o3');
    const tiles = recommendationTiles([other, third], current, underDeDe);
    const sliders = crossSellingSliders([crossSelling('Similar', [other])], current, underDeDe);
    expect(distinctFromCrossSelling(tiles, sliders).map((product) => product.id)).toEqual([third.id]);
  });
});

describe('spec 7.2 cart and category recommendations', () => {
  it('drop unavailable products and those in the cart, a variant of a cart product too', () => {
    const unavailable = testProduct('o2', { available: false });
    const third = testProduct('o3');
    expect(
      recommendedTiles([other, unavailable, sibling, third], [other.id, 'f1'.padEnd(32, '0')], underDeDe).map(
        (product) => product.id,
      ),
    ).toEqual([third.id]);
  });
});
