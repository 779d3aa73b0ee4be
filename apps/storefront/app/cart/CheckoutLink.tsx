import { Link } from 'react-router';
import { localePath } from '../locale/fromPath';
import { useLocale, useTranslate } from '../locale/useLocale';
import styles from './CheckoutLink.module.css';

/** The way on to the checkout, as the page's primary action (the cart page and the side cart). */
export function CheckoutLink({ onClick }: { onClick?: (() => void) | undefined }) {
  const t = useTranslate();
  const { locale } = useLocale();
  return (
    <Link to={localePath('/checkout', locale)} className={styles.checkout} onClick={onClick} prefetch="none">
      {t('cart.toCheckout')}
    </Link>
  );
}
