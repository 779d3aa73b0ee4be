// @vitest-environment happy-dom
// The cart page's recommendations once the page app runs. What the server renders is specified with the loader
// (pageRecommendations.server.test.ts) and in the browser tests (seoRedirects, hydrationInPlace).
import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BrowserRender, renderInBrowser } from '../../testing/renderInBrowser';
import { settleFor, settleUntil } from '../../testing/waitFor';
import type { ProductSliderItem } from '../product/ProductSlider';
import { CartRecommendations } from './CartRecommendations';
import type { CartRecommendationsView } from './cartRecommendationsView';

let mounted: BrowserRender | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  vi.unstubAllGlobals();
});

const balm: ProductSliderItem = {
  id: 'p-balm',
  href: '/lip-balm/',
  name: 'Lip Balm Rosé',
  unitPrice: 8.5,
  hasRange: false,
};

/** The shop's recommendations route answering `products`, with the URLs it was asked. */
function routeAnswering(products: ProductSliderItem[]) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    asked.push(String(input));
    return Response.json({ products, oscEvents: [] });
  });
  return asked;
}

async function cartPageWith(answer: CartRecommendationsView) {
  mounted = await renderInBrowser(
    <CartRecommendations productIds={['p-serum']} initial={Promise.resolve(answer)} />,
    { path: '/checkout/cart' },
  );
  return { page: mounted, screen: within(mounted.container) };
}

describe("the cart page's recommendations with JavaScript", () => {
  it('ask the shop once the page runs when the document went out without them past its deadline', async () => {
    const asked = routeAnswering([balm]);
    const { page, screen } = await cartPageWith({ forIds: 'p-serum', products: [], events: [], late: true });
    await settleUntil(
      page,
      () => screen.queryByRole('link', { name: /Lip Balm Rosé/ }) !== null,
      'the slider',
    );
    expect(asked).toEqual(['/de-de/cart/recommendations?ids=p-serum']);
  });

  it("keep the server's answer for the same cart and ask nothing, even when it is empty (spec 8: a failure)", async () => {
    const asked = routeAnswering([balm]);
    const { screen } = await cartPageWith({ forIds: 'p-serum', products: [], events: [] });
    // As long as the late answer's module load and request took above.
    await settleFor(300);
    expect(asked).toEqual([]);
    expect(screen.queryByRole('link', { name: /Lip Balm Rosé/ })).toBeNull();
  });
});
