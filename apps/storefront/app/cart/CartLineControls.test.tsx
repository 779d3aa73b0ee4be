import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { displayed, promotionLine, serumLine } from '../testing/cartFixtures';
import { hiddenFields } from '../testing/formFields';
import { renderInShop, textIn } from '../testing/renderInShop';
import { CartLineControls } from './CartLineControls';

describe("a cart line's quantity and remove controls without JavaScript", () => {
  it("change the quantity by a plain POST to the locale's cart action, back to the cart page", async () => {
    const { screen } = await renderInShop(<CartLineControls line={displayed(serumLine())} />, {
      locale: 'fr-ch',
      path: '/checkout/cart',
    });
    const [update] = screen.querySelectorAll('form');
    expect(update?.getAttribute('method')).toBe('post');
    expect(update?.getAttribute('action')).toBe('/fr-ch/cart/change');
    expect(hiddenFields(update)).toEqual({
      intent: 'update',
      lineId: 'line-serum',
      returnTo: '/fr-ch/checkout/cart',
    });
    const quantity = within(screen).getByRole('spinbutton', {
      name: textIn('fr-ch', 'cart.quantityOf', { name: 'Hydra Serum' }),
    });
    expect([quantity.getAttribute('name'), quantity.getAttribute('value')]).toEqual(['quantity', '2']);
  });

  it('send the next quantity from − and + as quantityStep, named for the product', async () => {
    const { screen } = await renderInShop(<CartLineControls line={displayed(serumLine())} />, {
      locale: 'de-de',
    });
    const fewer = within(screen).getByRole('button', {
      name: textIn('de-de', 'cart.decrease', { name: 'Hydra Serum' }),
    });
    const more = within(screen).getByRole('button', {
      name: textIn('de-de', 'cart.increase', { name: 'Hydra Serum' }),
    });
    expect([fewer.getAttribute('name'), fewer.getAttribute('value')]).toEqual(['quantityStep', '1']);
    expect([more.getAttribute('name'), more.getAttribute('value')]).toEqual(['quantityStep', '3']);
    // The typed quantity is sent by Enter or the update button, which is first in the form for that reason.
    const first = screen.querySelector('form button');
    expect(first?.textContent).toBe(textIn('de-de', 'cart.update'));
    expect(first?.hasAttribute('name')).toBe(false);
  });

  it('offer no − below a quantity of 1 (spec 5)', async () => {
    const { screen } = await renderInShop(<CartLineControls line={displayed(serumLine({ quantity: 1 }))} />, {
      locale: 'en-gb',
    });
    const fewer = within(screen).getByRole('button', {
      name: textIn('en-gb', 'cart.decrease', { name: 'Hydra Serum' }),
    });
    expect(fewer.hasAttribute('disabled')).toBe(true);
  });

  it("keep to the line's quantityInformation: the input carries min, step and max, − and + the steps beside", async () => {
    const pack = serumLine({
      quantity: 6,
      quantityInformation: { minPurchase: 3, purchaseSteps: 3, maxPurchase: 9 },
    });
    const { screen } = await renderInShop(<CartLineControls line={displayed(pack)} />, { locale: 'de-at' });
    const quantity = within(screen).getByRole('spinbutton', {
      name: textIn('de-at', 'cart.quantityOf', { name: 'Hydra Serum' }),
    });
    expect(['min', 'step', 'max'].map((name) => quantity.getAttribute(name))).toEqual(['3', '3', '9']);
    const fewer = within(screen).getByRole('button', {
      name: textIn('de-at', 'cart.decrease', { name: 'Hydra Serum' }),
    });
    const more = within(screen).getByRole('button', {
      name: textIn('de-at', 'cart.increase', { name: 'Hydra Serum' }),
    });
    expect(fewer.getAttribute('value')).toBe('3');
    expect(more.getAttribute('value')).toBe('9');
    // At the maximum + is gone; at the minimum −.
    const full = await renderInShop(<CartLineControls line={displayed({ ...pack, quantity: 9 })} />, {
      locale: 'de-at',
    });
    expect(
      within(full.screen)
        .getByRole('button', { name: textIn('de-at', 'cart.increase', { name: 'Hydra Serum' }) })
        .hasAttribute('disabled'),
    ).toBe(true);
  });

  it('fall back to from 1, in ones, without a maximum for a line without quantityInformation', async () => {
    const { screen } = await renderInShop(<CartLineControls line={displayed(serumLine())} />);
    const quantity = within(screen).getByRole('spinbutton');
    expect([
      quantity.getAttribute('min'),
      quantity.getAttribute('step'),
      quantity.hasAttribute('max'),
    ]).toEqual(['1', '1', false]);
  });

  it('remove the line by its own POST, the button named for the product', async () => {
    const { screen } = await renderInShop(<CartLineControls line={displayed(serumLine())} />, {
      locale: 'fr-fr',
      path: '/checkout/cart',
    });
    const remove = within(screen).getByRole('button', {
      name: textIn('fr-fr', 'cart.removeItem', { name: 'Hydra Serum' }),
    });
    expect(remove.textContent).toBe(textIn('fr-fr', 'cart.remove'));
    expect(hiddenFields(remove.closest('form'))).toEqual({
      intent: 'remove',
      lineId: 'line-serum',
      returnTo: '/fr-fr/checkout/cart',
    });
  });

  it('give a promotion line a remove button but no quantity', async () => {
    const { screen } = await renderInShop(<CartLineControls line={displayed(promotionLine())} />);
    expect(within(screen).queryByRole('spinbutton')).toBeNull();
    expect(screen.querySelectorAll('form')).toHaveLength(1);
    within(screen).getByRole('button', {
      name: textIn('de-de', 'cart.removeItem', { name: 'Frühlingsrabatt' }),
    });
  });

  it('mark the quantity busy while its change is on its way', async () => {
    const pending = await renderInShop(<CartLineControls line={displayed(serumLine(), true)} />);
    const settled = await renderInShop(<CartLineControls line={displayed(serumLine())} />);
    expect(pending.screen.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(settled.screen.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
