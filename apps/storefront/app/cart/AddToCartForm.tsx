import type { PurchaseQuantity } from '@beautyshop/catalogue';
import { Button, IconBag } from '@beautyshop/ui';
import { useLocation } from 'react-router';
import { localePath } from '../locale/fromPath';
import { useLocale, useTranslate } from '../locale/useLocale';
import styles from './cartForms.module.css';
import { useCartFormSubmit } from './useCartFormSubmit';

export interface AddToCartFormProps {
  /** The product (the chosen variant). */
  productId: string;
  /** Show a quantity input (the product page); cards add one. */
  withQuantity?: boolean;
  /** The product's quantity rules for that input (spec 7.1: min purchase, purchase steps, max purchase). */
  quantity?: PurchaseQuantity;
  disabled?: boolean;
  size?: 'md' | 'lg';
  /** The button's text; 'Add to cart' by default. */
  label?: string;
}

/** Add to cart as a plain form to the shop's action (works before JavaScript); with it, the side cart opens. */
export function AddToCartForm({
  productId,
  withQuantity = false,
  quantity = { min: 1, step: 1, max: 100 },
  disabled = false,
  size = 'md',
  label,
}: AddToCartFormProps) {
  const t = useTranslate();
  const { locale } = useLocale();
  const location = useLocation();
  const onSubmit = useCartFormSubmit();
  return (
    <form
      method="post"
      action={localePath('/cart/change', locale)}
      onSubmit={onSubmit}
      className={styles.addForm}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      {withQuantity ? (
        <label className={styles.quantityField}>
          <span className={styles.quantityLabel}>{t('cart.quantity')}</span>
          <input
            type="number"
            name="quantity"
            defaultValue={quantity.min}
            min={quantity.min}
            max={quantity.max}
            step={quantity.step}
            inputMode="numeric"
            className={styles.quantityInput}
          />
        </label>
      ) : null}
      <Button type="submit" size={size} fullWidth disabled={disabled} iconStart={<IconBag />}>
        {label ?? t('cart.addToCart')}
      </Button>
    </form>
  );
}
