// @vitest-environment happy-dom
// What the heart does once the page app runs; its server HTML is specified in WishlistToggle.test.tsx (a file
// renders with one React renderer only: server and client renderers in one file warn about shared contexts).
import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ShopCartProvider } from '../cart/ShopCartProvider';
import { catalogueFor } from '../i18n/messages.server';
import { createTranslate } from '../i18n/translate';
import { LOCALE_INFO } from '../locale/locales';
import { type BrowserRender, renderInBrowser } from '../testing/renderInBrowser';
import { textIn } from '../testing/renderInShop';
import { WISHLIST_STORAGE_KEY } from './browserLocalWishlist';
import { GUEST_WISHLIST_COOKIE } from './guestWishlistCookie';
import { WishlistToggle } from './WishlistToggle';

describe('the wishlist heart once JavaScript runs', () => {
  let mounted: BrowserRender | undefined;
  afterEach(async () => {
    await mounted?.unmount();
    mounted = undefined;
    window.localStorage.clear();
    // biome-ignore lint/suspicious/noDocumentCookie: the test's own document, cleared for the next test.
    document.cookie = `${GUEST_WISHLIST_COOKIE}=; Max-Age=0`;
  });

  /** The heart inside the page app's shared stores, for a guest whose list is in this browser. */
  async function heartForGuest(locale: 'de-de' | 'en-gb') {
    mounted = await renderInBrowser(
      <ShopCartProvider
        locale={locale}
        translate={createTranslate(catalogueFor(LOCALE_INFO[locale].language))}
        initialCart={null}
        wishlistOwner="guest"
      >
        <WishlistToggle productId="serum" name="Hydra Serum" />
      </ShopCartProvider>,
      { locale },
    );
    return mounted;
  }

  it("offers to remove a product already on a guest's list, as a pressed button", async () => {
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(['serum']));
    const { container } = await heartForGuest('en-gb');
    const button = within(container).getByRole('button', {
      name: textIn('en-gb', 'wishlist.remove', { name: 'Hydra Serum' }),
    });
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it('toggles the product in place, without leaving the page, and keeps the list in this browser', async () => {
    const heart = await heartForGuest('de-de');
    const page = within(heart.container);
    await heart.interact(() =>
      page.getByRole('button', { name: textIn('de-de', 'wishlist.add', { name: 'Hydra Serum' }) }).click(),
    );
    const pressed = page.getByRole('button', {
      name: textIn('de-de', 'wishlist.remove', { name: 'Hydra Serum' }),
    });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]')).toEqual(['serum']);
    await heart.interact(() => pressed.click());
    expect(page.getByRole('button').getAttribute('aria-label')).toBe(
      textIn('de-de', 'wishlist.add', { name: 'Hydra Serum' }),
    );
    expect(JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]')).toEqual([]);
  });
});
