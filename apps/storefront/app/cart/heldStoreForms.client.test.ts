// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { holdStoreForms } from './heldStoreForms';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A form posting to `action`, and what reached its own submit listener (React's stand-in): the buttons' values. */
function formTo(action: string) {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.innerHTML =
    '<input type="hidden" name="intent" value="update"><button name="quantityStep" value="1">−</button><button name="quantityStep" value="3">+</button>';
  document.body.append(form);
  const reached: (string | null)[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    reached.push((event.submitter as HTMLButtonElement | null)?.value ?? null);
  });
  const [minus, plus] = [...form.querySelectorAll('button')];
  if (!minus || !plus) throw new Error('no buttons');
  return { form, reached, plus };
}

describe('cart and wishlist forms sent before the shared stores arrive', () => {
  it('are held, not posted, and sent again with the button pressed once the stores are there', () => {
    const held = holdStoreForms(document, ['/de-de/cart/change', '/de-de/wishlist/change']);
    const { form, reached, plus } = formTo('/de-de/cart/change');
    form.requestSubmit(plus);
    expect(reached).toEqual([]);
    held.release();
    expect(reached).toEqual(['3']);
    // Released, later sends are no longer held.
    form.requestSubmit(plus);
    expect(reached).toEqual(['3', '3']);
  });

  it('drawn again meanwhile (a list the stores now render), are sent from the form that took their place', () => {
    const held = holdStoreForms(document, ['/de-de/cart/change']);
    const first = formTo('/de-de/cart/change');
    first.form.requestSubmit(first.plus);
    first.form.remove();
    const other = formTo('/de-de/cart/change');
    other.form.querySelector('input')?.setAttribute('value', 'remove');
    const successor = formTo('/de-de/cart/change');
    held.release();
    expect([first.reached, other.reached, successor.reached]).toEqual([[], [], ['3']]);
  });

  it('drawn again and gone for good (the product left the page), are dropped', () => {
    const held = holdStoreForms(document, ['/de-de/wishlist/change']);
    const { form, reached, plus } = formTo('/de-de/wishlist/change');
    form.requestSubmit(plus);
    form.remove();
    held.release();
    expect(reached).toEqual([]);
  });

  it('leave every other form alone (search, login, another locale’s cart)', () => {
    const held = holdStoreForms(document, ['/de-de/cart/change']);
    const other = formTo('/fr-fr/cart/change');
    const login = formTo('/de-de/account/login');
    other.form.requestSubmit(other.plus);
    login.form.requestSubmit(login.plus);
    expect([other.reached, login.reached]).toEqual([['3'], ['3']]);
    held.dispose();
  });

  it('forget what was held when the frame goes away', () => {
    const held = holdStoreForms(document, ['/de-de/wishlist/change']);
    const { form, reached, plus } = formTo('/de-de/wishlist/change');
    form.requestSubmit(plus);
    held.dispose();
    held.release();
    expect(reached).toEqual([]);
  });
});
