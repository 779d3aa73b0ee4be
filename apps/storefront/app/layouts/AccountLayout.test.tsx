import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../i18n/messages';
import type { Locale } from '../locale/locales';
import { renderInShop, textIn } from '../testing/renderInShop';
import { shopFrame } from '../testing/shopFrameFixtures';
import AccountLayout from './AccountLayout';

const ERIKA = { firstName: 'Erika', lastName: 'Muster' };

/** An account page, as the layout's outlet shows it. */
const page = <h1>Persönliche Daten</h1>;

function render(
  path: string,
  { locale = 'de-de', customer = ERIKA }: { locale?: Locale; customer?: typeof ERIKA | null } = {},
) {
  return renderInShop(<AccountLayout />, {
    locale,
    path,
    outlet: page,
    pageData: { ...shopFrame(), customer },
  });
}

const SECTIONS: [string, MessageKey][] = [
  ['/account', 'account.nav.overview'],
  ['/account/profile', 'account.nav.profile'],
  ['/account/address', 'account.nav.address'],
  ['/account/payment', 'account.nav.payment'],
  ['/account/order', 'account.nav.order'],
];

function accountNavigation(screen: HTMLElement, locale: Locale): HTMLElement {
  return within(screen).getByRole('navigation', { name: textIn(locale, 'account.title') });
}

describe('spec 2.2 the account layout', () => {
  it("is the account navigation: its five sections as links in the page's locale and language", async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await render('/account/profile', { locale });
      const links = within(accountNavigation(screen, locale))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
      expect(links).toEqual(SECTIONS.map(([path, label]) => [textIn(locale, label), `/${locale}${path}`]));
    }
  });

  it.each([
    ['/account', 'account.nav.overview'],
    ['/account/', 'account.nav.overview'],
    ['/account/address', 'account.nav.address'],
    ['/account/order/10042', 'account.nav.order'],
  ] as const)('marks the section of %s as the current page, and only that one', async (path, label) => {
    const { screen } = await render(path, { locale: 'en-gb' });
    const current = accountNavigation(screen, 'en-gb').querySelectorAll('[aria-current="page"]');
    expect([...current].map((link) => link.textContent)).toEqual([textIn('en-gb', label)]);
  });

  it('logs out with a plain POST form to the logout action, inside the account navigation', async () => {
    const { screen } = await render('/account', { locale: 'fr-fr' });
    const navigation = accountNavigation(screen, 'fr-fr');
    const logout = within(navigation).getByRole('button', { name: textIn('fr-fr', 'account.logout') });
    const form = logout.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/fr-fr/account/logout');
  });

  it("shows the account page as the page's main content, inside the shop's header and footer", async () => {
    const { screen } = await render('/account/profile');
    const main = within(screen).getByRole('main');
    expect(main.id).toBe('content');
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('Persönliche Daten');
    expect(main.contains(accountNavigation(screen, 'de-de'))).toBe(true);
    expect(within(screen).getByRole('banner')).toBeTruthy();
    expect(within(screen).getByRole('contentinfo')).toBeTruthy();
  });

  it("leaves the account navigation out for a guest opening their order from the mail's deep link", async () => {
    const { screen } = await render('/account/order/10042', { customer: null });
    expect(within(screen).queryByRole('navigation', { name: textIn('de-de', 'account.title') })).toBeNull();
    expect(within(screen).queryByRole('button', { name: textIn('de-de', 'account.logout') })).toBeNull();
    expect(within(within(screen).getByRole('main')).getByRole('heading', { level: 1 })).toBeTruthy();
  });
});
