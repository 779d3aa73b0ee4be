import { Button, CheckoutSummary, Container, formatCurrency, Link, Select } from '@beautyshop/ui';
import { Form, useNavigation } from 'react-router';
import type { OrderConfirmation } from '../../checkout/checkoutView';
import { localePath } from '../../locale/fromPath';
import { useLocale, useTranslate } from '../../locale/useLocale';
import styles from './Checkout.module.css';
import { summaryLabels } from './checkoutLabels';

const TITLES = {
  success: 'success.title',
  inprogress: 'success.inProgressTitle',
  paid: 'success.paidTitle',
  unpaid: 'success.unpaidTitle',
} as const;

function Lines({ lines }: { lines: string[] }) {
  return (
    <address className={styles.address}>
      {lines.map((line) => (
        <span key={line}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}

/** Spec 4: an unpaid order is paid with another method, or cancelled. */
function UnpaidActions({ order }: { order: OrderConfirmation }) {
  const t = useTranslate();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <div className={styles.columns}>
      <Form method="post" className={styles.form}>
        <input type="hidden" name="intent" value="retry" />
        <Select
          label={t('success.payment')}
          name="paymentMethodId"
          options={order.paymentMethods.map((method) => ({ value: method.id, label: method.name }))}
          required
        />
        <Button type="submit" loading={busy}>
          {t('success.retry')}
        </Button>
      </Form>
      <Form method="post" className={styles.form}>
        <input type="hidden" name="intent" value="cancel" />
        <Button type="submit" variant="danger" loading={busy}>
          {t('success.cancel')}
        </Button>
      </Form>
    </div>
  );
}

/** The order confirmation in its four views (success, in progress, paid, unpaid). */
export function OrderSuccessPage({ order }: { order: OrderConfirmation }) {
  const t = useTranslate();
  const { locale, market } = useLocale();
  const base = localePath(`/checkout/success/${encodeURIComponent(order.orderId)}`, locale);
  return (
    <main id="content" className={styles.page} data-view={order.view}>
      <Container width="wide">
        {/* A cancelled order is past paying: it is not "not paid yet", whatever its payment's state. */}
        <h1 className={styles.title}>{t(order.cancelled ? 'success.cancelledTitle' : TITLES[order.view])}</h1>
        <div className={styles.layout}>
          <div className={styles.steps}>
            <section
              className={styles.step}
              aria-label={t('success.orderNumber', { number: order.orderNumber })}
            >
              <p>
                <strong>{t('success.orderNumber', { number: order.orderNumber })}</strong>
              </p>
              {order.email ? <p>{t('success.mailSent', { email: order.email })}</p> : null}
              {order.view === 'inprogress' ? <p>{t('success.inProgressText')}</p> : null}
              {order.view === 'unpaid' && !order.cancelled ? <p>{t('success.unpaidText')}</p> : null}
              {order.paymentState ? <p>{t('success.paymentState', { state: order.paymentState })}</p> : null}
              {order.cancelled ? <p role="status">{t('success.cancelled')}</p> : null}
              {order.bankTransfer ? (
                <div className={styles.transfer}>
                  <h2 className={styles.stepTitle}>{t('order.transfer.title')}</h2>
                  <p>
                    {t('order.transfer.text', {
                      amount: formatCurrency(order.totals.total, order.currency, order.locale),
                      number: order.orderNumber,
                    })}
                  </p>
                  <p>{order.bankTransfer}</p>
                </div>
              ) : null}
              {order.view === 'unpaid' && !order.cancelled ? <UnpaidActions order={order} /> : null}
            </section>
            <section className={styles.step} aria-label={t('success.billingAddress')}>
              <div className={styles.columns}>
                <div>
                  <h2 className={styles.stepTitle}>{t('success.billingAddress')}</h2>
                  <Lines lines={order.billingAddress} />
                </div>
                {/* An order of digital content only has no delivery: no address and no method to show. */}
                {order.shippingAddress.length > 0 ? (
                  <div>
                    <h2 className={styles.stepTitle}>{t('success.shippingAddress')}</h2>
                    <Lines lines={order.shippingAddress} />
                  </div>
                ) : null}
                <div>
                  <h2 className={styles.stepTitle}>{t('success.payment')}</h2>
                  <p className={styles.address}>{order.paymentMethod}</p>
                </div>
                {order.shippingMethod ? (
                  <div>
                    <h2 className={styles.stepTitle}>{t('success.shipping')}</h2>
                    <p className={styles.address}>{order.shippingMethod}</p>
                  </div>
                ) : null}
              </div>
            </section>
            {order.invoiceId || order.downloads.length > 0 ? (
              <section className={styles.step} aria-label={t('success.downloads')}>
                {order.invoiceId ? (
                  <a
                    className={styles.fileLink}
                    href={`${base}/document/${encodeURIComponent(order.invoiceId)}`}
                    download
                  >
                    {t('success.invoice')}
                  </a>
                ) : null}
                {order.downloads.length > 0 ? (
                  <>
                    <h2 className={styles.stepTitle}>{t('success.downloads')}</h2>
                    <ul>
                      {order.downloads.map((download) => (
                        <li key={download.id}>
                          <a
                            className={styles.fileLink}
                            href={`${base}/download/${encodeURIComponent(download.id)}`}
                            download
                          >
                            {t('success.download', { name: download.name })}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </section>
            ) : null}
            <Link href={localePath('/', locale)}>{t('success.continue')}</Link>
          </div>
          <aside className={styles.aside}>
            <CheckoutSummary
              items={order.items}
              totals={order.totals}
              currency={order.currency}
              locale={order.locale}
              labels={summaryLabels(t, market)}
            />
          </aside>
        </div>
      </Container>
    </main>
  );
}
