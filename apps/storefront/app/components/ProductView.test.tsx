import type { ProductPageView, VariantGroup } from '@beautyshop/catalogue';
import { formatCurrency } from '@beautyshop/ui';
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { productTile } from '../testing/listingFixtures';
import { renderInShop, textIn } from '../testing/renderInShop';
import { ProductView } from './ProductView';

const PATH = '/Hydra-Serum-30-ml/';

const sizes: VariantGroup = {
  id: 'size',
  name: 'Größe',
  options: [
    {
      id: 's30',
      name: '30 ml',
      colorHexCode: undefined,
      href: '/de-de/Hydra-Serum-30-ml/',
      selected: true,
      available: true,
    },
    {
      id: 's50',
      name: '50 ml',
      colorHexCode: undefined,
      href: '/de-de/Hydra-Serum-50-ml/',
      selected: false,
      available: true,
    },
  ],
};

/** The detail page of a 30 ml serum on sale, in stock, with a size choice and no reviews yet. */
function productPage(fields: Partial<ProductPageView> = {}): ProductPageView {
  return {
    kind: 'product',
    alternatePath: '/detail/serum30',
    product: {
      ...productTile('serum30', 'Hydra Serum', { href: `/de-de${PATH}`, manufacturer: 'Lumière' }),
      familyId: 'serum30',
      unitPrice: 19.9,
      listPrice: 29.9,
      percentage: 33,
      productNumber: 'LUM-30',
      description: '<p>Spendet <strong>Feuchtigkeit</strong> für den ganzen Tag.</p>',
      metaTitle: 'Hydra Serum',
      metaDescription: '',
      available: true,
      gallery: [],
      quantity: { min: 1, step: 1, max: 100 },
    },
    price: {
      unitPrice: 19.9,
      listPrice: 29.9,
      percentage: 33,
      lowestPrice30Days: 24.9,
      referencePrice: { price: 66.33, purchaseUnit: 30, referenceUnit: 100, unitName: 'ml' },
      tiers: [],
    },
    availability: { state: 'inStock', deliveryTime: '1-3 Tage' },
    rating: { average: undefined, count: undefined },
    variantGroups: [sizes],
    reviews: {
      state: 'loaded',
      scope: 'language',
      page: 1,
      pageCount: 0,
      total: 0,
      allLanguagesTotal: 0,
      reviews: [],
    },
    setContent: undefined,
    crossSellings: [],
    recommendations: [],
    breadcrumb: ['Home', 'Gesicht', 'Hydra Serum'],
    ...fields,
  };
}

describe('spec 2.4 the product detail page', () => {
  it('names the product with its brand and item number, in the page’s language', async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<ProductView data={productPage()} />, { locale, path: PATH });
      const main = within(screen).getByRole('main');
      expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('Hydra Serum');
      expect(within(main).getByText('Lumière')).toBeTruthy();
      expect(main.textContent).toContain(`${textIn(locale, 'product.productNumber')}: LUM-30`);
    }
  });

  it('prices this variant in the market’s currency: the sale price, the struck list price and the price per 100 ml', async () => {
    for (const locale of ['de-de', 'fr-ch'] as const) {
      const { screen } = await renderInShop(<ProductView data={productPage()} />, { locale, path: PATH });
      const currency = locale === 'fr-ch' ? 'CHF' : 'EUR';
      const money = (amount: number) => formatCurrency(amount, currency, locale);
      expect(screen.textContent).toContain(`${textIn(locale, 'price.salePrice')} ${money(19.9)}`);
      expect(screen.querySelector('s')?.textContent).toBe(
        `${textIn(locale, 'price.listPrice')} ${money(29.9)}`,
      );
      expect(screen.textContent).toContain(
        textIn(locale, 'price.referencePrice', {
          content: '30\u00a0ml',
          price: money(66.33),
          unit: '100\u00a0ml',
        }),
      );
    }
  });

  it('shows the tax and shipping notice beside the price, and the lowest price of the last 30 days beside a reduced one (issue 19, spec 2.4 price history)', async () => {
    for (const locale of ['de-de', 'de-ch', 'en-gb'] as const) {
      const { screen } = await renderInShop(<ProductView data={productPage()} />, { locale, path: PATH });
      const currency = locale === 'de-ch' ? 'CHF' : 'EUR';
      const tax = textIn(locale, locale === 'de-ch' ? 'price.taxNoticeCh' : 'price.taxNotice');
      expect(screen.textContent).toContain(`${tax}, ${textIn(locale, 'price.shippingNotice')}`);
      expect(screen.textContent).toContain(
        textIn(locale, 'price.lowest30Days', { price: formatCurrency(24.9, currency, locale) }),
      );
    }
    expect(textIn('de-ch', 'price.taxNoticeCh')).toBe('inkl. MWST');
  });

  it('shows graduated prices as a table with the loader’s quantity labels (spec 9)', async () => {
    const price = {
      ...productPage().price,
      tiers: [
        { quantity: 5, unitPrice: 19.9, label: textIn('en-gb', 'price.tierTo', { n: 5 }) },
        { quantity: 6, unitPrice: 17.9, label: textIn('en-gb', 'price.tierFrom', { n: 6 }) },
      ],
    };
    const { screen } = await renderInShop(<ProductView data={productPage({ price })} />, {
      locale: 'en-gb',
      path: PATH,
    });
    const table = within(screen).getByRole('table', { name: textIn('en-gb', 'price.tierCaption') });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['to 5', formatCurrency(19.9, 'EUR', 'en-gb')],
      ['from 6', formatCurrency(17.9, 'EUR', 'en-gb')],
    ]);
  });

  it('links the other variants and marks the chosen one', async () => {
    const { screen } = await renderInShop(<ProductView data={productPage()} />, { path: PATH });
    const group = within(screen).getByRole('group', { name: /Größe/ });
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]),
    ).toEqual([
      ['30 ml', '/de-de/Hydra-Serum-30-ml/', 'true'],
      ['50 ml', '/de-de/Hydra-Serum-50-ml/', null],
    ]);
  });

  it('says whether it is in stock and how long delivery takes', async () => {
    const { screen } = await renderInShop(<ProductView data={productPage()} />, {
      locale: 'en-gb',
      path: PATH,
    });
    expect(within(screen).getByText(textIn('en-gb', 'product.inStock'))).toBeTruthy();
    expect(
      within(screen).getByText(textIn('en-gb', 'product.deliveryTime', { time: '1-3 Tage' })),
    ).toBeTruthy();
  });

  it('adds the chosen quantity to the cart with a plain form that comes back to this page (works without JavaScript)', async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<ProductView data={productPage()} />, { locale, path: PATH });
      const button = within(screen).getByRole('button', { name: textIn(locale, 'cart.addToCart') });
      expect(button.hasAttribute('disabled')).toBe(false);
      const form = button.closest('form') as HTMLFormElement;
      expect(form.getAttribute('method')).toBe('post');
      expect(form.getAttribute('action')).toBe(`/${locale}/cart/change`);
      const quantity = within(form).getByRole('spinbutton', { name: textIn(locale, 'cart.quantity') });
      expect([
        quantity.getAttribute('name'),
        quantity.getAttribute('value'),
        quantity.getAttribute('min'),
      ]).toEqual(['quantity', '1', '1']);
      const hidden = Object.fromEntries(
        [...form.querySelectorAll('input[type="hidden"]')].map((input) => [
          input.getAttribute('name'),
          input.getAttribute('value'),
        ]),
      );
      expect(hidden).toEqual({ intent: 'add', productId: 'serum30', returnTo: `/${locale}${PATH}` });
    }
  });

  it("asks for the product's quantity rules: a value pack from 3 in steps of 3, up to the stock there is", async () => {
    const page = productPage();
    const data = { ...page, product: { ...page.product, quantity: { min: 3, step: 3, max: 12 } } };
    const { screen } = await renderInShop(<ProductView data={data} />, { path: PATH });
    const quantity = within(screen).getByRole('spinbutton', { name: textIn('de-de', 'cart.quantity') });
    expect(['value', 'min', 'step', 'max'].map((name) => quantity.getAttribute(name))).toEqual([
      '3',
      '3',
      '3',
      '12',
    ]);
  });

  it('cannot be added to the cart when sold out, and says so', async () => {
    const { screen } = await renderInShop(
      <ProductView data={productPage({ availability: { state: 'soldOut', discontinued: false } })} />,
      { path: PATH },
    );
    expect(within(screen).getByText(textIn('de-de', 'product.outOfStock'))).toBeTruthy();
    const button = within(screen).getByRole('button', { name: textIn('de-de', 'cart.addToCart') });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('puts the product on the wishlist with a button named after it', async () => {
    const { screen } = await renderInShop(<ProductView data={productPage()} />, {
      locale: 'fr-fr',
      path: PATH,
    });
    const heart = within(screen).getByRole('button', {
      name: textIn('fr-fr', 'wishlist.add', { name: 'Hydra Serum' }),
    });
    expect(heart.closest('form')?.getAttribute('action')).toBe('/fr-fr/wishlist/change');
  });

  it('shows the editors’ description under its heading, and no such section without one', async () => {
    const { screen } = await renderInShop(<ProductView data={productPage()} />, {
      locale: 'en-gb',
      path: PATH,
    });
    const section = within(screen).getByRole('region', { name: textIn('en-gb', 'product.description') });
    expect(section.querySelector('strong')?.textContent).toBe('Feuchtigkeit');
    const plain = productPage();
    plain.product.description = '';
    const without = await renderInShop(<ProductView data={plain} />, { locale: 'en-gb', path: PATH });
    expect(
      within(without.screen).queryByRole('region', { name: textIn('en-gb', 'product.description') }),
    ).toBeNull();
  });

  it('has a reviews section that says when there are none yet', async () => {
    const { screen } = await renderInShop(<ProductView data={productPage()} />, { path: PATH });
    const reviews = within(screen).getByRole('region', { name: textIn('de-de', 'product.reviews.heading') });
    expect(reviews.textContent).toContain(textIn('de-de', 'product.reviews.empty'));
  });

  it('shows the cross-selling sliders under their names and the recommendations, and no empty slider', async () => {
    const toner = productTile('toner', 'Klärendes Tonic');
    const cream = productTile('cream', 'Nachtcreme');
    const withSliders = productPage({
      crossSellings: [{ id: 'cs1', name: 'Passt dazu', products: [toner] }],
      recommendations: [cream],
    });
    const { screen } = await renderInShop(<ProductView data={withSliders} />, { path: PATH });
    const crossSelling = within(screen).getByRole('region', { name: 'Passt dazu' });
    expect(within(crossSelling).getByRole('link', { name: 'Klärendes Tonic' }).getAttribute('href')).toBe(
      '/de-de/toner/',
    );
    const recommended = within(screen).getByRole('region', {
      name: textIn('de-de', 'product.recommendations'),
    });
    expect(within(recommended).getByRole('link', { name: 'Nachtcreme' })).toBeTruthy();

    const bare = await renderInShop(<ProductView data={productPage()} />, { path: PATH });
    expect(
      within(bare.screen).queryByRole('region', { name: textIn('de-de', 'product.recommendations') }),
    ).toBeNull();
  });
});
