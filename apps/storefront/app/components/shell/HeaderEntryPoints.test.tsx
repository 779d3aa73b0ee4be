import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { HeaderEntryPoints } from './HeaderEntryPoints';

describe("spec 2.2 the header's entry points", () => {
  it("link account, wishlist and cart under the locale's prefix, named in the page's language", async () => {
    for (const locale of ['de-at', 'en-gb'] as const) {
      const { screen } = await renderInShop(<HeaderEntryPoints />, { locale });
      const links = within(screen).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        [textIn(locale, 'header.account'), `/${locale}/account`],
        [textIn(locale, 'header.wishlist'), `/${locale}/wishlist`],
        [textIn(locale, 'header.cart'), `/${locale}/checkout/cart`],
      ]);
    }
  });
});
