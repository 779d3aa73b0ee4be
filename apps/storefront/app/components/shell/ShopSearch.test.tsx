import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderInShop, textIn } from '../../testing/renderInShop';
import { ShopSearch } from './ShopSearch';

describe("the header's search box without JavaScript", () => {
  it("is a plain GET form to the locale's search page, its field named in the page's language", async () => {
    for (const locale of ['de-at', 'fr-ch'] as const) {
      const { screen } = await renderInShop(<ShopSearch />, { locale });
      const field = within(screen).getByRole('searchbox', { name: textIn(locale, 'header.search') });
      expect(field.getAttribute('name')).toBe('search');
      expect(field.getAttribute('placeholder')).toBe(textIn(locale, 'header.searchPlaceholder'));
      const form = field.closest('form');
      expect([form?.getAttribute('method'), form?.getAttribute('action')]).toEqual([
        'get',
        `/${locale}/search`,
      ]);
      expect(
        within(screen)
          .getByRole('button', { name: textIn(locale, 'search.submit') })
          .getAttribute('type'),
      ).toBe('submit');
    }
  });

  it('is no combobox and offers no list before the page app runs', async () => {
    const { screen } = await renderInShop(<ShopSearch />);
    expect(within(screen).queryByRole('combobox')).toBeNull();
    expect(within(screen).queryByRole('listbox', { hidden: true })).toBeNull();
  });
});
