import type { FormEvent } from 'react';
import { useShopCart } from './ShopCartContext';

/**
 * The onSubmit of a cart form: with JavaScript the change goes through the shared cart store (serialised, updated
 * in place); without, the form posts to the shop's action and the page reloads with the result.
 */
export function useCartFormSubmit(): ((event: FormEvent<HTMLFormElement>) => void) | undefined {
  const shopCart = useShopCart();
  if (shopCart === undefined) return undefined;
  return (event) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (shopCart.submitForm(new FormData(event.currentTarget, submitter))) event.preventDefault();
  };
}
