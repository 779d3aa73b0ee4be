import type { CartResult, WishlistOwner } from '@beautyshop/cart-core';
import type { Cart } from '@beautyshop/store-api-client';
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';
import { type ShopCart, useShopCart } from '../cart/ShopCartContext';
import { ShopCartProvider } from '../cart/ShopCartProvider';
import { localeCatalogue } from '../i18n/messages.server';
import { createTranslate } from '../i18n/translate';
import type { Locale } from '../locale/locales';
import type { BrowserRender } from './renderInBrowser';
import { ARRIVAL_WAIT } from './waitFor';

/** The page app's shared stores around a component, as the shop frame provides them, with the page's cart. */
export function withShopCart(
  children: ReactNode,
  {
    locale = 'de-de',
    cart = null,
    wishlistOwner = 'guest',
  }: { locale?: Locale; cart?: Cart | null; wishlistOwner?: WishlistOwner } = {},
) {
  return (
    <ShopCartProvider
      locale={locale}
      translate={createTranslate(localeCatalogue(locale))}
      initialCart={cart}
      wishlistOwner={wishlistOwner}
    >
      {children}
    </ShopCartProvider>
  );
}

/**
 * Waits until the shop frame's shared stores have loaded after hydration (ShopCartFrame): their notification region
 * is on the page, and forms go through the stores instead of posting.
 */
export async function shopCartLoaded(page: BrowserRender): Promise<void> {
  await vi.waitFor(async () => {
    await page.settle();
    expect(page.container.querySelector('[aria-live="polite"]')).not.toBeNull();
  }, ARRIVAL_WAIT);
}

/** A request the page app sent to the shop's cart action: its method, URL and form fields. */
export interface SentCartRequest {
  method: string;
  url: string;
  fields: Record<string, string>;
}

/**
 * A `fetch` that answers the shop's cart action as the server would, from the sent form (a write) or with the
 * current cart (a read), recording what was sent. For `vi.stubGlobal('fetch', …)` in browser tests.
 */
export function cartActionFetch(answer: (fields: Record<string, string>) => CartResult) {
  const sent: SentCartRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const method = init.method ?? 'GET';
    // Read as the action reads it (`request.formData()`), whatever form encoding the page chose.
    const fields =
      init.body === undefined || init.body === null
        ? {}
        : Object.fromEntries(
            [...(await new Request('http://shop.test/', { method, body: init.body }).formData())].map(
              ([name, value]) => [name, String(value)],
            ),
          );
    sent.push({ method, url: String(input), fields });
    return new Response(JSON.stringify(answer(fields)), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch, sent };
}

/**
 * Hands the frame's shared stores to the test (to open the side cart, push a notification, send a change as a
 * component would) and renders what `render` makes of them.
 */
export function ShopCartProbe({
  onStores,
  render,
}: {
  onStores: (stores: ShopCart) => void;
  render?: (stores: ShopCart) => ReactNode;
}) {
  const stores = useShopCart();
  if (stores === undefined) throw new Error('[test] no shop cart in the frame');
  onStores(stores);
  return render ? render(stores) : null;
}
