import { Container, Link } from '@beautyshop/ui';
import type { CheckoutView } from '../../checkout/checkoutView';
import { localePath } from '../../locale/fromPath';
import { useLocale, useTranslate } from '../../locale/useLocale';
import { AddressStep } from './AddressStep';
import styles from './Checkout.module.css';
import { CheckoutAside } from './CheckoutAside';
import { CodesStep } from './CodesStep';
import { CustomerStep } from './CustomerStep';
import { Message } from './Message';
import { MethodsStep } from './MethodsStep';

/** Spec 2.4 checkout: the shopper, addresses, delivery and payment, codes, and the summary with place order. */
export function CheckoutPage({ view }: { view: CheckoutView }) {
  const t = useTranslate();
  const { locale } = useLocale();
  if (view.items.length === 0) {
    return (
      <main id="content" className={styles.page}>
        <Container width="wide">
          <h1 className={styles.title}>{t('checkout.title')}</h1>
          <p>{t('checkout.emptyCart')}</p>
          <Link href={localePath('/', locale)}>{t('checkout.continueShopping')}</Link>
        </Container>
      </main>
    );
  }
  const signedIn = view.customer.kind !== 'anonymous';
  return (
    <main id="content" className={styles.page}>
      <Container width="wide">
        <h1 className={styles.title}>{t('checkout.title')}</h1>
        <div className={styles.layout}>
          <div className={styles.steps}>
            {view.cartMessages.map((message) => (
              <Message key={message} tone="info">
                {message}
              </Message>
            ))}
            {view.customer.kind === 'anonymous' ? (
              <CustomerStep view={view} />
            ) : (
              <AddressStep view={view} customer={view.customer} />
            )}
            <MethodsStep view={view} />
            <CodesStep codes={view.codes} />
          </div>
          <CheckoutAside view={view} ready={signedIn} />
        </div>
      </Container>
    </main>
  );
}
