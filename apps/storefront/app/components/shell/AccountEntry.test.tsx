import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { AccountEntry } from './AccountEntry';

describe("the header's account entry without JavaScript", () => {
  it('is the login page, coming back to this page (with its query) after the login', async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<AccountEntry />, { locale, path: '/Soins/?order=price-asc' });
      const link = within(screen).getByRole('link', { name: textIn(locale, 'header.account') });
      const href = new URL(link.getAttribute('href') ?? '', 'http://shop.test');
      expect(href.pathname).toBe(`/${locale}/login`);
      expect(href.searchParams.get('redirectTo')).toBe(`/${locale}/Soins/?order=price-asc`);
    }
  });

  it('renders the login panel closed and empty, so no form is in the page before it opens', async () => {
    const { screen } = await renderInShop(<AccountEntry />);
    const panel = screen.querySelector('dialog');
    expect(panel?.hasAttribute('open')).toBe(false);
    expect(panel?.getAttribute('aria-label')).toBe(textIn('de-de', 'account.login.title'));
    expect(panel?.querySelector('form')).toBeNull();
  });

  it("links a logged-in customer's account, named as logged in", async () => {
    const { screen } = await renderInShop(<AccountEntry />, {
      locale: 'en-gb',
      pageData: { cartFrame: { cart: null, wishlistOwner: 'customer' } },
    });
    const link = within(screen).getByRole('link', { name: textIn('en-gb', 'header.accountLoggedIn') });
    expect(link.getAttribute('href')).toBe('/en-gb/account');
    expect(screen.querySelector('dialog')).toBeNull();
  });
});
