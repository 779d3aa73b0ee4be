import type { ProductTile } from '@beautyshop/catalogue';
import type { MetaDescriptor } from 'react-router';
import type { LocaleInfo } from '../locale/locales';
import { breadcrumbJsonLd, productJsonLd } from './jsonLd';

interface ProductMetaInput extends ProductTile {
  productNumber: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
  available: boolean;
}

/** Title, description and Product JSON-LD of a product page. */
export function productMeta(
  product: ProductMetaInput,
  locale: LocaleInfo,
  canonical: string,
): MetaDescriptor[] {
  return [
    { title: product.metaTitle },
    ...(product.metaDescription ? [{ name: 'description', content: product.metaDescription }] : []),
    {
      'script:ld+json': productJsonLd({
        name: product.name,
        productNumber: product.productNumber,
        description: product.description,
        imageUrl: product.image?.src,
        brand: product.manufacturer,
        price: product.unitPrice,
        currency: locale.currency,
        available: product.available,
        url: canonical,
        ratingAverage: product.ratingAverage,
      }),
    },
  ];
}

interface CategoryMetaInput {
  name: string;
  metaTitle: string;
  metaDescription: string;
  breadcrumb: readonly string[];
}

/** Title, description and BreadcrumbList JSON-LD of a category page. */
export function categoryMeta(category: CategoryMetaInput, canonical: string): MetaDescriptor[] {
  return [
    { title: category.metaTitle || category.name },
    ...(category.metaDescription ? [{ name: 'description', content: category.metaDescription }] : []),
    ...(category.breadcrumb.length > 0
      ? [{ 'script:ld+json': breadcrumbJsonLd(category.breadcrumb, canonical) }]
      : []),
  ];
}

/** The canonical URL the root loader computed for this request (meta functions see every match's data). */
export function canonicalOf(matches: readonly ({ id: string; data?: unknown } | undefined)[]): string {
  const root = matches.find((match) => match?.id === 'root')?.data;
  return typeof root === 'object' &&
    root !== null &&
    'canonical' in root &&
    typeof root.canonical === 'string'
    ? root.canonical
    : '';
}

interface ContentMetaInput {
  title: string;
  metaTitle: string | undefined;
  metaDescription: string | undefined;
  description: string | undefined;
}

/** Title and description of a content page, from its meta fields or else its title and teaser text. */
export function contentMeta(page: ContentMetaInput): MetaDescriptor[] {
  const description = page.metaDescription ?? page.description;
  return [
    { title: page.metaTitle ?? page.title },
    ...(description ? [{ name: 'description', content: description }] : []),
  ];
}
