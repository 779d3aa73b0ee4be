import type { DisplayedLineItem } from '@beautyshop/cart-core';
import { CartLine } from '@beautyshop/ui';
import { localePath } from '../locale/fromPath';
import { useLocale, useTranslate } from '../locale/useLocale';
import { CartLineControls } from './CartLineControls';
import styles from './cartForms.module.css';

/** The lines of a cart (page and side cart): image, name, options, unit and total price, quantity, remove. */
export function CartLines({ lines }: { lines: readonly DisplayedLineItem[] }) {
  const t = useTranslate();
  const { locale, currency } = useLocale();
  return (
    <ul aria-label={t('cart.items')} className={styles.lines}>
      {lines.map((line) => (
        <li key={line.id}>
          <CartLine
            label={line.label ?? line.payload?.code ?? ''}
            href={
              line.type === 'product' && line.referencedId
                ? localePath(`/detail/${line.referencedId}`, locale)
                : undefined
            }
            imageUrl={line.cover?.url}
            options={line.payload?.options ?? []}
            detail={line.type === 'promotion' && line.label ? line.payload?.code : undefined}
            unitPrice={line.type === 'product' ? line.price?.unitPrice : undefined}
            totalPrice={line.price?.totalPrice ?? 0}
            currency={currency}
            locale={locale}
            unitPriceLabel={t('cart.unitPrice')}
            pending={line.optimistic}
            quantity={null}
            remove={<CartLineControls line={line} />}
          />
        </li>
      ))}
    </ul>
  );
}
