import { cartErrorMessageKey } from '@beautyshop/cart-core';
import { useCart } from '@beautyshop/cart-core/react';
import { Button, CodeField, Container, EmptyState, IconBag, Select } from '@beautyshop/ui';
import { useEffect, useMemo, useRef } from 'react';
import { data, Form, Link, redirect, useLocation } from 'react-router';
import { CartLines } from '../cart/CartLines';
import { CartSummary } from '../cart/CartSummary';
import { noticesOf } from '../cart/returnPath';
import { useShopCart } from '../cart/ShopCartContext';
import { useCartFormSubmit } from '../cart/useCartFormSubmit';
import { translateFor } from '../i18n/pageCatalogue';
import { localePath } from '../locale/fromPath';
import { LOCALE_INFO } from '../locale/locales';
import { localeOfMatches } from '../locale/routeId';
import { useLocale, useTranslate } from '../locale/useLocale';
import { shopRequestOf } from '../request/shopRequest';
import { loadCartPage } from '../server/cartPage.server';
import { cookieHeaders, storeApiFor } from '../server/storeApi.server';
import type { Route } from './+types/cart';
import styles from './cart.module.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { cart, data: page } = await loadCartPage(request, shopRequestOf(context));
  const headers = cookieHeaders(cart.storeApi);
  // Issue 15: the cart page is the shopper's own: never in a shared cache, nor the page cache.
  headers.set('Cache-Control', 'private, no-store');
  return data({ ...page, notices: noticesOf(new URL(request.url).searchParams) }, { headers });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers(loaderHeaders);
  for (const cookie of actionHeaders.getSetCookie()) headers.append('Set-Cookie', cookie);
  headers.set('Cache-Control', 'private, no-store');
  return headers;
}

/** The shipping estimate: the country and method to calculate shipping for (the context's, spec 7.1 PATCH). */
export async function action({ request, context }: Route.ActionArgs) {
  const shop = shopRequestOf(context);
  const form = await request.formData();
  const countryId = form.get('countryId');
  const shippingMethodId = form.get('shippingMethodId');
  const id = /^[0-9a-f]{32}$/i;
  if (typeof countryId !== 'string' || !id.test(countryId))
    return data({ error: 'countryId' }, { status: 400 });
  if (typeof shippingMethodId !== 'string' || !id.test(shippingMethodId)) {
    return data({ error: 'shippingMethodId' }, { status: 400 });
  }
  const storeApi = await storeApiFor(request, shop);
  await storeApi.client.context.updateContext({ countryId, shippingMethodId });
  return redirect(localePath('/checkout/cart', shop.locale.locale), {
    status: 303,
    headers: cookieHeaders(storeApi),
  });
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translateFor(matches, LOCALE_INFO[localeOfMatches(matches)].language);
  return [{ title: t('cart.title') }, { name: 'robots', content: 'noindex, nofollow' }];
}

/** Spec 2.2 /checkout/cart: items, codes, shipping estimate, summary, and an empty state with a way back. */
export default function CartPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { locale } = useLocale();
  const location = useLocation();
  const shopCart = useShopCart();
  const onSubmit = useCartFormSubmit();
  const { estimate, notices } = loaderData;
  // With JavaScript the shared store is the cart (optimistic, updated in place); it starts from this page's answer.
  const fallback = useMemo(() => staticStore(loaderData.result.cart), [loaderData.result.cart]);
  const store = useCart(shopCart?.cart ?? fallback);
  const cart = store.state.cart ?? loaderData.result.cart;
  const lines = store.lineItems;
  const loaderCart = loaderData.result.cart;
  const firstAnswer = useRef(loaderCart);
  useEffect(() => {
    // The shipping estimate changes the cart on the server: the shared store reads it again (not on first load,
    // where the store starts from this request's cart).
    if (shopCart && loaderCart !== firstAnswer.current) void shopCart.cart.load();
  }, [shopCart, loaderCart]);
  const action = localePath('/cart/change', locale);
  const messages = [
    ...notices.map((key) => t(cartErrorMessageKey({ messageKey: key }))),
    ...loaderData.result.errors.map((error) => t(cartErrorMessageKey(error))),
  ];
  return (
    <main id="content">
      <Container width="wide">
        <h1>{t('cart.title')}</h1>
        {messages.length > 0 ? (
          <ul className={styles.messages} role="status">
            {[...new Set(messages)].map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
        {lines.length === 0 && store.state.pending.length === 0 ? (
          <EmptyState
            title={t('cart.empty')}
            description={t('cart.emptyHint')}
            icon={<IconBag size={32} />}
            action={<Link to={localePath('/', locale)}>{t('cart.continueShopping')}</Link>}
          />
        ) : (
          <div className={styles.layout}>
            <section aria-labelledby="cart-items-heading" className={styles.lines}>
              <h2 id="cart-items-heading" className="visually-hidden">
                {t('cart.items')}
              </h2>
              <CartLines lines={lines} />
            </section>
            <aside aria-label={t('cart.summary')} className={styles.aside}>
              <form method="post" action={action} onSubmit={onSubmit}>
                <input type="hidden" name="intent" value="promotionCode" />
                <input type="hidden" name="returnTo" value={location.pathname} />
                <CodeField name="code" label={t('cart.promotionCode')} submitLabel={t('cart.redeem')} />
              </form>
              <form method="post" action={action} onSubmit={onSubmit}>
                <input type="hidden" name="intent" value="giftCard" />
                <input type="hidden" name="returnTo" value={location.pathname} />
                <CodeField name="code" label={t('cart.giftCard')} submitLabel={t('cart.redeem')} />
              </form>
              <Form method="post" className={styles.estimate}>
                <h2 className={styles.estimateTitle}>{t('cart.shippingEstimate')}</h2>
                <Select
                  label={t('cart.country')}
                  name="countryId"
                  defaultValue={estimate.countryId}
                  options={estimate.countries.map((country) => ({ value: country.id, label: country.name }))}
                />
                <Select
                  label={t('cart.shippingMethod')}
                  name="shippingMethodId"
                  defaultValue={estimate.shippingMethodId}
                  options={estimate.methods.map((method) => ({ value: method.id, label: method.name }))}
                />
                <Button type="submit" variant="secondary">
                  {t('cart.estimate')}
                </Button>
              </Form>
              <CartSummary cart={cart} payback={loaderData.payback} />
              <Link to={localePath('/checkout', locale)} className={styles.checkout} prefetch="none">
                {t('cart.toCheckout')}
              </Link>
            </aside>
          </div>
        )}
      </Container>
    </main>
  );
}

/** The loader's cart as a store that never changes, for a page rendered without the shop frame's stores. */
function staticStore(cart: Route.ComponentProps['loaderData']['result']['cart']) {
  const state = {
    status: 'idle' as const,
    cart,
    pending: [],
    errors: [],
    failure: undefined,
    nextSeq: 1,
  };
  return {
    getState: () => state,
    subscribe: () => () => undefined,
    load: async () => undefined,
    change: async () => ({ status: 'failed' as const, error: new Error('no cart store') }),
    consumeErrors: () => [],
  };
}
