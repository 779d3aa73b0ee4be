import type { ProductPageView } from '@beautyshop/catalogue';
import { Container, PaybackPoints, Price } from '@beautyshop/ui';
import type { LazyViewAssets } from '../build/lazyViews';
import { AddToCartForm } from '../cart/AddToCartForm';
import { useLocale, useTranslate } from '../locale/useLocale';
import { WishlistToggle } from '../wishlist/WishlistToggle';
import { LazyProductExtras } from './product/LazyProductExtras';
import { PriceNotice } from './product/PriceNotice';
import { ProductAvailability } from './product/ProductAvailability';
import { ProductGallery } from './product/ProductGallery';
import styles from './product/ProductView.module.css';
import { priceLabels } from './product/priceLabels';
import { RatingSummary } from './product/RatingSummary';
import { VariantOptions } from './product/VariantOptions';
import { ViewAssetLinks } from './ViewAssetLinks';

export type ProductViewData = ProductPageView & {
  paybackPoints?: number | undefined;
  /** The stylesheets of the part below the description, which hydrates from a chunk of its own. */
  extrasAssets?: LazyViewAssets | undefined;
};

/**
 * Product detail: gallery beside the buying box (name, rating, price, options, stock), then description, set
 * content, reviews and the sliders (cross-selling, recommendations, last seen).
 */
export function ProductView({ data }: { data: ProductViewData }) {
  const t = useTranslate();
  const locale = useLocale();
  const { product, price } = data;
  return (
    <main id="content">
      <Container width="wide">
        <div className={styles.layout}>
          <div className={styles.media}>
            {product.gallery.length > 0 ? <ProductGallery images={product.gallery} /> : null}
          </div>
          <div className={styles.summary}>
            {product.manufacturer ? <p className={styles.manufacturer}>{product.manufacturer}</p> : null}
            <h1 className={styles.name}>{product.name}</h1>
            <RatingSummary average={data.rating.average} count={data.rating.count} />
            <Price
              size="lg"
              unitPrice={price.unitPrice}
              listPrice={price.listPrice}
              percentage={price.percentage}
              referencePrice={price.referencePrice}
              tiers={price.tiers}
              currency={locale.currency}
              locale={locale.locale}
              labels={priceLabels(t)}
            />
            <PriceNotice lowestPrice30Days={price.lowestPrice30Days} />
            {data.paybackPoints !== undefined ? (
              <PaybackPoints text={t('payback.earn', { points: data.paybackPoints })} />
            ) : null}
            <VariantOptions groups={data.variantGroups} />
            <ProductAvailability availability={data.availability} />
            <div className={styles.buy}>
              <AddToCartForm
                productId={product.id}
                withQuantity
                quantity={product.quantity}
                size="lg"
                disabled={data.availability.state === 'soldOut'}
              />
              <WishlistToggle productId={product.id} name={product.name} variant="outline" />
            </div>
            <p className={styles.productNumber}>
              {t('product.productNumber')}: {product.productNumber}
            </p>
          </div>
        </div>
        {product.description ? (
          <section aria-labelledby="description-heading" className={styles.description}>
            <h2 id="description-heading">{t('product.description')}</h2>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: Shopware descriptions are HTML written by the shop's own editors in the administration, not shopper input. */}
            <div dangerouslySetInnerHTML={{ __html: product.description }} />
          </section>
        ) : null}
        {data.extrasAssets ? <ViewAssetLinks assets={data.extrasAssets} /> : null}
        <LazyProductExtras
          productId={product.id}
          familyId={product.familyId}
          setContent={data.setContent}
          reviews={data.reviews}
          crossSellings={data.crossSellings}
          recommendations={data.recommendations}
        />
      </Container>
    </main>
  );
}
