import { useCart } from '@beautyshop/cart-core/react';
import { Button, EmptyState, SideCart } from '@beautyshop/ui';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { localePath } from '../locale/fromPath';
import { useLocale, useTranslate } from '../locale/useLocale';
import { WalletButtons } from '../wallet/WalletButtons';
import { CartLines } from './CartLines';
import { CartSummary } from './CartSummary';
import { CheckoutLink } from './CheckoutLink';
import type { ShopCart } from './ShopCartContext';
import styles from './ShopSideCart.module.css';

/** The side cart: opens on add; Escape, the close button and the backdrop close it and focus returns. */
export function ShopSideCart({ shopCart }: { shopCart: ShopCart }) {
  const t = useTranslate();
  const { locale } = useLocale();
  const { sideCart } = shopCart;
  const open = useSyncExternalStore(sideCart.subscribe, sideCart.isOpen, () => false);
  const { state, lineItems, productCount } = useCart(shopCart.cart);
  const cart = state.cart;
  return (
    <SideCart
      open={open}
      onClose={sideCart.close}
      title={t('cart.sideCartTitle', { count: productCount })}
      closeLabel={t('cart.close')}
      summary={cart && lineItems.length > 0 ? <CartSummary cart={cart} /> : undefined}
      actions={
        <>
          {lineItems.length > 0 ? <CheckoutLink onClick={sideCart.close} /> : null}
          <Link
            to={localePath('/checkout/cart', locale)}
            onClick={sideCart.close}
            prefetch="none"
            className={styles.toCart}
          >
            {t('cart.toCart')}
          </Link>
          {lineItems.length > 0 ? <WalletButtons /> : null}
        </>
      }
    >
      {lineItems.length > 0 || state.pending.length > 0 ? (
        <CartLines lines={lineItems} />
      ) : (
        <EmptyState
          title={t('cart.empty')}
          description={t('cart.emptyHint')}
          action={
            <Button variant="secondary" onClick={sideCart.close}>
              {t('cart.continueShopping')}
            </Button>
          }
        />
      )}
    </SideCart>
  );
}
