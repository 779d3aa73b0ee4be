import { EmptyState, formatCurrency, Link, OrderCard, Pagination } from '@beautyshop/ui';
import { orderListPath, orderPath } from '../../../account/orderPaths';
import { localePath } from '../../../locale/fromPath';
import { useLocale, useTranslate } from '../../../locale/useLocale';
import type { OrderListView } from '../../../views/orderViews';
import { orderStateEntries } from './OrderStatus';
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
        {list.orders.map((order) => (
          <li key={order.id}>
            <OrderCard
              title={t('account.order.number', { number: order.orderNumber })}
              date={t('account.order.placedOn', { date: orderDateText(order.orderDate, tag) })}
              states={orderStateEntries(order, t)}
              totalLabel={t('account.order.total')}
              total={formatCurrency(order.total, order.currency, tag)}
              href={orderPath(locale, order.id)}
              linkLabel={t('account.order.details')}
              linkAccessibleLabel={t('account.order.detailsOf', { number: order.orderNumber })}
            />
          </li>
        ))}
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
