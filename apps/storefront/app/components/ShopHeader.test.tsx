import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { NAVIGATION } from '../testing/navigationFixtures';
import { renderInShop, textIn } from '../testing/renderInShop';
import { ShopHeader } from './ShopHeader';
import { CATEGORY_NAVIGATION_ID } from './shell/CategoryNavigation';

describe('spec 2.4 the header', () => {
  it('starts with a way past itself to the content, and its logo links home', async () => {
    for (const locale of ['de-ch', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<ShopHeader navigation={NAVIGATION} hideNavigation={false} />, {
        locale,
      });
      const [skip] = within(screen).getAllByRole('link');
      expect([skip?.textContent, skip?.getAttribute('href')]).toEqual([
        textIn(locale, 'nav.skipToContent'),
        '#content',
      ]);
      const logo = within(screen).getByRole('link', { name: textIn(locale, 'meta.siteName') });
      expect(logo.getAttribute('href')).toBe(`/${locale}`);
    }
  });

  it("holds a search landmark whose form searches the locale's search page by GET", async () => {
    const { screen } = await renderInShop(<ShopHeader navigation={NAVIGATION} hideNavigation={false} />, {
      locale: 'fr-ch',
    });
    // The <search> element is the landmark (browsers map it to role search; the test's DOM library does not yet).
    const search = screen.querySelector('search') as HTMLElement;
    const field = within(search).getByRole('searchbox', { name: textIn('fr-ch', 'header.search') });
    expect(field.getAttribute('name')).toBe('search');
    const form = field.closest('form');
    expect([form?.getAttribute('method'), form?.getAttribute('action')]).toEqual(['get', '/fr-ch/search']);
  });

  it('links account, wishlist and cart, and without JavaScript the menu jumps to the category list', async () => {
    const { screen } = await renderInShop(<ShopHeader navigation={NAVIGATION} hideNavigation={false} />, {
      locale: 'en-gb',
    });
    const page = within(screen);
    expect(page.getByRole('link', { name: textIn('en-gb', 'header.cart') }).getAttribute('href')).toBe(
      '/en-gb/checkout/cart',
    );
    expect(page.getByRole('link', { name: textIn('en-gb', 'header.wishlist') }).getAttribute('href')).toBe(
      '/en-gb/wishlist',
    );
    const menu = page.getByRole('link', { name: textIn('en-gb', 'nav.menu') });
    expect(menu.getAttribute('href')).toBe(`#${CATEGORY_NAVIGATION_ID}`);
    const navigation = page.getByRole('navigation', { name: textIn('en-gb', 'nav.main') });
    expect(
      navigation.id === CATEGORY_NAVIGATION_ID ||
        navigation.querySelector(`#${CATEGORY_NAVIGATION_ID}`) !== null,
    ).toBe(true);
    expect(within(navigation).getByRole('link', { name: 'Sale' }).getAttribute('href')).toBe('/de-de/Sale/');
  });

  it('shows neither menu nor category navigation inside the app (spec 1), keeping search and entry points', async () => {
    const { screen } = await renderInShop(<ShopHeader navigation={NAVIGATION} hideNavigation />);
    const page = within(screen);
    expect(page.queryByRole('navigation')).toBeNull();
    expect(page.queryByRole('link', { name: textIn('de-de', 'nav.menu') })).toBeNull();
    within(screen.querySelector('search') as HTMLElement).getByRole('searchbox');
    page.getByRole('link', { name: textIn('de-de', 'header.cart') });
  });

  it('shows no menu for a shop without a navigation', async () => {
    const { screen } = await renderInShop(<ShopHeader navigation={[]} hideNavigation={false} />);
    expect(within(screen).queryByRole('link', { name: textIn('de-de', 'nav.menu') })).toBeNull();
  });
});
