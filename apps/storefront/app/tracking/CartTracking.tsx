import { useEffect, useRef } from 'react';
import type { ShopCart } from '../cart/ShopCartContext';
import { useLocale } from '../locale/useLocale';
import { useTrackingPush } from './useTrackingPush';

/**
 * add_to_cart and remove_from_cart from the shared cart store's answers, wherever the change was made (product page,
 * cards, wishlist, side cart, cart page): only a change the server answered is reported, with what it really changed.
 * The events are built by a module loaded on demand, so none of it is first-load JavaScript. Without JavaScript
 * the forms post to the shop's action and nothing is reported.
 */
export function CartTracking({ shopCart }: { shopCart: ShopCart }) {
  const push = useTrackingPush();
  const { currency } = useLocale();
  const currencyRef = useRef(currency);
  currencyRef.current = currency;
  useEffect(
    () =>
      shopCart.onAnswer((before, after) => {
        // One module promise: answers are reported in the order they came.
        import('./cartAnswerEvents').then(
          ({ cartAnswerEvents }) => {
            for (const event of cartAnswerEvents(currencyRef.current, before, after)) push(event);
          },
          (error: unknown) => console.error('tracking: cart events did not load', error),
        );
      }),
    [shopCart, push],
  );
  return null;
}
