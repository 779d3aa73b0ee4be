import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { footerGroups } from '../links/navigationTree';
import { legalTextIn } from '../testing/legalText';
import { NAVIGATION } from '../testing/navigationFixtures';
import { renderInShop, textIn } from '../testing/renderInShop';
import { ShopFooter } from './ShopFooter';

const groups = footerGroups(NAVIGATION);

describe('spec 2.4 the shop footer', () => {
  it("lists the footer navigation's links in their order, in a landmark named in the page's language", async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<ShopFooter navigation={groups} hideNavigation={false} />, {
        locale,
      });
      const nav = within(screen).getByRole('navigation', { name: textIn(locale, 'nav.footer') });
      const links = within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
      expect(links).toEqual([
        ['Gesicht', '/de-de/Gesicht/'],
        ['Reinigung', '/de-de/Gesicht/Reinigung/'],
        ['Magazin', 'https://magazin.example/'],
        ['Sale', '/de-de/Sale/'],
      ]);
      expect(within(screen).getByText(textIn(locale, 'footer.copyright'))).toBeTruthy();
    }
  });

  it('leaves the navigation landmark out when the Store API delivered no footer navigation', async () => {
    const { screen } = await renderInShop(<ShopFooter navigation={[]} hideNavigation={false} />);
    expect(within(screen).queryByRole('navigation', { name: textIn('de-de', 'nav.footer') })).toBeNull();
    expect(
      within(screen).getByRole('navigation', { name: textIn('de-de', 'footer.languages') }),
    ).toBeTruthy();
  });

  it('signs up for the newsletter with a plain form posting the email to the locale’s newsletter page', async () => {
    for (const locale of ['de-de', 'en-gb'] as const) {
      const { screen } = await renderInShop(<ShopFooter navigation={groups} hideNavigation={false} />, {
        locale,
      });
      const form = within(screen).getByRole('form', { name: textIn(locale, 'newsletter.footerTitle') });
      expect(form.getAttribute('method')).toBe('post');
      expect(form.getAttribute('action')).toBe(`/${locale}/newsletter`);
      const email = within(form).getByRole('textbox', { name: textIn(locale, 'newsletter.email') });
      expect(email.getAttribute('name')).toBe('email');
      expect(within(form).getByRole('button', { name: textIn(locale, 'newsletter.subscribe') })).toBeTruthy();
    }
  });

  it('says under the sign-up that it can be ended any time and where the privacy policy explains the data', async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<ShopFooter navigation={groups} hideNavigation={false} />, {
        locale,
      });
      const section = within(screen)
        .getByRole('form', { name: textIn(locale, 'newsletter.footerTitle') })
        .closest('section') as HTMLElement;
      // The privacy policy named in plain text: the footer's own link to it sits right below.
      expect(within(section).getByText(legalTextIn(locale, 'newsletter.privacyNotice'))).toBeTruthy();
      expect(within(section).queryByText(/\{privacy\}/)).toBeNull();
    }
  });

  it('leaves its sign-up out on the newsletter page, whose content is the same form', async () => {
    // The page is the route, whatever its address (with or without the locale prefix or a trailing slash).
    for (const path of ['/newsletter', '/newsletter/']) {
      const { screen } = await renderInShop(<ShopFooter navigation={groups} hideNavigation={false} />, {
        locale: 'fr-fr',
        path,
        routeName: 'newsletter',
      });
      expect(
        within(screen).queryByRole('form', { name: textIn('fr-fr', 'newsletter.footerTitle') }),
      ).toBeNull();
      expect(within(screen).getByRole('navigation', { name: textIn('fr-fr', 'nav.footer') })).toBeTruthy();
    }
    const other = await renderInShop(<ShopFooter navigation={groups} hideNavigation={false} />, {
      locale: 'fr-fr',
      path: '/newsletter-archiv',
    });
    expect(
      within(other.screen).getByRole('form', { name: textIn('fr-fr', 'newsletter.footerTitle') }),
    ).toBeTruthy();
  });

  it('switches the language to the same page in every locale, the current one marked', async () => {
    const { screen } = await renderInShop(<ShopFooter navigation={groups} hideNavigation={false} />, {
      locale: 'en-gb',
      path: '/Care/?order=price-asc',
    });
    const switcher = within(screen).getByRole('navigation', { name: textIn('en-gb', 'footer.languages') });
    const hrefs = within(switcher)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/de-de/Care/?order=price-asc',
      '/en-gb/Care/?order=price-asc',
      '/de-at/Care/?order=price-asc',
      '/de-ch/Care/?order=price-asc',
      '/fr-ch/Care/?order=price-asc',
      '/fr-fr/Care/?order=price-asc',
    ]);
    const current = within(switcher).getByRole('link', { current: true });
    expect(current.getAttribute('hreflang')).toBe('en-gb');
  });

  it('switches a page with SEO paths per language to the path its loader names for every locale', async () => {
    const { screen } = await renderInShop(<ShopFooter navigation={groups} hideNavigation={false} />, {
      locale: 'de-de',
      path: '/Hydra-Serum/',
      pageData: { alternatePath: '/detail/serum' },
    });
    const switcher = within(screen).getByRole('navigation', { name: textIn('de-de', 'footer.languages') });
    const french = within(switcher).getByRole('link', { name: 'Français (France)' });
    expect(french.getAttribute('href')).toBe('/fr-fr/detail/serum');
  });

  it('reopens the consent settings with a button (it opens a dialog, it goes nowhere)', async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<ShopFooter navigation={groups} hideNavigation={false} />, {
        locale,
      });
      const settings = within(screen).getByRole('button', { name: textIn(locale, 'consent.footerLink') });
      expect(settings.getAttribute('type')).toBe('button');
    }
  });

  it('in app mode (spec 1) shows only the copyright: no navigation, language switcher, newsletter or consent link', async () => {
    const { screen } = await renderInShop(<ShopFooter navigation={groups} hideNavigation />);
    const footer = within(screen).getByRole('contentinfo');
    expect(footer.textContent).toBe(textIn('de-de', 'footer.copyright'));
    expect(within(footer).queryAllByRole('link')).toEqual([]);
    expect(within(footer).queryAllByRole('button')).toEqual([]);
    expect(footer.querySelector('form')).toBeNull();
  });
});
