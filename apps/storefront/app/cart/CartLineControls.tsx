import { type DisplayedLineItem, lineQuantityRules } from '@beautyshop/cart-core';
import { QuantityStepper } from '@beautyshop/ui';
import { useLocation } from 'react-router';
import { localePath } from '../locale/fromPath';
import { useLocale, useTranslate } from '../locale/useLocale';
import styles from './cartForms.module.css';
import { useCartFormSubmit } from './useCartFormSubmit';

/** The quantity stepper and the remove button of one cart line, each a plain form to the shop's action. */
export function CartLineControls({ line }: { line: DisplayedLineItem }) {
  const t = useTranslate();
  const { locale } = useLocale();
  const location = useLocation();
  const onSubmit = useCartFormSubmit();
  const action = localePath('/cart/change', locale);
  const name = line.label ?? '';
  const returnTo = `${location.pathname}`;
  // The line's quantityInformation: the stepper and, without JavaScript, the browser keep to it; the action checks.
  const rules = lineQuantityRules(line);
  return (
    <>
      {line.type === 'product' ? (
        <form method="post" action={action} onSubmit={onSubmit} className={styles.lineForm}>
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="lineId" value={line.id} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <QuantityStepper
            name="quantity"
            value={line.quantity ?? 1}
            min={rules.min}
            step={rules.step}
            max={rules.max}
            label={t('cart.quantityOf', { name })}
            decreaseLabel={t('cart.decrease', { name })}
            increaseLabel={t('cart.increase', { name })}
            updateLabel={t('cart.update')}
            pending={line.optimistic}
          />
        </form>
      ) : null}
      <form method="post" action={action} onSubmit={onSubmit} className={styles.lineForm}>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="lineId" value={line.id} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <button type="submit" className={styles.removeButton} aria-label={t('cart.removeItem', { name })}>
          {t('cart.remove')}
        </button>
      </form>
    </>
  );
}
