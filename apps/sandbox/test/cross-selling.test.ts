import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './harness.js';

type Json = Record<string, unknown>;
let sandbox: TestSandbox;

async function post(path: string, body: Json = {}): Promise<unknown> {
  const response = await sandbox.call(path, { method: 'POST', body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return response.json();
}

const productsOf = (elements: unknown) =>
  (elements as Json[]).flatMap((element) => element.products as Json[]);

beforeAll(async () => {
  sandbox = await startTestSandbox();
});

afterAll(async () => {
  await sandbox.dispose();
});

describe('cross-sellings: the products of each, as the Store API renders them', () => {
  it('renders the same products, whether asked again, shaped by includes, or inside the product page layout', async () => {
    const { elements } = (await post('/product', {
      limit: 50,
      filter: [{ type: 'equals', field: 'childCount', value: 0 }],
    })) as { elements: Json[] };
    let productId = '';
    let first: unknown = [];
    for (const candidate of elements) {
      first = await post(`/product/${candidate.id}/cross-selling`);
      if (productsOf(first).length > 0) {
        productId = String(candidate.id);
        break;
      }
    }
    expect(productId).not.toBe('');
    const ids = productsOf(first).map((product) => product.id);
    // The same products read through the product search route (rendered without the cache of written products).
    const searched = (await post('/product', { ids, limit: ids.length })) as { elements: Json[] };
    const byId = new Map(searched.elements.map((product) => [product.id, product]));
    for (const product of productsOf(first)) expect(product).toEqual(byId.get(product.id));

    expect(await post(`/product/${productId}/cross-selling`)).toEqual(first);

    const narrowed = await post(`/product/${productId}/cross-selling`, {
      includes: { product: ['id', 'name'] },
    });
    expect(productsOf(narrowed)).toEqual(
      productsOf(first).map((product) => ({ id: product.id, name: product.name, apiAlias: 'product' })),
    );
    const excluded = await post(`/product/${productId}/cross-selling`, { excludes: { product: ['cover'] } });
    expect(productsOf(excluded).every((product) => !('cover' in product))).toBe(true);

    const detail = (await post(`/product/${productId}`)) as { product: { cmsPage: Json } };
    const slots = (detail.product.cmsPage.sections as Json[]).flatMap((section) =>
      (section.blocks as Json[]).flatMap((block) => block.slots as Json[]),
    );
    const slot = slots.find((candidate) => candidate.type === 'cross-selling') as {
      data: { crossSellings: Json[] };
    };
    expect(slot.data.crossSellings).toEqual(first);
  });
});
