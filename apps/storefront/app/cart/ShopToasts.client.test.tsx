// @vitest-environment happy-dom
// The notification region on the shared store (spec 3, 4, 9); its empty region in the page's HTML is specified in
// ShopCartFrame.test.tsx.
import { within } from '@testing-library/dom';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../locale/locales';
import { type BrowserRender, renderInBrowser } from '../testing/renderInBrowser';
import { textIn } from '../testing/renderInShop';
import { ShopCartProbe, withShopCart } from '../testing/shopCartFixtures';
import type { ShopCart } from './ShopCartContext';
import { ShopToasts } from './ShopToasts';

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
});
