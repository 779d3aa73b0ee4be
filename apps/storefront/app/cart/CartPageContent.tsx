import { isVirtualCart } from '@beautyshop/cart-core';
import { useCart } from '@beautyshop/cart-core/react';
import type { Cart } from '@beautyshop/store-api-client';
import { Button, CodeField, Container, EmptyState, IconBag, Select } from '@beautyshop/ui';
import { useEffect, useMemo, useRef } from 'react';
import { Form, Link, useLocation } from 'react-router';
import type { CartRecommendationsView } from '../components/recommendations/cartRecommendationsView';
import { LazyCartRecommendations } from '../components/recommendations/LazyCartRecommendations';
import { localePath } from '../locale/fromPath';
import { useLocale, useTranslate } from '../locale/useLocale';
import { WalletButtons } from '../wallet/WalletButtons';
import { CartLines } from './CartLines';
import styles from './CartPageContent.module.css';
import { CartSummary } from './CartSummary';
import { CheckoutLink } from './CheckoutLink';
import { cartPageMessages } from './cartPageMessages';
import type { CartPageView } from './cartPageView';
import { cartProductIds } from './cartProductIds';
import { useInlineNotices } from './inlineNotices';
import { useShopCart } from './ShopCartContext';
import { useCartFormSubmit } from './useCartFormSubmit';

/** Spec 2.2 /checkout/cart: items, codes, shipping estimate, summary, and an empty state with a way back. */
export function CartPageContent({
  view,
  recommendations,
}: {
  view: CartPageView;
  /** The loader's recommendations, rendered on the server when they settle in time; else read in the browser. */
  recommendations?: Promise<CartRecommendationsView> | undefined;
}) {
  const t = useTranslate();
  const { locale } = useLocale();
  const location = useLocation();
  const shopCart = useShopCart();
  const onSubmit = useCartFormSubmit();
  const { estimate, notices } = view;
  // With JavaScript the shared store is the cart (optimistic, updated in place); it starts from this page's answer.
  const fallback = useMemo(() => staticStore(view.result.cart), [view.result.cart]);
  const store = useCart(shopCart?.cart ?? fallback);
  const cart = store.state.cart ?? view.result.cart;
  const lines = store.lineItems;
  const loaderCart = view.result.cart;
  const firstAnswer = useRef(loaderCart);
  useEffect(() => {
    // The shipping estimate changes the cart on the server: the shared store reads it again (not on first load,
    // where the store starts from this request's cart).
    if (shopCart && loaderCart !== firstAnswer.current) void shopCart.cart.load();
  }, [shopCart, loaderCart]);
  const action = localePath('/cart/change', locale);
  const inlineNotices = useInlineNotices(
    shopCart,
    lines.some((line) => line.type === 'promotion'),
  );
  const messages = cartPageMessages(notices, view.result.errors, (key) => t(key));
  // With JavaScript a discount added is a persistent success (spec 4): it shows here, not as a toast over the summary.
  for (const { message } of inlineNotices)
    if (!messages.success.includes(message)) messages.success.push(message);
  return (
    <main id="content">
      <Container width="wide">
        <h1>{t('cart.title')}</h1>
        {(['success', 'danger'] as const).map((tone) =>
          messages[tone].length > 0 ? (
            <ul
              key={tone}
              className={styles.messages}
              data-tone={tone}
              role={tone === 'danger' ? 'alert' : 'status'}
            >
              {messages[tone].map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null,
        )}
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
              {(['promotionCode', 'giftCard'] as const).map((intent) => (
                <form key={intent} method="post" action={action} onSubmit={onSubmit}>
                  <input type="hidden" name="intent" value={intent} />
                  <input type="hidden" name="returnTo" value={location.pathname} />
                  <CodeField name="code" label={t(`cart.${intent}`)} submitLabel={t('cart.redeem')} />
                </form>
              ))}
              {/* A virtual cart (digital content only) ships nothing: no delivery to estimate. */}
              {isVirtualCart(cart) ? null : (
                <Form method="post" className={styles.estimate}>
                  <h2 className={styles.estimateTitle}>{t('cart.shippingEstimate')}</h2>
                  <Select
                    label={t('cart.country')}
                    name="countryId"
                    defaultValue={estimate.countryId}
                    options={estimate.countries.map((country) => ({
                      value: country.id,
                      label: country.name,
                    }))}
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
              )}
              <CartSummary cart={cart} payback={view.payback} />
              <CheckoutLink />
              <WalletButtons />
            </aside>
          </div>
        )}
        <LazyCartRecommendations productIds={cartProductIds(lines)} initial={recommendations} />
      </Container>
    </main>
  );
}

/** The loader's cart as a store that never changes, for a page rendered without the shop frame's stores. */
function staticStore(cart: Cart) {
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
