import { Container, Link } from '@beautyshop/ui';
import styles from '../components/checkout/Checkout.module.css';
import { CheckoutAside } from '../components/checkout/CheckoutAside';
import { Message } from '../components/checkout/Message';
import { localePath } from '../locale/fromPath';
import { useLocale, useTranslate } from '../locale/useLocale';
import { useWalletTracking } from './useWalletTracking';
import own from './WalletCheckoutPage.module.css';
import { WALLET_NAMES } from './wallets';
import type { WalletCheckoutView, WalletSummaryView } from './walletView';

function Lines({ lines }: { lines: readonly string[] }) {
  return (
    <address className={styles.address}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines of one address are positional and may repeat
        <span key={index}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}

/** Spec 2.4 express checkout: what the wallet shared, the wallet as payment, the summary and place order. */
function WalletSummary({ view }: { view: WalletSummaryView }) {
  const t = useTranslate();
  const { locale } = useLocale();
  const name = WALLET_NAMES[view.wallet];
  useWalletTracking(view);
  return (
    <div className={styles.layout}>
      <div className={styles.steps}>
        {view.cartMessages.map((message) => (
          <Message key={message} tone="info">
            {message}
          </Message>
        ))}
        <section className={styles.step} aria-labelledby="wallet-details">
          <h2 id="wallet-details" className={styles.stepTitle}>
            {t('wallet.details', { wallet: name })}
          </h2>
          <p className={styles.muted}>{t('wallet.intro', { wallet: name })}</p>
          <dl className={own.details}>
            <div>
              <dt>{t('wallet.email')}</dt>
              <dd>{view.email}</dd>
            </div>
            <div>
              <dt>{t('wallet.payment')}</dt>
              <dd>{view.paymentMethod}</dd>
            </div>
            <div>
              <dt>{t('wallet.shippingAddress')}</dt>
              <dd>
                <Lines lines={view.shippingAddress} />
              </dd>
            </div>
            <div>
              <dt>{t('wallet.billingAddress')}</dt>
              <dd>
                <Lines lines={view.billingAddress} />
              </dd>
            </div>
            {view.shippingMethod ? (
              <div>
                <dt>{t('wallet.delivery')}</dt>
                <dd>{view.shippingMethod}</dd>
              </div>
            ) : null}
          </dl>
          <p>
            <Link href={localePath('/checkout', locale)}>{t('wallet.change')}</Link>
          </p>
        </section>
      </div>
      <CheckoutAside view={view} ready />
    </div>
  );
}

/** /amazon_pay/checkout: the wallet summary, or why the wallet checkout cannot go on. */
export function WalletCheckoutPage({ view }: { view: WalletCheckoutView }) {
  const t = useTranslate();
  const { locale } = useLocale();
  return (
    <main id="content" className={styles.page}>
      <Container width="wide">
        {view.state === 'summary' ? (
          <>
            <h1 className={styles.title}>{t('wallet.title')}</h1>
            <WalletSummary view={view} />
          </>
        ) : (
          <>
            <h1 className={styles.title}>{t('wallet.refused.title')}</h1>
            <p>{t('wallet.refused.text')}</p>
            <p className={own.ways}>
              <Link href={localePath('/checkout/cart', locale)}>{t('wallet.backToCart')}</Link>
              <Link href={localePath('/checkout', locale)}>{t('cart.toCheckout')}</Link>
            </p>
          </>
        )}
      </Container>
    </main>
  );
}
