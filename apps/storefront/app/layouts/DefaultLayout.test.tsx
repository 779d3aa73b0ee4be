import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderInShop, textIn } from '../testing/renderInShop';
import { rootData, shopFrame } from '../testing/shopFrameFixtures';
import DefaultLayout from './DefaultLayout';

/** A page of the shop, as the layout's outlet shows it. */
const page = (
  <main id="content">
    <h1>Gesicht</h1>
  </main>
);

describe('spec 2.2 the default layout: header, page, footer', () => {
  it('frames the page with the header (its main navigation) and the footer (its navigation), in that order', async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<DefaultLayout />, {
        locale,
        path: '/Gesicht/',
        outlet: page,
        pageData: shopFrame(),
        rootData: rootData(),
      });
      const header = within(screen).getByRole('banner');
      const main = within(screen).getByRole('main');
      const footer = within(screen).getByRole('contentinfo');
      expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('Gesicht');
      // 4: DOCUMENT_POSITION_FOLLOWING.
      expect(header.compareDocumentPosition(main)).toBe(4);
      expect(main.compareDocumentPosition(footer)).toBe(4);
      expect(within(screen).getByRole('navigation', { name: textIn(locale, 'nav.main') })).toBeTruthy();
      expect(within(footer).getByRole('navigation', { name: textIn(locale, 'nav.footer') })).toBeTruthy();
      // The skip link leads past the header to the page.
      expect(
        within(header)
          .getByRole('link', { name: textIn(locale, 'nav.skipToContent') })
          .getAttribute('href'),
      ).toBe('#content');
    }
  });

  it('shows neither navigation inside the app (spec 1 app mode), the page and the logo still there', async () => {
    const { screen } = await renderInShop(<DefaultLayout />, {
      path: '/Gesicht/',
      outlet: page,
      // Even with navigations at hand: app mode decides, not the data.
      pageData: shopFrame(),
      rootData: rootData({ appMode: true }),
    });
    expect(within(screen).queryByRole('navigation', { name: textIn('de-de', 'nav.main') })).toBeNull();
    expect(within(screen).queryByRole('navigation', { name: textIn('de-de', 'nav.footer') })).toBeNull();
    expect(
      within(screen).queryByRole('form', { name: textIn('de-de', 'newsletter.footerTitle') }),
    ).toBeNull();
    expect(
      within(within(screen).getByRole('banner')).getByRole('link', {
        name: textIn('de-de', 'meta.siteName'),
      }),
    ).toBeTruthy();
    expect(within(screen).getByRole('main')).toBeTruthy();
  });

  it('says on every page that a staff member is acting as a customer, with the way out (issue 16)', async () => {
    const { screen } = await renderInShop(<DefaultLayout />, {
      locale: 'fr-fr',
      path: '/',
      outlet: page,
      pageData: shopFrame({ imitation: { name: 'Erika Muster' } }),
      rootData: rootData(),
    });
    expect(screen.textContent).toContain(textIn('fr-fr', 'account.imitate.banner', { name: 'Erika Muster' }));
    const exit = within(screen).getByRole('button', { name: textIn('fr-fr', 'account.imitate.exit') });
    expect(exit.closest('form')?.getAttribute('action')).toBe('/fr-fr/account/logout');
  });

  it('shows no imitation notice to a shopper', async () => {
    const { screen } = await renderInShop(<DefaultLayout />, {
      path: '/',
      outlet: page,
      pageData: shopFrame(),
      rootData: rootData(),
    });
    expect(
      within(screen).queryByRole('button', { name: textIn('de-de', 'account.imitate.exit') }),
    ).toBeNull();
  });
});
