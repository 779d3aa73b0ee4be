// @vitest-environment happy-dom
// The header's search once the page app runs: a WAI-ARIA combobox whose listbox offers frequently searched terms
// and products. The plain GET form without JavaScript is specified in ShopSearch.test.tsx.
import { formatCurrency } from '@beautyshop/ui';
import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchSuggestions } from '../../catalogue/searchSuggestions';
import type { Locale } from '../../locale/locales';
import { type BrowserRender, renderInBrowser } from '../../testing/renderInBrowser';
import { textIn } from '../../testing/renderInShop';
import { settleFor, settleUntil } from '../../testing/waitFor';
import { SUGGEST_DEBOUNCE_MS } from '../SearchSuggestions';
import { ShopSearch } from './ShopSearch';

let mounted: BrowserRender | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
  vi.unstubAllGlobals();
});

/** The shop's suggestion route: terms for an empty field, the serum for anything typed. */
function suggestRoute() {
  const asked: string[] = [];
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(String(input), 'http://shop.test');
    asked.push(`${url.pathname}${url.search}`);
    const term = url.searchParams.get('search') ?? '';
    const answer: SearchSuggestions =
      term === ''
        ? { term, terms: ['Serum', 'Sonnencreme'], products: [] }
        : {
            term,
            terms: [],
            products: [
              { id: 'serum', name: 'Hydra Serum', href: '/detail/serum', unitPrice: 24.95, hasRange: false },
              {
                id: 'toner',
                name: 'Rosen Toner',
                href: '/detail/toner',
                unitPrice: 9.9,
                listPrice: 14.9,
                percentage: 34,
                lowestPrice30Days: 12.9,
                hasRange: false,
              },
            ],
          };
    return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch, asked };
}

function type(field: HTMLInputElement, value: string) {
  // React reads the value through the element's own setter, then the input event.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

async function searchIn(locale: Locale) {
  const route = suggestRoute();
  vi.stubGlobal('fetch', route.fetch);
  mounted = await renderInBrowser(<ShopSearch />, { locale });
  const page = mounted;
  const field = within(page.container).getByRole('combobox', { name: textIn(locale, 'header.search') });
  const listbox = within(page.container).getByRole('listbox', { hidden: true });
  const options = () => within(listbox).queryAllByRole('option', { hidden: true });
  return { page, field: field as HTMLInputElement, listbox, options, asked: route.asked };
}

describe("the header's search box with JavaScript", () => {
  it('offers the frequently searched terms as a labelled listbox when the field gets focus', async () => {
    const { page, field, listbox, options, asked } = await searchIn('fr-fr');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(field.getAttribute('aria-controls')).toBe(listbox.id);
    await page.interact(() => field.focus());
    await settleUntil(page, () => options().length > 0, 'the frequent terms');
    expect(asked).toEqual(['/fr-fr/search/suggest?search=']);
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(listbox.getAttribute('aria-labelledby')).toBe(
      document.querySelector(`label[for="${field.id}"]`)?.id,
    );
    const group = within(listbox).getByRole('group', { name: textIn('fr-fr', 'search.frequentTerms') });
    expect(
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Serum', 'Sonnencreme']);
    expect(page.container.querySelector('[role="status"]')?.textContent).toBe(
      textIn('fr-fr', 'header.suggestionCount.other', { count: 2 }),
    );
  });

  it("offers matching products with their price in the market's currency once two letters are typed", async () => {
    const { page, field, listbox, options, asked } = await searchIn('de-ch');
    await page.interact(() => field.focus());
    await settleUntil(page, () => options().length > 0, 'the frequent terms');
    await page.interact(() => type(field, 's'));
    await settleFor(SUGGEST_DEBOUNCE_MS + 150);
    // One letter matches half the catalogue: it asks for nothing.
    expect(asked).toEqual(['/de-ch/search/suggest?search=']);
    await page.interact(() => type(field, 'se'));
    await settleUntil(
      page,
      () => options().some((option) => option.textContent?.includes('Hydra Serum')),
      'products',
    );
    expect(asked).toEqual(['/de-ch/search/suggest?search=', '/de-ch/search/suggest?search=se']);
    const group = within(listbox).getByRole('group', { name: textIn('de-ch', 'header.suggestedProducts') });
    const [product] = within(group).getAllByRole('option');
    expect(product?.textContent).toContain(formatCurrency(24.95, 'CHF', 'de-CH'));
  });

  it('shows the tax and shipping notice beside every price (one line under the products), and the lowest price of the last 30 days beside every reduced price', async () => {
    for (const locale of ['de-de', 'fr-ch'] as const) {
      const { page, field, listbox, options } = await searchIn(locale);
      await page.interact(() => field.focus());
      await settleUntil(page, () => options().length > 0, 'the frequent terms');
      await page.interact(() => type(field, 'se'));
      await settleUntil(page, () => options().length === 2, 'products');
      const [plain, reduced] = options();
      const currency = locale === 'fr-ch' ? 'CHF' : 'EUR';
      const lowest = textIn(locale, 'price.lowest30DaysShort', {
        price: formatCurrency(12.9, currency, locale),
      });
      expect(reduced?.textContent).toContain(lowest);
      expect(plain?.textContent).not.toContain(lowest.split(':')[0]);
      const tax = textIn(locale, locale === 'fr-ch' ? 'price.taxNoticeCh' : 'price.taxNotice');
      const notice = listbox.nextElementSibling;
      expect(notice?.textContent).toBe(
        `${textIn(locale, 'price.allPrices', { tax })}, ${textIn(locale, 'price.shippingNotice')}`,
      );
      await mounted?.unmount();
      mounted = undefined;
    }
  });

  it('follows an option chosen by keyboard within the page app', async () => {
    const { page, field, options } = await searchIn('en-gb');
    await page.interact(() => field.focus());
    await settleUntil(page, () => options().length > 0, 'the frequent terms');
    await page.interact(() => {
      field.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    });
    const [first] = options();
    expect(field.getAttribute('aria-activedescendant')).toBe(first?.id);
    await page.interact(() => {
      field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    expect(page.location()).toBe('/en-gb/search?search=Serum');
  });
});
