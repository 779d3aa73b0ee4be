import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { HeaderEntryPoints } from './HeaderEntryPoints';

describe("spec 2.2 the header's entry points", () => {
  it("link account, wishlist and cart under the locale's prefix, named in the page's language", async () => {
    for (const locale of ['de-at', 'en-gb'] as const) {
      const { screen } = await renderInShop(<HeaderEntryPoints />, { locale, path: '/pflege' });
      const links = within(screen).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        // Issue 16: logged out and without JavaScript, the account is the login page, back to this page after.
        [textIn(locale, 'header.account'), `/${locale}/login?redirectTo=%2F${locale}%2Fpflege`],
        [textIn(locale, 'header.wishlist'), `/${locale}/wishlist`],
        [textIn(locale, 'header.cart'), `/${locale}/checkout/cart`],
      ]);
    }
  });

  it('show a logged-in customer as such, linking the account', async () => {
    const { screen } = await renderInShop(<HeaderEntryPoints />, {
      pageData: { cartFrame: { cart: null, wishlistOwner: 'customer' } },
    });
    const account = within(screen).getAllByRole('link')[0];
    expect(account?.textContent).toBe(textIn('de-de', 'header.accountLoggedIn'));
    expect(account?.getAttribute('href')).toBe('/de-de/account');
  });
});
