import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './harness.js';
import { componentValidator, errorsOf } from './store-api-schema.js';

type Json = Record<string, unknown>;
let sandbox: TestSandbox;
const validateCmsPage = componentValidator('CmsPage');

async function json(path: string, body?: Json): Promise<Json> {
  const response = await sandbox.call(path, body ? { method: 'POST', body: JSON.stringify(body) } : {});
  expect(response.status).toBe(200);
  return (await response.json()) as Json;
}

function slotsOf(cmsPage: Json): Json[] {
  return (cmsPage.sections as Json[]).flatMap((section) =>
    (section.blocks as Json[]).flatMap((block) => block.slots as Json[]),
  );
}

beforeAll(async () => {
  sandbox = await startTestSandbox();
});

afterAll(async () => {
  await sandbox.dispose();
});

describe('Shopping Experiences: the cmsPage Shopware resolves by default', () => {
  it("gives a page category the default listing layout whose product-listing slot holds the category's listing", async () => {
    const navigation = (await sandbox
      .call('/navigation/main-navigation/main-navigation')
      .then((r) => r.json())) as Json[];
    const category = navigation.find((entry) => entry.type === 'page') as Json;
    const params = { order: 'price-asc', limit: 5, p: 2 };
    const answer = await json(`/category/${category.id}`, params);
    const cmsPage = answer.cmsPage as Json;
    expect(validateCmsPage(cmsPage), errorsOf(validateCmsPage)).toBe(true);
    expect(cmsPage).toMatchObject({ type: 'product_list', name: 'Standard Listing-Layout' });
    expect(answer.cmsPageId).toBe(cmsPage.id);
    const listingSlot = slotsOf(cmsPage).find((slot) => slot.type === 'product-listing') as Json;
    const listing = (listingSlot.data as Json).listing as Json;
    const direct = await json(`/product-listing/${category.id}`, params);
    expect(listing.total).toBe(direct.total);
    expect(listing.page).toBe(2);
    expect((listing.elements as Json[]).map((product) => product.id)).toEqual(
      (direct.elements as Json[]).map((product) => product.id),
    );
    expect(slotsOf(cmsPage).map((slot) => slot.type)).toEqual([
      'category-navigation',
      'sidebar-filter',
      'product-listing',
    ]);
  });

  it('gives folders and links no layout', async () => {
    const categories = (await json('/category', { limit: 100 })).elements as Json[];
    const folder = categories.find((category) => category.type === 'folder');
    expect(folder).toBeDefined();
    expect((await json(`/category/${folder?.id}`)).cmsPage ?? null).toBeNull();
  });

  it('gives a product the default product page layout with gallery, buy box, reviews and cross-sellings', async () => {
    const [first] = (
      await json('/product', { limit: 1, filter: [{ type: 'equals', field: 'childCount', value: 0 }] })
    ).elements as Json[];
    const answer = await json(`/product/${first?.id}`);
    const product = answer.product as Json;
    const cmsPage = product.cmsPage as Json;
    expect(validateCmsPage(cmsPage), errorsOf(validateCmsPage)).toBe(true);
    expect(cmsPage.type).toBe('product_detail');
    const slots = slotsOf(cmsPage);
    expect(slots.map((slot) => slot.type)).toEqual([
      'product-name',
      'manufacturer-logo',
      'image-gallery',
      'buy-box',
      'product-description-reviews',
      'cross-selling',
    ]);
    const data = (type: string) => slots.find((slot) => slot.type === type)?.data as Json;
    expect(data('buy-box').productId).toBe(product.id);
    expect((data('image-gallery').sliderItems as Json[]).map((media) => media.id)).toEqual(
      (product.media as Json[]).map((media) => media.id),
    );
    const crossSellings = await sandbox.call(`/product/${product.id}/cross-selling`).then((r) => r.json());
    expect((data('cross-selling').crossSellings as Json[]).length).toBe((crossSellings as Json[]).length);
  });

  it('leaves the layout out, and the rest of the answer as it was, when the criteria exclude cmsPage', async () => {
    const navigation = (await sandbox
      .call('/navigation/main-navigation/main-navigation')
      .then((r) => r.json())) as Json[];
    const category = navigation.find((entry) => entry.type === 'page') as Json;
    const whole = await json(`/category/${category.id}`);
    const lean = await json(`/category/${category.id}`, { excludes: { category: ['cmsPage'] } });
    expect(lean).not.toHaveProperty('cmsPage');
    const { cmsPage: _layout, ...rest } = whole;
    expect(lean).toEqual(rest);
    expect(lean.cmsPageId).toBe((whole.cmsPage as Json).id);

    const [first] = (
      await json('/product', { limit: 1, filter: [{ type: 'equals', field: 'childCount', value: 0 }] })
    ).elements as Json[];
    const detail = await json(`/product/${first?.id}`);
    const leanDetail = await json(`/product/${first?.id}`, { excludes: { product: ['cmsPage'] } });
    const { cmsPage: _productLayout, ...product } = detail.product as Json;
    expect(leanDetail).toEqual({ ...detail, product });
    const narrowed = await json(`/product/${first?.id}`, { includes: { product: ['id', 'name'] } });
    expect(narrowed.product).toEqual({
      id: first?.id,
      name: (detail.product as Json).name,
      apiAlias: 'product',
    });
  });
});
