import { Button, Container, Link } from '@beautyshop/ui';
import { data, redirect } from 'react-router';
import { PRIVATE_NO_STORE, privateCookieHeaders } from '../checkout/checkoutRequest.server';
import { Message } from '../components/checkout/Message';
import { localePath } from '../locale/fromPath';
import { useLocale, useTranslate } from '../locale/useLocale';
import { readForm } from '../request/formBody';
import { privatePageHeaders } from '../request/pageHeaders';
import { shopRequestOf } from '../request/shopRequest';
import { privatePageMeta } from '../seo/privatePageMeta';
import { serverConfig } from '../server/config.server';
import { storeApiFor } from '../server/storeApi.server';
import styles from '../wallet/WalletCheckoutPage.module.css';
import { startWalletCheckout } from '../wallet/walletCheckout.server';
import { isWallet, WALLET_NAMES, type Wallet, walletInitPath } from '../wallet/wallets';
import type { Route } from './+types/walletInit';

/** /amazon-pay starts Amazon Pay; /checkout/amazon-pay-init-checkout/{id} the wallet {id} (spec 2.2). */
function walletOf(params: { id?: string | undefined }): Wallet {
  const wallet = params.id ?? 'amazon-pay';
  if (!isWallet(wallet)) throw data('No such wallet.', { status: 404 });
  return wallet;
}

/** A GET only shows the way on: starting a wallet checkout changes the shopper's session, so it is an action. */
export function loader({ params }: Route.LoaderArgs) {
  return data({ wallet: walletOf(params) }, { headers: { 'Cache-Control': PRIVATE_NO_STORE } });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return privatePageHeaders(loaderHeaders, actionHeaders);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const wallet = loaderData?.wallet ?? 'amazon-pay';
  return privatePageMeta(matches, (t) => t('wallet.start.title', { wallet: WALLET_NAMES[wallet] }));
}

/**
 * The wallet buttons post here: the wallet checkout starts over the cart and the shopper goes on to the wallet's
 * page, on the payment provider's origin only (see walletRedirect.ts). Cross-site posts are refused before this.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const wallet = walletOf(params);
  await readForm(request);
  const shop = shopRequestOf(context);
  const storeApi = await storeApiFor(request, shop);
  const { appUrl, storeApi: storeApiConfig } = serverConfig();
  const start = await startWalletCheckout(storeApi, wallet, {
    appUrl,
    storeApiEndpoint: storeApiConfig.endpoint,
  });
  const headers = privateCookieHeaders(storeApi);
  if (start.kind === 'redirect') return redirect(start.location, { status: 303, headers });
  return data({ error: start.kind }, { status: start.kind === 'empty' ? 409 : 502, headers });
}

/** The hand-over page: what a GET shows, and where a refused start is explained. */
export default function WalletInit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const { locale } = useLocale();
  const name = WALLET_NAMES[loaderData.wallet];
  const error = actionData?.error;
  return (
    <main id="content">
      <Container width="text" className={styles.page}>
        <h1>{t('wallet.start.title', { wallet: name })}</h1>
        {error === 'empty' ? (
          <Message tone="danger">{t('wallet.start.empty')}</Message>
        ) : error === 'failed' ? (
          <Message tone="danger">{t('wallet.start.failed', { wallet: name })}</Message>
        ) : (
          <p>{t('wallet.start.text', { wallet: name })}</p>
        )}
        {error === 'empty' ? null : (
          <form method="post" action={walletInitPath(loaderData.wallet, locale)}>
            <Button type="submit">{t('wallet.payWith', { wallet: name })}</Button>
          </form>
        )}
        <p className={styles.ways}>
          <Link href={localePath('/checkout/cart', locale)}>{t('wallet.backToCart')}</Link>
          {error === 'failed' ? (
            <Link href={localePath('/checkout', locale)}>{t('cart.toCheckout')}</Link>
          ) : null}
        </p>
      </Container>
    </main>
  );
}
