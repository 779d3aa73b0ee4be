import { Button, IconBag } from '@beautyshop/ui';
import type { FormEvent } from 'react';
import styles from '../cart/cartForms.module.css';
import { useShopCart } from '../cart/ShopCartContext';
import { localePath } from '../locale/fromPath';
import { useLocale, useTranslate } from '../locale/useLocale';
import { movedToCart } from './movedToCart';

/**
 * The wishlist's "move to cart": one form to the wishlist action, which adds the product to the cart and then
 * removes it from the list. With JavaScript the shared stores do the same two steps, so the cart's write is
 * serialised with the shopper's others and a guest's list stays in step in local storage (which the server cannot
 * write); the product leaves the list only once the cart has it.
 */
export function MoveToCartForm({ productId }: { productId: string }) {
  const t = useTranslate();
  const { locale } = useLocale();
  const shopCart = useShopCart();
  const onSubmit =
    shopCart === undefined
      ? undefined
      : (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          shopCart.sideCart.open();
          void shopCart.cart.change({ type: 'add', lines: [{ productId, quantity: 1 }] }).then((outcome) => {
            if (outcome.status === 'changed' && movedToCart(outcome.result.cart.lineItems, productId)) {
              void shopCart.wishlist.remove(productId);
            }
          });
        };
  return (
    <form
      method="post"
      action={localePath('/wishlist/change', locale)}
      onSubmit={onSubmit}
      className={styles.addForm}
    >
      <input type="hidden" name="intent" value="moveToCart" />
      <input type="hidden" name="productId" value={productId} />
      <Button type="submit" size="md" fullWidth iconStart={<IconBag />}>
        {t('wishlist.moveToCart')}
      </Button>
    </form>
  );
}
