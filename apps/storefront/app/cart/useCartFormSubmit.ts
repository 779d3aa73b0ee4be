import type { FormEvent } from 'react';
import { codeRedeemed } from './codeRedeemed';
import { useShopCart } from './ShopCartContext';

const CODE_INTENTS = new Set(['promotionCode', 'giftCard']);

/**
 * The onSubmit of a cart form: with JavaScript the change goes through the shared cart store (serialised, updated
 * in place); without, the form posts to the shop's action and the page reloads with the result. A code form is
 * emptied once its code is taken, as the reload without JavaScript empties it.
 */
export function useCartFormSubmit(): ((event: FormEvent<HTMLFormElement>) => void) | undefined {
  const shopCart = useShopCart();
  if (shopCart === undefined) return undefined;
  return (event) => {
    const formElement = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const form = new FormData(formElement, submitter);
    const outcome = shopCart.submitForm(form);
    if (outcome === undefined) return;
    event.preventDefault();
    if (CODE_INTENTS.has(String(form.get('intent'))))
      void outcome.then((settled) => {
        if (codeRedeemed(settled)) formElement.reset();
      });
  };
}
