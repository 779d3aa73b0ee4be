import { Container, Price } from '@beautyshop/ui';
import { useLocale, useTranslate } from '../locale/useLocale';
import type { loadProductPage } from '../server/productPage.server';

type ProductPageData = Awaited<ReturnType<typeof loadProductPage>>;

/** Product detail: image, name, price, availability and description. */
export function ProductView({ data }: { data: ProductPageData }) {
  const t = useTranslate();
  const locale = useLocale();
  const { product } = data;
  const image = product.gallery[0] ?? product.image;
  return (
    <main id="content">
      <Container width="wide">
        <div className="product-layout">
          {image ? (
            <img
              src={image.src}
              srcSet={
                image.thumbnails.map((thumbnail) => `${thumbnail.url} ${thumbnail.width}w`).join(', ') ||
                undefined
              }
              sizes="(min-width: 48em) 50vw, 100vw"
              alt={image.alt}
              width={800}
              height={800}
              fetchPriority="high"
              className="product-image"
            />
          ) : null}
          <div>
            {product.manufacturer ? <p>{product.manufacturer}</p> : null}
            <h1>{product.name}</h1>
            <Price
              size="lg"
              unitPrice={product.unitPrice}
              listPrice={product.listPrice}
              percentage={product.percentage}
              hasRange={product.hasRange}
              currency={locale.currency}
              locale={locale.locale}
              labels={{
                listPrice: t('price.listPrice'),
                salePrice: t('price.salePrice'),
                rangeFrom: t('price.rangeFrom'),
              }}
            />
            <p>{product.available ? t('product.inStock') : t('product.outOfStock')}</p>
            <p>
              {t('product.productNumber')}: {product.productNumber}
            </p>
            <h2>{t('product.description')}</h2>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: Shopware descriptions are HTML written by the shop's own editors in the administration, not shopper input. */}
            <div dangerouslySetInnerHTML={{ __html: product.description }} />
          </div>
        </div>
      </Container>
    </main>
  );
}
