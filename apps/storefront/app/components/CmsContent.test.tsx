import { formatCurrency } from '@beautyshop/ui';
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { mediaTextBlock, productSliderBlock, sliderProduct, unknownDraftBlock } from '../testing/cmsFixtures';
import { renderInShop, textIn } from '../testing/renderInShop';
import { CmsContent } from './CmsContent';

const products = [
  sliderProduct('p-serum', 'SW-100', 'Hydra Serum'),
  sliderProduct('p-cream', 'SW-200', 'Night Cream'),
  sliderProduct('p-mask', 'SW-300', 'Clay Mask'),
];

describe('spec 2.6 content blocks in the shop', () => {
  it("shows 'component not found' for an unknown, unpublished block in the page's language", async () => {
    for (const locale of ['de-de', 'en-gb'] as const) {
      const { screen } = await renderInShop(<CmsContent blocks={[unknownDraftBlock('q')]} products={[]} />, {
        locale,
      });
      expect(within(screen).getByText(textIn(locale, 'cms.componentNotFound'))).toBeTruthy();
    }
  });

  it('renders a block only where its showIn list names the locale', async () => {
    const blocks = [mediaTextBlock('swiss', 'Nur in der Schweiz', { showIn: ['de-ch'] })];
    const swiss = await renderInShop(<CmsContent blocks={blocks} products={[]} />, { locale: 'de-ch' });
    expect(within(swiss.screen).getByRole('heading', { name: 'Nur in der Schweiz' })).toBeTruthy();
    const german = await renderInShop(<CmsContent blocks={blocks} products={[]} />, { locale: 'de-de' });
    expect(within(german.screen).queryByText('Nur in der Schweiz')).toBeNull();
  });

  it("fills a product slider with the loader's products named by id or by product number, no others", async () => {
    const blocks = [
      productSliderBlock('s', 'Routine', { productIds: ['p-serum'], productNumbers: ['SW-300'] }),
    ];
    const { screen } = await renderInShop(<CmsContent blocks={blocks} products={products} />);
    const links = within(screen)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toContain('/de-de/p-serum/');
    expect(links).toContain('/de-de/p-mask/');
    expect(links).not.toContain('/de-de/p-cream/');
  });

  it('shows the tax and shipping notice beside every price of a content slider, and the lowest price of the last 30 days beside every reduced price', async () => {
    const reduced = {
      ...sliderProduct('p-serum', 'SW-100', 'Hydra Serum'),
      listPrice: 19.9,
      percentage: 37,
      lowestPrice30Days: 19.9,
    };
    const blocks = [productSliderBlock('s', 'Routine', { productIds: ['p-serum', 'p-cream'] })];
    for (const locale of ['de-de', 'de-ch', 'fr-fr'] as const) {
      const { screen } = await renderInShop(
        <CmsContent
          blocks={blocks}
          products={[reduced, sliderProduct('p-cream', 'SW-200', 'Night Cream')]}
        />,
        {
          locale,
        },
      );
      const tax = textIn(locale, locale === 'de-ch' ? 'price.taxNoticeCh' : 'price.taxNotice');
      const cards = [...screen.querySelectorAll('article')];
      expect(cards).toHaveLength(2);
      for (const card of cards)
        expect(card.textContent).toContain(`${tax}, ${textIn(locale, 'price.shippingNotice')}`);
      const currency = locale === 'de-ch' ? 'CHF' : 'EUR';
      const lowest = textIn(locale, 'price.lowest30Days', { price: formatCurrency(19.9, currency, locale) });
      expect(cards[0]?.textContent).toContain(lowest);
      expect(cards[1]?.textContent).not.toContain(lowest);
      // The page's own price texts, not the renderer's English defaults.
      expect(cards[0]?.textContent).toContain(textIn(locale, 'price.listPrice'));
    }
  });

  it('narrows blocks other than sliders to the 57.25 rem column inside a magazine page', async () => {
    const blocks = [
      mediaTextBlock('m', 'Story'),
      productSliderBlock('s', 'Routine', { productIds: ['p-serum'] }),
    ];
    const { screen } = await renderInShop(<CmsContent blocks={blocks} products={products} magazine />);
    const columns = screen.querySelectorAll('.bs-cms-magazine-column');
    expect(columns.length).toBe(1);
    expect(columns[0]?.textContent).toContain('Story');
    expect(columns[0]?.getAttribute('style')).toContain('57.25rem');
  });
});
