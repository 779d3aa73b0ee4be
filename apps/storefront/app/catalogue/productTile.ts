import type { Product } from '@beautyshop/store-api-client';
import { productLink } from '../links/productLink';
import { localePath } from '../locale/fromPath';
import type { LocaleInfo } from '../locale/locales';

/** What a product card needs: plain, serialisable data computed on the server. */
export interface ProductTile {
  id: string;
  href: string;
  name: string;
  manufacturer: string | undefined;
  image: { alt: string; src: string; thumbnails: { width: number; url: string }[] } | undefined;
  unitPrice: number;
  listPrice: number | undefined;
  percentage: number | undefined;
  hasRange: boolean;
  ratingAverage: number | undefined;
}

/** Shopware's `translated` map holds the value in the context language; the plain field is the fallback. */
export function translated(
  entity: { translated?: Record<string, unknown> | undefined },
  field: string,
  fallback: string,
): string {
  const value = entity.translated?.[field];
  return typeof value === 'string' && value !== '' ? value : fallback;
}

export function productTile(product: Product, locale: LocaleInfo): ProductTile {
  const media = product.cover?.media;
  const cheapest = product.calculatedCheapestPrice;
  const price = product.calculatedPrice;
  const listPrice = price.listPrice?.price;
  return {
    id: product.id,
    href: localePath(productLink(product), locale.locale),
    name: translated(product, 'name', product.name),
    manufacturer: product.manufacturer && translated(product.manufacturer, 'name', product.manufacturer.name),
    image: media
      ? {
          alt: media.alt ?? '',
          src: media.url,
          thumbnails: (media.thumbnails ?? []).map((thumbnail) => ({
            width: thumbnail.width,
            url: thumbnail.url,
          })),
        }
      : undefined,
    unitPrice: cheapest?.hasRange && cheapest.unitPrice !== undefined ? cheapest.unitPrice : price.unitPrice,
    listPrice: listPrice !== undefined && listPrice > price.unitPrice ? listPrice : undefined,
    percentage: price.listPrice?.percentage,
    hasRange: cheapest?.hasRange ?? false,
    ratingAverage: product.ratingAverage,
  };
}
