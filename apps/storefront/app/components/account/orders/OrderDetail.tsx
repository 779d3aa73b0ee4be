import {
  Checkbox,
  FormFrame,
  FormMessage,
  type FormNotice,
  formatCurrency,
  IconChevronLeft,
  Link,
  RadioGroup,
} from '@beautyshop/ui';
import { Form, useNavigation } from 'react-router';
import { orderListPath, orderPath } from '../../../account/orderPaths';
import { useLocale, useTranslate } from '../../../locale/useLocale';
import type { OrderDetailView, OrderPaymentMethodView } from '../../../views/orderViews';
import { OrderStatus } from './OrderStatus';
import styles from './Orders.module.css';
import { orderDateText } from './orderFormat';

function Lines({ lines }: { lines: readonly string[] }) {
  return (
    <address className={styles.address}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines of an address are positional
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}

/** Cancel and payment change, each a plain POST form, shown only where the order's states allow them. */
function ManageOrder({
  order,
  paymentMethods,
}: {
  order: OrderDetailView;
  paymentMethods: readonly OrderPaymentMethodView[];
}) {
  const t = useTranslate();
  const navigation = useNavigation();
  const submitting = (intent: string) =>
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
      ? 'submitting'
      : 'idle';
  const offerPaymentChange = order.canChangePayment && paymentMethods.length > 0;
  if (!order.canCancel && !offerPaymentChange) return null;
  return (
    <section className={styles.section} aria-labelledby="order-manage">
      <h2 id="order-manage">{t('account.order.manage')}</h2>
      <div className={styles.columns}>
        {offerPaymentChange ? (
          <div className={styles.manage}>
            <h3 id="order-change-payment" className={styles.subTitle}>
              {t('account.order.changePayment')}
            </h3>
            <p>{t('account.order.changePaymentText')}</p>
            <FormFrame
              intent="change-payment"
              labelledBy="order-change-payment"
              submitLabel={t('account.order.changePaymentSubmit')}
              state={submitting('change-payment')}
              formAs={Form}
            >
              {() => (
                <RadioGroup
                  legend={t('account.order.paymentMethod')}
                  name="paymentMethodId"
                  required
                  options={paymentMethods.map((method) => ({ value: method.id, label: method.name }))}
                />
              )}
            </FormFrame>
          </div>
        ) : null}
        {order.canCancel ? (
          <div className={styles.manage}>
            <h3 id="order-cancel" className={styles.subTitle}>
              {t('account.order.cancel')}
            </h3>
            <p>{t('account.order.cancelText')}</p>
            <FormFrame
              intent="cancel"
              labelledBy="order-cancel"
              submitLabel={t('account.order.cancel')}
              state={submitting('cancel')}
              formAs={Form}
            >
              {/* A cancel cannot be undone: the box must be ticked first (the browser asks without JavaScript too). */}
              {() => (
                <Checkbox
                  name="confirmCancel"
                  value="yes"
                  required
                  label={t('account.order.cancelConfirm')}
                />
              )}
            </FormFrame>
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** One order: its states, lines and totals, addresses and methods, documents and downloads, and what can be done. */
export function OrderDetail({
  order,
  segment,
  guest,
  paymentMethods,
  notice,
}: {
  order: OrderDetailView;
  /** The URL's order segment (the id, or the mail's deep link code); the page's links keep it. */
  segment: string;
  /** A guest (the mail's deep link) has no order list to go back to. */
  guest: boolean;
  paymentMethods: readonly OrderPaymentMethodView[];
  notice: FormNotice | undefined;
}) {
  const t = useTranslate();
  const { locale, tag } = useLocale();
  const money = (amount: number) => formatCurrency(amount, order.currency, tag);
  const base = orderPath(locale, segment);
  return (
    <>
      {guest ? null : (
        <p>
          {/* Looks like the way back it is: as a subtle link it read as plain text above the heading. */}
          <Link variant="standalone" href={orderListPath(locale)}>
            <IconChevronLeft size={16} />
            {t('account.order.back')}
          </Link>
        </p>
      )}
      <header className={styles.pageHeader}>
        <h1>{t('account.order.number', { number: order.orderNumber })}</h1>
        <p className={styles.muted}>
          {t('account.order.placedOn', { date: orderDateText(order.orderDate, tag) })}
        </p>
        <OrderStatus orderState={order.orderState} paymentState={order.paymentState} />
      </header>
      {notice ? <FormMessage tone={notice.tone}>{notice.text}</FormMessage> : null}

      <section className={styles.section} aria-labelledby="order-items">
        <h2 id="order-items">{t('account.order.items')}</h2>
        <table className={styles.lines}>
          <thead>
            <tr>
              <th scope="col">{t('account.order.item')}</th>
              <th scope="col">{t('account.order.quantity')}</th>
              <th scope="col">{t('account.order.unitPrice')}</th>
              <th scope="col">{t('account.order.lineTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.id}>
                <th scope="row">
                  <span className={styles.item}>
                    {/* The name beside it says what it shows: the image is decoration (alt=""). */}
                    {line.image ? (
                      <img
                        className={styles.thumb}
                        src={line.image.url}
                        alt=""
                        width={48}
                        height={48}
                        loading="lazy"
                      />
                    ) : null}
                    {line.label}
                  </span>
                </th>
                <td data-label={t('account.order.quantity')}>{line.quantity}</td>
                <td data-label={t('account.order.unitPrice')}>{money(line.unitPrice)}</td>
                <td data-label={t('account.order.lineTotal')}>{money(line.totalPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className={styles.totals}>
          <div>
            <dt>{t('account.order.subtotal')}</dt>
            <dd>{money(order.totals.subtotal)}</dd>
          </div>
          {order.totals.shipping === undefined ? null : (
            <div>
              <dt>{t('account.order.shipping')}</dt>
              {/* Free delivery reads as the cart and the checkout wrote it, not as 0,00 €. */}
              <dd>{order.totals.shipping === 0 ? t('summary.free') : money(order.totals.shipping)}</dd>
            </div>
          )}
          {order.totals.rounding === undefined ? null : (
            <div>
              <dt>{t('summary.rounding')}</dt>
              <dd>{money(order.totals.rounding)}</dd>
            </div>
          )}
          <div className={styles.grandTotal}>
            <dt>{t('account.order.grandTotal')}</dt>
            <dd>{money(order.totals.total)}</dd>
          </div>
        </dl>
        {order.canReturn ? (
          <p>
            <Link variant="standalone" href={`${base}/return`}>
              {t('account.order.returnLink')}
            </Link>
          </p>
        ) : null}
      </section>

      {order.bankTransfer ? (
        <section className={styles.section} aria-labelledby="order-transfer">
          <div className={styles.transfer}>
            <h2 id="order-transfer" className={styles.subTitle}>
              {t('order.transfer.title')}
            </h2>
            <p>
              {t('order.transfer.text', { amount: money(order.totals.total), number: order.orderNumber })}
            </p>
            <p>{order.bankTransfer}</p>
          </div>
        </section>
      ) : null}

      {order.returns.length > 0 ? (
        <section className={styles.section} aria-labelledby="order-returns">
          <h2 id="order-returns">{t('account.order.returns')}</h2>
          <ul className={styles.returns}>
            {order.returns.map((entry) => (
              <li key={entry.id}>
                <p>
                  <strong>
                    {entry.date
                      ? t('account.order.returnEntry', {
                          number: entry.number,
                          date: orderDateText(entry.date, tag),
                        })
                      : t('account.order.returnEntryUndated', { number: entry.number })}
                  </strong>
                  {/* The Store API names the return's state in the shopper's language. */}
                  {entry.state ? ` · ${entry.state.name}` : null}
                </p>
                <ul>
                  {entry.lines.map((line, index) => (
                    // A return may name one line twice (two reasons): the position tells them apart.
                    // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no id of their own here
                    <li key={index}>{`${line.quantity} × ${line.label}`}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="order-delivery">
        <h2 id="order-delivery" className={styles.visuallyHidden}>
          {/* An order of digital content only has no delivery: the section holds its bill and payment. */}
          {order.shippingAddress.length > 0
            ? t('account.order.shippingAddress')
            : t('account.order.billingAddress')}
        </h2>
        <div className={styles.columns}>
          <div>
            <h3 className={styles.subTitle}>{t('account.order.billingAddress')}</h3>
            <Lines lines={order.billingAddress} />
          </div>
          {/* An order of digital content only has no delivery: no address and no method to show. */}
          {order.shippingAddress.length > 0 ? (
            <div>
              <h3 className={styles.subTitle}>{t('account.order.shippingAddress')}</h3>
              <Lines lines={order.shippingAddress} />
            </div>
          ) : null}
          {order.shippingMethod ? (
            <div>
              <h3 className={styles.subTitle}>{t('account.order.shippingMethod')}</h3>
              <p>{order.shippingMethod}</p>
            </div>
          ) : null}
          <div>
            <h3 className={styles.subTitle}>{t('account.order.paymentMethod')}</h3>
            <p>{order.paymentMethod?.name}</p>
          </div>
        </div>
      </section>

      {order.documents.length > 0 || order.downloads.length > 0 ? (
        <section className={styles.section} aria-labelledby="order-documents">
          <h2 id="order-documents">{t('account.order.documents')}</h2>
          <ul className={styles.files}>
            {order.documents.map((document) => (
              <li key={document.id}>
                <a href={`${base}/document/${encodeURIComponent(document.id)}`} download>
                  {t('account.order.invoice', { number: document.number ?? '' }).trim()}
                </a>
              </li>
            ))}
            {order.downloads.map((download) => (
              <li key={download.id}>
                <a href={`${base}/download/${encodeURIComponent(download.id)}`} download>
                  {t('account.order.download', { name: download.label })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <ManageOrder order={order} paymentMethods={paymentMethods} />
    </>
  );
}
