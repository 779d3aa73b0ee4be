import type { MetaDescriptor } from 'react-router';

interface ProductMetaInput {
  metaTitle: string;
  metaDescription: string;
}

/** Title and description of a product page (its JSON-LD is the Store API's, app/server/structuredData.server.ts). */
export function productMeta(product: ProductMetaInput): MetaDescriptor[] {
  return [
    { title: product.metaTitle },
    ...(product.metaDescription ? [{ name: 'description', content: product.metaDescription }] : []),
  ];
}

interface CategoryMetaInput {
  name: string;
  metaTitle: string;
  metaDescription: string;
}

/** Title and description of a category page (its JSON-LD is the Store API's). */
export function categoryMeta(category: CategoryMetaInput): MetaDescriptor[] {
  return [
    { title: category.metaTitle || category.name },
    ...(category.metaDescription ? [{ name: 'description', content: category.metaDescription }] : []),
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
