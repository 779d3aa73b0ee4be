import { formatCurrency } from '@beautyshop/ui';
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { PriceNotice } from './PriceNotice';
import { ShippingInfoContext } from './shippingInfo';

function noticeWithShippingPage(lowestPrice30Days?: number) {
  return (
    <ShippingInfoContext.Provider value="/de-de/versand">
      <PriceNotice lowestPrice30Days={lowestPrice30Days} />
    </ShippingInfoContext.Provider>
  );
}

describe('the tax and shipping notice beside a price', () => {
  it('says taxes are included and links its shipping part to the shipping page', async () => {
    for (const locale of ['de-de', 'fr-fr'] as const) {
      const { screen } = await renderInShop(noticeWithShippingPage(), { locale });
      expect(screen.textContent).toBe(
        `${textIn(locale, 'price.taxNotice')}, ${textIn(locale, 'price.shippingNotice')}`,
      );
      const link = within(screen).getByRole('link', { name: textIn(locale, 'price.shippingNotice') });
      expect(link.getAttribute('href')).toBe('/de-de/versand');
    }
  });

  it("uses Switzerland's own tax wording in both Swiss locales", async () => {
    for (const locale of ['de-ch', 'fr-ch'] as const) {
      const { screen } = await renderInShop(noticeWithShippingPage(), { locale });
      expect(screen.textContent).toContain(textIn(locale, 'price.taxNoticeCh'));
    }
    // German says MWST in Switzerland, not MwSt. (French says TVA in both markets).
    expect(textIn('de-ch', 'price.taxNoticeCh')).not.toBe(textIn('de-ch', 'price.taxNotice'));
    const swiss = await renderInShop(noticeWithShippingPage(), { locale: 'de-ch' });
    expect(swiss.screen.textContent).not.toContain(textIn('de-ch', 'price.taxNotice'));
  });

  it('names shipping as plain text while the shop has no shipping page configured', async () => {
    const { screen } = await renderInShop(<PriceNotice />, { locale: 'en-gb' });
    expect(within(screen).queryByRole('link')).toBeNull();
    expect(screen.textContent).toBe(
      `${textIn('en-gb', 'price.taxNotice')}, ${textIn('en-gb', 'price.shippingNotice')}`,
    );
  });

  it("shows a reduced price's lowest price of the last 30 days in the market's currency", async () => {
    const { screen } = await renderInShop(noticeWithShippingPage(21.9), { locale: 'fr-ch' });
    expect(screen.textContent).toContain(
      textIn('fr-ch', 'price.lowest30Days', { price: formatCurrency(21.9, 'CHF', 'fr-CH') }),
    );
    const plain = await renderInShop(noticeWithShippingPage(), { locale: 'fr-ch' });
    expect(plain.screen.querySelectorAll('p')).toHaveLength(1);
  });
});
