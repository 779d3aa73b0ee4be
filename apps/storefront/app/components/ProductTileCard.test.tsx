import { formatCurrency } from '@beautyshop/ui';
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { productTile } from '../testing/listingFixtures';
import { renderInShop, textIn } from '../testing/renderInShop';
import { ProductTileCard } from './ProductTileCard';

const serum = productTile('serum', 'Hydra Serum', { href: '/de-de/Hydra-Serum/', manufacturer: 'Lumière' });

describe('a product tile (listings and sliders)', () => {
  it("links the product's name to its SEO URL and names the brand", async () => {
    const { screen } = await renderInShop(<ProductTileCard product={serum} />);
    const card = within(screen).getByRole('article');
    expect(within(card).getByRole('link', { name: 'Hydra Serum' }).getAttribute('href')).toBe(
      '/de-de/Hydra-Serum/',
    );
    expect(within(card).getByText('Lumière')).toBeTruthy();
  });

  it("prices the product in the market's currency, written the page's way", async () => {
    for (const locale of ['de-de', 'fr-ch'] as const) {
      const { screen } = await renderInShop(<ProductTileCard product={serum} />, { locale });
      const currency = locale === 'fr-ch' ? 'CHF' : 'EUR';
      expect(screen.textContent).toContain(formatCurrency(19.9, currency, locale));
    }
  });

  it('strikes through the list price with the discount, and says which price is which', async () => {
    const reduced = { ...serum, unitPrice: 19.9, listPrice: 29.9, percentage: 33 };
    for (const locale of ['de-de', 'en-gb'] as const) {
      const { screen } = await renderInShop(<ProductTileCard product={reduced} />, { locale });
      const struck = screen.querySelector('s');
      expect(struck?.textContent).toBe(
        `${textIn(locale, 'price.listPrice')} ${formatCurrency(29.9, 'EUR', locale)}`,
      );
      expect(screen.textContent).toContain(
        `${textIn(locale, 'price.salePrice')} ${formatCurrency(19.9, 'EUR', locale)}`,
      );
      const percent = new Intl.NumberFormat(locale, { style: 'percent' }).format(0.33);
      expect(screen.textContent).toContain(textIn(locale, 'price.discount', { percent }));
    }
  });

  it("shows the product's badges (spec 3) over its image, and none when it has none", async () => {
    const { screen } = await renderInShop(
      <ProductTileCard product={{ ...serum, badges: ['Angebot', 'Vegan'] }} />,
    );
    const card = within(screen).getByRole('article');
    expect(within(card).getByText('Angebot')).toBeTruthy();
    expect(within(card).getByText('Vegan')).toBeTruthy();
    const plain = await renderInShop(<ProductTileCard product={{ ...serum, badges: [] }} />);
    expect(within(plain.screen).queryByText('Angebot')).toBeNull();
  });

  it('shows no struck-through price when there is no list price', async () => {
    const { screen } = await renderInShop(<ProductTileCard product={serum} />);
    expect(screen.querySelector('s')).toBeNull();
  });

  it("prefixes a family's cheapest price with 'from' when its variants differ in price", async () => {
    const { screen } = await renderInShop(<ProductTileCard product={{ ...serum, hasRange: true }} />, {
      locale: 'en-gb',
    });
    expect(screen.textContent).toContain(
      `${textIn('en-gb', 'price.rangeFrom')} ${formatCurrency(19.9, 'EUR', 'en-gb')}`,
    );
  });

  it("names the average rating in the page's language, and shows no stars without ratings", async () => {
    const rated = { ...serum, ratingAverage: 4.25 };
    const { screen } = await renderInShop(<ProductTileCard product={rated} />, { locale: 'fr-fr' });
    expect(
      within(screen).getByRole('img', { name: textIn('fr-fr', 'product.ratingLabel', { value: '4,3' }) }),
    ).toBeTruthy();
    const unrated = await renderInShop(<ProductTileCard product={serum} />);
    expect(within(unrated.screen).queryByRole('img')).toBeNull();
  });

  it('adds one to the cart with a plain form that comes back to this page', async () => {
    const { screen } = await renderInShop(<ProductTileCard product={serum} />, {
      locale: 'en-gb',
      path: '/Care/?order=price-asc',
    });
    const button = within(screen).getByRole('button', { name: textIn('en-gb', 'cart.addToCart') });
    const form = button.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/en-gb/cart/change');
    const fields = Object.fromEntries(
      [...(form?.querySelectorAll('input') ?? [])].map((input) => [input.name, input.value]),
    );
    expect(fields).toEqual({ intent: 'add', productId: 'serum', returnTo: '/en-gb/Care/?order=price-asc' });
  });

  it('offers no add-to-cart for a product with variants but its details: the shopper picks one on its page', async () => {
    const { screen } = await renderInShop(<ProductTileCard product={{ ...serum, hasVariants: true }} />);
    expect(within(screen).queryByRole('button', { name: textIn('de-de', 'cart.addToCart') })).toBeNull();
    const details = within(screen).getByRole('link', {
      name: textIn('de-de', 'product.tileDetailsOf', { name: serum.name }),
    });
    expect(details.getAttribute('href')).toBe(serum.href);
    expect(details.textContent).toBe(textIn('de-de', 'product.tileDetails'));
  });

  it('puts the given actions in place of the add-to-cart form (the wishlist page)', async () => {
    const { screen } = await renderInShop(
      <ProductTileCard product={serum} actions={<button type="button">In den Warenkorb legen</button>} />,
    );
    expect(within(screen).getByRole('button', { name: 'In den Warenkorb legen' })).toBeTruthy();
    expect(within(screen).queryByRole('button', { name: textIn('de-de', 'cart.addToCart') })).toBeNull();
  });

  it('carries the wishlist heart, named after the product', async () => {
    const { screen } = await renderInShop(<ProductTileCard product={serum} />, { locale: 'fr-fr' });
    const heart = within(screen).getByRole('button', {
      name: textIn('fr-fr', 'wishlist.add', { name: 'Hydra Serum' }),
    });
    expect(heart.closest('form')?.getAttribute('action')).toBe('/fr-fr/wishlist/change');
  });
});
