import { EmptyState, formatCurrency, Link, Pagination } from '@beautyshop/ui';
import { orderListPath, orderPath } from '../../../account/orderPaths';
import { localePath } from '../../../locale/fromPath';
import { useLocale, useTranslate } from '../../../locale/useLocale';
import type { OrderListView } from '../../../views/orderViews';
import { OrderStatus } from './OrderStatus';
import styles from './Orders.module.css';
import { orderDateText } from './orderFormat';

/** The customer's orders, newest first, one card each, with page links below. */
export function OrderList({ list }: { list: OrderListView }) {
  const t = useTranslate();
  const { locale, tag } = useLocale();
  if (list.orders.length === 0) {
    return (
      <EmptyState
        title={t('account.order.empty')}
        description={t('account.order.emptyText')}
        action={
          <Link variant="standalone" href={localePath('/', locale)}>
            {t('account.order.shop')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <ol className={styles.list}>
        {list.orders.map((order) => {
          const headingId = `order-${order.id}`;
          return (
            <li key={order.id}>
              <article className={styles.card} aria-labelledby={headingId}>
                <header className={styles.cardHeader}>
                  <h2 id={headingId} className={styles.cardTitle}>
                    {t('account.order.number', { number: order.orderNumber })}
                  </h2>
                  <p className={styles.muted}>
                    {t('account.order.placedOn', { date: orderDateText(order.orderDate, tag) })}
                  </p>
                </header>
                <OrderStatus
                  className={styles.status}
                  orderState={order.orderState}
                  paymentState={order.paymentState}
                />
                <footer className={styles.cardFooter}>
                  <p>
                    <span className={styles.muted}>{t('account.order.total')} </span>
                    <strong>{formatCurrency(order.total, order.currency, tag)}</strong>
                  </p>
                  <Link
                    variant="standalone"
                    href={orderPath(locale, order.id)}
                    aria-label={t('account.order.detailsOf', { number: order.orderNumber })}
                  >
                    {t('account.order.details')}
                  </Link>
                </footer>
              </article>
            </li>
          );
        })}
      </ol>
      <Pagination
        currentPage={list.page}
        totalPages={list.totalPages}
        hrefForPage={(page) => orderListPath(locale, page)}
        labels={{
          navigation: t('account.order.pages'),
          previous: t('account.order.previous'),
          next: t('account.order.next'),
          page: t('account.order.page'),
        }}
      />
    </>
  );
}
