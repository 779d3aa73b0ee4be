import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { hiddenFields } from '../testing/formFields';
import { renderInShop, textIn } from '../testing/renderInShop';
import { AddToCartForm } from './AddToCartForm';

describe('add to cart without JavaScript', () => {
  it("is a plain POST to the locale's cart action, adding the product and coming back to this page", async () => {
    const { screen } = await renderInShop(<AddToCartForm productId="serum" />, {
      locale: 'fr-fr',
      path: '/Soins/?order=price-asc',
    });
    const form = screen.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/fr-fr/cart/change');
    expect(hiddenFields(form)).toEqual({
      intent: 'add',
      productId: 'serum',
      returnTo: '/fr-fr/Soins/?order=price-asc',
    });
    const button = within(screen).getByRole('button', { name: textIn('fr-fr', 'cart.addToCart') });
    expect(button.getAttribute('type')).toBe('submit');
  });

  it('adds one from a card (no quantity field) and lets the product page choose a whole quantity from 1', async () => {
    const card = await renderInShop(<AddToCartForm productId="serum" />);
    expect(within(card.screen).queryByRole('spinbutton')).toBeNull();
    const page = await renderInShop(<AddToCartForm productId="serum" withQuantity />, { locale: 'en-gb' });
    // Spec 5: a cart quantity defaults to 1 and is a whole number.
    const quantity = within(page.screen).getByRole('spinbutton', { name: textIn('en-gb', 'cart.quantity') });
    expect(quantity.getAttribute('name')).toBe('quantity');
    expect(quantity.getAttribute('value')).toBe('1');
    expect(quantity.getAttribute('min')).toBe('1');
    expect(quantity.getAttribute('step')).toBe('1');
  });

  it("takes the page's own label and cannot be sent for a sold-out product", async () => {
    const { screen } = await renderInShop(<AddToCartForm productId="serum" label="Jetzt kaufen" disabled />);
    const button = within(screen).getByRole('button', { name: 'Jetzt kaufen' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });
});
