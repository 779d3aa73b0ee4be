import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { hiddenFields } from '../testing/formFields';
import { renderInShop, textIn } from '../testing/renderInShop';
import { MoveToCartForm } from './MoveToCartForm';

describe("the wishlist's move to cart without JavaScript", () => {
  it("is one plain POST to the locale's wishlist action, which moves the product", async () => {
    for (const locale of ['de-ch', 'fr-fr'] as const) {
      const { screen } = await renderInShop(<MoveToCartForm productId="serum" />, {
        locale,
        path: '/wishlist',
      });
      const form = screen.querySelector('form');
      expect(form?.getAttribute('method')).toBe('post');
      expect(form?.getAttribute('action')).toBe(`/${locale}/wishlist/change`);
      expect(hiddenFields(form)).toEqual({ intent: 'moveToCart', productId: 'serum' });
      const button = within(screen).getByRole('button', { name: textIn(locale, 'wishlist.moveToCart') });
      expect(button.getAttribute('type')).toBe('submit');
    }
  });
});
