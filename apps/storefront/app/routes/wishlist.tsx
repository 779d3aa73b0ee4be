import { useStoreState } from '@beautyshop/cart-core/react';
import { Container, EmptyState, IconHeart, ProductGrid } from '@beautyshop/ui';
import { data, Link } from 'react-router';
import { useShopCart } from '../cart/ShopCartContext';
import { ProductTileCard } from '../components/ProductTileCard';
import { countKey } from '../i18n/countKey';
import { localePath } from '../locale/fromPath';
import { useLocale, useTranslate } from '../locale/useLocale';
import { privatePageHeaders } from '../request/pageHeaders';
import { shopRequestOf } from '../request/shopRequest';
import { privatePageMeta } from '../seo/privatePageMeta';
import { loadProductTiles } from '../server/productTiles.server';
import { cookieHeaders } from '../server/storeApi.server';
import { enforceTrailingSlash } from '../server/trailingSlash.server';
import { wishlistFor } from '../server/wishlist.server';
import { MoveToCartForm } from '../wishlist/MoveToCartForm';
import { shownWishlist } from '../wishlist/shownWishlist';
import type { Route } from './+types/wishlist';

export async function loader({ request, context }: Route.LoaderArgs) {
  // One URL per page (spec 2.1): the other spelling of its path redirects to the site setting's.
  enforceTrailingSlash(request);
  const wishlist = await wishlistFor(request, shopRequestOf(context));
  const ids = await wishlist.productIds();
  const products = ids.length === 0 ? [] : await loadProductTiles(wishlist.storeApi, ids, request.signal);
  const headers = cookieHeaders(wishlist.storeApi);
  // Issue 15: the shopper's own list: never in a shared cache, nor the page cache.
  headers.set('Cache-Control', 'private, no-store');
  return data({ products, owner: wishlist.owner }, { headers });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return privatePageHeaders(loaderHeaders);
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, (t) => t('wishlist.title'), { withSiteName: false });
}

const noWishlist = { getState: () => undefined, subscribe: () => () => undefined };

/** Spec 2.2 /wishlist (every locale): the kept products with a way into the cart, or the empty state. */
export default function WishlistPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { locale, language } = useLocale();
  const shopCart = useShopCart();
  const state = useStoreState(shopCart?.wishlist ?? noWishlist, () => undefined);
  const products = shownWishlist(loaderData.products, state);
  return (
    <main id="content">
      <Container width="wide">
        <h1>{t('wishlist.title')}</h1>
        {/* The cards' names are h3: the list gets its own level between them and the page's title. */}
        <h2 className="visually-hidden">
          {t(countKey('wishlist.count', products.length, language), { count: products.length })}
        </h2>
        <ProductGrid
          label={t('wishlist.title')}
          empty={
            <EmptyState
              title={t('wishlist.empty')}
              description={t('wishlist.emptyHint')}
              icon={<IconHeart size={32} />}
              action={<Link to={localePath('/', locale)}>{t('cart.continueShopping')}</Link>}
            />
          }
        >
          {products.map((product) => (
            <ProductTileCard
              key={product.id}
              product={product}
              actions={<MoveToCartForm productId={product.id} />}
            />
          ))}
        </ProductGrid>
      </Container>
    </main>
  );
}
