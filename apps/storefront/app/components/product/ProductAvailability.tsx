import type { ProductAvailability as Availability } from '@beautyshop/catalogue';
import { useTranslate } from '../../locale/useLocale';
import styles from './ProductAvailability.module.css';

/** Stock and delivery time, with a coloured dot that repeats what the text says. */
export function ProductAvailability({ availability }: { availability: Availability }) {
  const t = useTranslate();
  if (availability.state === 'soldOut') {
    return (
      <p className={`${styles.status} ${styles.soldOut}`}>
        {availability.discontinued ? t('product.discontinued') : t('product.outOfStock')}
      </p>
    );
  }
  const { deliveryTime } = availability;
  return (
    <div className={styles.availability}>
      <p
        className={`${styles.status} ${availability.state === 'lastItems' ? styles.lastItems : styles.inStock}`}
      >
        {availability.state === 'lastItems'
          ? t('product.lastItems', { n: availability.remaining })
          : t('product.inStock')}
      </p>
      {deliveryTime ? (
        <p className={styles.delivery}>{t('product.deliveryTime', { time: deliveryTime })}</p>
      ) : null}
    </div>
  );
}
