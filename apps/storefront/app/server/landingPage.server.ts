import { translated } from '@beautyshop/catalogue';
import { loadContactSalutations } from '../contact/contactSalutations.server';
import { loadCmsProducts } from './cmsProducts.server';
import { loadContentPage } from './content.server';
import type { RequestStoreApi } from './storeApi.server';

/**
 * A landing page (spec 2.3 /landingPage/{id} or its SEO path): its name and description from the Store API, and
 * the content page that carries the same url, when the content space has one.
 */
export async function loadLandingPage(storeApi: RequestStoreApi, landingPageId: string, path: string) {
  const landingPage = await storeApi.client.catalogue.readLandingPage(landingPageId);
  const url = translated(landingPage, 'url', landingPage.url);
  const content = await loadContentPage(`/${url.replace(/^\/+|\/+$/g, '')}`, storeApi, path);
  const blocks = content ? [...content.blocksAbove, ...content.blocks] : [];
  const [products, contactSalutations] = await Promise.all([
    loadCmsProducts(storeApi, blocks),
    loadContactSalutations(storeApi, blocks),
  ]);
  return {
    kind: 'landingPage' as const,
    alternatePath: `/landingPage/${landingPage.id}`,
    landingPage: {
      id: landingPage.id,
      name: translated(landingPage, 'name', landingPage.name),
      metaTitle: translated(landingPage, 'metaTitle', landingPage.metaTitle ?? ''),
      metaDescription: translated(landingPage, 'metaDescription', landingPage.metaDescription ?? ''),
      seoPath: landingPage.seoUrls?.find((seoUrl) => seoUrl.seoPathInfo !== '')?.seoPathInfo,
    },
    blocks,
    products,
    contactSalutations,
  };
}
