// @vitest-environment happy-dom
// The notification region on the shared store (spec 3, 4, 9); its empty region in the page's HTML is specified in
// ShopCartFrame.test.tsx.
import { within } from '@testing-library/dom';
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../locale/locales';
import { type BrowserRender, renderInBrowser } from '../testing/renderInBrowser';
import { textIn } from '../testing/renderInShop';
import { ShopCartProbe, withShopCart } from '../testing/shopCartFixtures';
import { useInlineNotices } from './inlineNotices';
import type { ShopCart } from './ShopCartContext';
import { ShopToasts } from './ShopToasts';

/** The cart page's message list, as CartPageContent shows the inline notices (with a discount in the cart). */
function CartMessages({ shopCart }: { shopCart: ShopCart }) {
  const notices = useInlineNotices(shopCart, true);
  return (
    <ul aria-label="cart messages">
      {notices.map((notice) => (
        <li key={notice.id}>{notice.message}</li>
      ))}
    </ul>
  );
}

/** The toast region beside a cart page that the test can leave. */
function CartPageProbe({ shopCart, onLeave }: { shopCart: ShopCart; onLeave: (leave: () => void) => void }) {
  const [onCart, setOnCart] = useState(true);
  onLeave(() => setOnCart(false));
  return (
    <>
      <ShopToasts shopCart={shopCart} />
      {onCart ? <CartMessages shopCart={shopCart} /> : null}
    </>
  );
}

let mounted: BrowserRender | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  vi.useRealTimers();
});

async function toastsIn(locale: Locale) {
  let stores: ShopCart | undefined;
  const probe = (
    <ShopCartProbe
      onStores={(found) => {
        stores = found;
      }}
      render={(found) => <ShopToasts shopCart={found} />}
    />
  );
  mounted = await renderInBrowser(withShopCart(probe, { locale }), { locale });
  if (stores === undefined) throw new Error('no shop cart in the frame');
  const region = within(mounted.container).getByRole('region', {
    name: textIn(locale, 'cart.notifications'),
  });
  return { stores, page: mounted, region };
}

describe('the notification region', () => {
  it('announces a notification politely and lets the shopper dismiss it by a button named in their language', async () => {
    for (const locale of ['fr-fr', 'de-de'] as const) {
      const { stores, page, region } = await toastsIn(locale);
      await page.interact(() => {
        stores.notifications.push({ type: 'danger', message: textIn(locale, 'cart.changeFailed') });
      });
      const [toast, ...others] = within(region).getAllByRole('listitem');
      expect(others).toEqual([]);
      expect(toast?.closest('[aria-live="polite"]')).not.toBeNull();
      expect(toast?.textContent).toBe(textIn(locale, 'cart.changeFailed'));
      const dismiss = within(toast as HTMLElement).getByRole('button', {
        name: textIn(locale, 'cart.dismiss'),
      });
      await page.interact(() => dismiss.click());
      expect(within(region).queryAllByRole('listitem')).toEqual([]);
      await page.unmount();
      mounted = undefined;
    }
  });

  it('lets a notification go after 2500 ms, but keeps a persistent one until dismissed (spec 4)', async () => {
    const { stores, page, region } = await toastsIn('en-gb');
    vi.useFakeTimers();
    await page.interact(() => {
      stores.notifications.push({ type: 'info', message: 'Gone soon' });
      stores.notifications.push({ type: 'success', message: 'Discount added', persistent: true });
    });
    const messages = () =>
      within(region)
        .queryAllByRole('listitem')
        .map((item) => item.textContent);
    expect(messages()).toEqual(['Gone soon', 'Discount added']);
    await act(async () => vi.advanceTimersByTime(2400));
    expect(messages()).toEqual(['Gone soon', 'Discount added']);
    await act(async () => vi.advanceTimersByTime(200));
    expect(messages()).toEqual(['Discount added']);
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(messages()).toEqual(['Discount added']);
  });

  it('leaves a persistent notice to a page that shows it in its own messages (the cart), which takes it along on leaving', async () => {
    let stores: ShopCart | undefined;
    let leave: () => void = () => undefined;
    const probe = (
      <ShopCartProbe
        onStores={(found) => {
          stores = found;
        }}
        render={(found) => (
          <CartPageProbe
            shopCart={found}
            onLeave={(go) => {
              leave = go;
            }}
          />
        )}
      />
    );
    mounted = await renderInBrowser(withShopCart(probe, { locale: 'de-de' }), { locale: 'de-de' });
    const page = mounted;
    if (stores === undefined) throw new Error('no shop cart in the frame');
    const shopCart = stores;
    const region = within(page.container).getByRole('region', {
      name: textIn('de-de', 'cart.notifications'),
    });
    const toasts = () =>
      within(region)
        .queryAllByRole('listitem')
        .map((item) => item.textContent);
    await page.interact(() => {
      shopCart.notifications.push({ type: 'success', message: 'Rabatt hinzugefügt', persistent: true });
      shopCart.notifications.push({ type: 'danger', message: 'Code unbekannt' });
    });
    const inline = within(page.container).getByRole('list', { name: 'cart messages' });
    expect(inline.textContent).toBe('Rabatt hinzugefügt');
    // The passing notice is still a toast; the persistent one is not covering the page.
    expect(toasts()).toEqual(['Code unbekannt']);
    await page.interact(() => leave());
    // Seen on the cart: it does not follow the shopper as a toast.
    expect(toasts()).toEqual(['Code unbekannt']);
    expect(shopCart.notifications.getState().map((notice) => notice.message)).toEqual(['Code unbekannt']);
  });
});
