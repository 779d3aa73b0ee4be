import type { CmsAsset } from '@beautyshop/cms-renderer';
import type { SliderProduct } from '../views/contentViews';

/** A Contentful entry as the content API delivers it, published unless `sys` says otherwise. */
export function cmsEntry(
  id: string,
  type: string,
  fields: Record<string, unknown> = {},
  sys: Record<string, unknown> = {},
) {
  return {
    sys: { id, type: 'Entry', contentType: { sys: { id: type, type: 'Link' } }, publishedVersion: 2, ...sys },
    fields,
  };
}

/** A resolved image asset link. */
export function cmsAssetLink(id: string, width = 1200, height = 800) {
  return {
    sys: { id, type: 'Asset' },
    fields: {
      title: id,
      description: `${id} description`,
      file: {
        url: `//images.test/${id}.jpg`,
        details: { image: { width, height } },
        contentType: 'image/jpeg',
      },
    },
  };
}

/** A media-and-text teaser block: its headline shows that the block rendered. */
export function mediaTextBlock(id: string, headline: string, fields: Record<string, unknown> = {}) {
  return cmsEntry(id, 'mediaTextTeaser', { headline, asset: cmsAssetLink(`${id}-img`), ...fields });
}

/** A product slider naming its products by id and by product number. */
export function productSliderBlock(
  id: string,
  title: string,
  names: { productIds?: string[]; productNumbers?: string[] },
) {
  return cmsEntry(id, 'productSlider', { title, ...names });
}

/** A block of a type no component renders, never published: the translated 'component not found'. */
export function unknownDraftBlock(id: string) {
  return cmsEntry(id, 'beautyQuiz', {}, { publishedVersion: undefined, revision: 0 });
}

export function sliderProduct(id: string, productNumber: string, name: string): SliderProduct {
  return {
    id,
    productNumber,
    name,
    href: `/de-de/${id}/`,
    unitPrice: 12.5,
    hasRange: false,
    currency: 'EUR',
  };
}

/** An asset as the views carry it after parsing. */
export function cmsAsset(id: string): CmsAsset {
  return {
    id,
    url: `https://images.test/${id}.jpg`,
    title: id,
    description: undefined,
    width: 1200,
    height: 800,
    contentType: 'image/jpeg',
  };
}
