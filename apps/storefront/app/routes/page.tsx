import { LazyCategoryView, LazyContentPageView, LazyLandingPageView } from '../components/LazyPageViews';
import { ProductView } from '../components/ProductView';
import { answerContentPagePost } from '../contact/contactAction.server';
import { pageHeaders } from '../request/pageHeaders';
import { shopRequestOf } from '../request/shopRequest';
import { answerProductPagePost } from '../reviews/reviewAction.server';
import { canonicalOf, categoryMeta, contentMeta, productMeta } from '../seo/pageMeta';
import { paginationLinks } from '../seo/paginationLinks';
import { loadCatalogPage } from '../server/catalogPage.server';
import type { Route } from './+types/page';

/**
 * Spec 2.2 /{all...} and /{all...}/p={page}: a category, product, landing or content page by its path
 * (app/server/catalogPage.server.ts); anything else is the 404 page.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadCatalogPage(request, shopRequestOf(context));
}

/**
 * Spec 2.4: a product page's review form and a content page's contact form post to the page they sit on
 * (app/reviews/reviewAction.server.ts, app/contact/contactAction.server.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  return answerProductPagePost(request, context, (post) =>
    answerContentPagePost(post, shopRequestOf(context)),
  );
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return pageHeaders(loaderHeaders, actionHeaders);
}

export function meta({ data: page, matches }: Route.MetaArgs) {
  if (!page) return [];
  const canonical = canonicalOf(matches);
  if (page.kind === 'content') return contentMeta(page.page);
  if (page.kind === 'landingPage')
    return contentMeta({ ...page.landingPage, title: page.landingPage.name, description: undefined });
  return page.kind === 'category'
    ? [...categoryMeta(page.category), ...paginationLinks(canonical, page.listing, page.listing.search)]
    : productMeta(page.product);
}

/** The product view is this route's own code (most of its visits are product pages); the others load lazily. */
export default function CatalogPage({ loaderData }: Route.ComponentProps) {
  switch (loaderData.kind) {
    case 'product':
      return <ProductView data={loaderData} />;
    case 'category':
      return (
        <LazyCategoryView
          data={loaderData}
          recommendations={loaderData.recommendations}
          assets={loaderData.view}
        />
      );
    case 'landingPage':
      return <LazyLandingPageView {...loaderData} assets={loaderData.view} />;
    case 'content':
      return (
        <LazyContentPageView page={loaderData.page} products={loaderData.products} assets={loaderData.view} />
      );
  }
}
