import { data, redirect } from 'react-router';
import { CartPageContent } from '../cart/CartPageContent';
import { cartPageLoader, estimateShipping } from '../cart/cartPage.server';
import { ViewAssetLinks } from '../components/ViewAssetLinks';
import { readForm } from '../request/formBody';
import { privatePageHeaders } from '../request/pageHeaders';
import { shopRequestOf } from '../request/shopRequest';
import { privatePageMeta } from '../seo/privatePageMeta';
import { lazyIslandStyles } from '../server/lazyViewAssets.server';
import { enforceTrailingSlash } from '../server/trailingSlash.server';
import type { Route } from './+types/cart';

export async function loader({ request, context }: Route.LoaderArgs) {
  // One URL per page (spec 2.1): the other spelling of its path redirects to the site setting's.
  enforceTrailingSlash(request);
  const { view, recommendations, headers } = await cartPageLoader(request, shopRequestOf(context));
  return data(
    { ...view, recommendations, recommendationsAssets: lazyIslandStyles('cartRecommendations') },
    { headers },
  );
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return privatePageHeaders(loaderHeaders, actionHeaders);
}

/** The shipping estimate form (the cart forms themselves post to /cart/change). */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await estimateShipping(request, shopRequestOf(context), await readForm(request));
  if (answer.status === 'invalid') return data({ error: answer.error }, { status: 400 });
  return redirect(answer.location, { status: 303, headers: answer.headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, (t) => t('cart.title'), { withSiteName: false });
}

/** Spec 2.2 /checkout/cart. */
export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { recommendations, recommendationsAssets, ...view } = loaderData;
  return (
    <>
      <ViewAssetLinks assets={recommendationsAssets} />
      <CartPageContent view={view} recommendations={recommendations} />
    </>
  );
}
