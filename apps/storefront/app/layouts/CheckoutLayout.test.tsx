import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { useLegalLinks } from '../links/useLegalLinks';
import { renderInShop, textIn } from '../testing/renderInShop';
import CheckoutLayout from './CheckoutLayout';

/** What the layout's loader gives: the footer's pages and the legal pages among them. */
const frame = {
  footerPages: [
    { id: 'ship', label: 'Versand & Lieferung', href: '/de-de/versand/' },
    { id: 'privacy', label: 'Datenschutz', href: '/de-de/datenschutz/' },
    { id: 'terms', label: 'AGB', href: '/de-de/agb/' },
  ],
  legalLinks: { shippingInfo: '/de-de/versand/', privacy: '/de-de/datenschutz/', terms: '/de-de/agb/' },
};

/** A page of the checkout, as the layout's outlet shows it. */
const page = (
  <main id="content">
    <h1>Kasse</h1>
  </main>
);

/** A page that shows which legal pages it finds, as the terms checkbox does. */
function Probe() {
  const links = useLegalLinks();
  return <p>{`${links.terms} ${links.privacy}`}</p>;
}

describe('spec 2.2 the checkout layout', () => {
  it("heads the checkout with the shop's name only, a link home in the page's locale", async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<CheckoutLayout />, { locale, path: '/checkout', outlet: page });
      const header = within(screen).getByRole('banner');
      const links = within(header)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
      expect(links).toEqual([[textIn(locale, 'meta.siteName'), `/${locale}`]]);
    }
  });

  it('shows no shop navigation, search, account or cart that could lead away from paying (issue 17)', async () => {
    const { screen } = await renderInShop(<CheckoutLayout />, {
      path: '/checkout',
      outlet: page,
      pageData: frame,
    });
    expect(within(screen).queryByRole('navigation')).toBeNull();
    expect(within(screen).queryByRole('search')).toBeNull();
    expect(within(within(screen).getByRole('banner')).getAllByRole('link')).toHaveLength(1);
    expect(screen.querySelector('form')).toBeNull();
  });

  it("lists the footer's service and legal pages, each opening in a new tab, said in the page's language", async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<CheckoutLayout />, {
        locale,
        path: '/checkout',
        outlet: page,
        pageData: frame,
      });
      const links = within(within(screen).getByRole('contentinfo')).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual(
        frame.footerPages.map((entry) => entry.href),
      );
      for (const link of links) {
        expect(link.getAttribute('target')).toBe('_blank');
        expect(link.getAttribute('rel')).toBe('noopener');
        expect(link.textContent).toContain(textIn(locale, 'legal.newTab'));
      }
      expect(within(screen).getByText(textIn(locale, 'footer.copyright'))).toBeTruthy();
    }
  });

  it("gives the checkout's terms checkbox the terms and privacy pages the plugin configuration names", async () => {
    const { screen } = await renderInShop(<CheckoutLayout />, {
      path: '/checkout',
      outlet: <Probe />,
      pageData: frame,
    });
    expect(within(screen).getByText('/de-de/agb/ /de-de/datenschutz/')).toBeTruthy();
  });

  it('shows only the copyright below the page when the Store API delivered no footer navigation', async () => {
    const { screen } = await renderInShop(<CheckoutLayout />, {
      path: '/checkout',
      outlet: page,
      pageData: { footerPages: [], legalLinks: {} },
    });
    expect(within(within(screen).getByRole('contentinfo')).queryAllByRole('link')).toHaveLength(0);
  });

  it('shows the page of the checkout (steps or confirmation) below its header', async () => {
    const { screen } = await renderInShop(<CheckoutLayout />, {
      path: '/checkout/success/order-7f3a',
      outlet: page,
    });
    const main = within(screen).getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('Kasse');
    // 4: DOCUMENT_POSITION_FOLLOWING, the page comes after the header.
    expect(within(screen).getByRole('banner').compareDocumentPosition(main)).toBe(4);
  });
});
