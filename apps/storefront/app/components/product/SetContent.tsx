import type { SetContent as SetContentData } from '@beautyshop/catalogue';
import { buildSrcSet, fallbackSrc, formatCurrency } from '@beautyshop/ui';
import { Link } from 'react-router';
import { useLocale, useTranslate } from '../../locale/useLocale';
import styles from './SetContent.module.css';

/** The item images are 4 rem squares; with `sizes` the browser takes the smallest thumbnail that is sharp. */
const ITEM_IMAGE_SIZES = '4rem';

/** What a set (bundle) contains, each product linked, and what buying the set saves. */
export function SetContent({ content }: { content: SetContentData }) {
  const t = useTranslate();
  const locale = useLocale();
  const money = (amount: number) => formatCurrency(amount, locale.currency, locale.locale);
  return (
    <section aria-labelledby="set-content-heading" className={styles.set}>
      <h2 id="set-content-heading">{t('product.set.heading')}</h2>
      <ul className={styles.items}>
        {content.items.map(({ quantity, product }) => (
          <li key={product.id} className={styles.item}>
            {product.image ? (
              <img
                className={styles.image}
                src={fallbackSrc(product.image.thumbnails, 128) ?? product.image.src}
                srcSet={buildSrcSet(product.image.thumbnails) || undefined}
                sizes={ITEM_IMAGE_SIZES}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <span className={styles.image} />
            )}
            <span className={styles.name}>
              {product.manufacturer ? (
                <span className={styles.manufacturer}>{product.manufacturer}</span>
              ) : null}
              <Link to={product.href}>
                {t('product.set.quantity', { n: quantity })} {product.name}
              </Link>
            </span>
            <span className={styles.price}>{money(product.unitPrice)}</span>
          </li>
        ))}
      </ul>
      <div className={styles.totals}>
        {content.itemsTotalPrice !== undefined ? (
          <p>{t('product.set.itemsTotal', { price: money(content.itemsTotalPrice) })}</p>
        ) : null}
        {content.bundlePrice !== undefined ? (
          <p className={styles.bundlePrice}>
            {t('product.set.bundlePrice', { price: money(content.bundlePrice) })}
          </p>
        ) : null}
        {content.savings !== undefined ? (
          <p className={styles.savings}>{t('product.set.savings', { price: money(content.savings) })}</p>
        ) : null}
      </div>
    </section>
  );
}
