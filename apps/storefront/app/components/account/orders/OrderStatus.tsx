import { type BadgeProps, type OrderStateEntry, OrderStatus as OrderStatusBadges } from '@beautyshop/ui';
import type { MessageKey } from '../../../i18n/messages';
import type { Translate } from '../../../i18n/translate';
import { useTranslate } from '../../../locale/useLocale';
import type { OrderStateView } from '../../../views/orderViews';

type Tone = NonNullable<BadgeProps['tone']>;
type StateTexts = Readonly<Record<string, { key: MessageKey; tone: Tone }>>;

/** The shop's text and tone per state; a state it does not know shows the Store API's translated name. */
const ORDER_STATES: StateTexts = {
  open: { key: 'account.order.state.open', tone: 'info' },
  in_progress: { key: 'account.order.state.in_progress', tone: 'info' },
  completed: { key: 'account.order.state.completed', tone: 'success' },
  cancelled: { key: 'account.order.state.cancelled', tone: 'neutral' },
};

/** What waits on the customer (open, reminded) is a warning; failures and chargebacks are dangers. */
const PAYMENT_STATES: StateTexts = {
  open: { key: 'account.order.paymentState.open', tone: 'warning' },
  in_progress: { key: 'account.order.paymentState.in_progress', tone: 'info' },
  unconfirmed: { key: 'account.order.paymentState.unconfirmed', tone: 'info' },
  authorized: { key: 'account.order.paymentState.authorized', tone: 'info' },
  paid: { key: 'account.order.paymentState.paid', tone: 'success' },
  paid_partially: { key: 'account.order.paymentState.paid_partially', tone: 'warning' },
  refunded: { key: 'account.order.paymentState.refunded', tone: 'neutral' },
  refunded_partially: { key: 'account.order.paymentState.refunded_partially', tone: 'neutral' },
  cancelled: { key: 'account.order.paymentState.cancelled', tone: 'neutral' },
  failed: { key: 'account.order.paymentState.failed', tone: 'danger' },
  reminded: { key: 'account.order.paymentState.reminded', tone: 'warning' },
  chargeback: { key: 'account.order.paymentState.chargeback', tone: 'danger' },
};

function entryOf(table: StateTexts, label: string, state: OrderStateView, t: Translate): OrderStateEntry {
  const known = Object.hasOwn(table, state.technicalName) ? table[state.technicalName] : undefined;
  return known
    ? { label, value: t(known.key), tone: known.tone }
    : { label, value: state.name, tone: 'neutral' };
}

/** The order's state and its latest payment's state, named and translated, as ui's `OrderStatus` shows them. */
export function orderStateEntries(
  states: { orderState: OrderStateView; paymentState: OrderStateView | undefined },
  t: Translate,
): OrderStateEntry[] {
  const order = entryOf(ORDER_STATES, t('account.order.status'), states.orderState, t);
  return states.paymentState
    ? [order, entryOf(PAYMENT_STATES, t('account.order.paymentStatus'), states.paymentState, t)]
    : [order];
}

export function OrderStatus({
  orderState,
  paymentState,
}: {
  orderState: OrderStateView;
  paymentState: OrderStateView | undefined;
}) {
  const t = useTranslate();
  return <OrderStatusBadges states={orderStateEntries({ orderState, paymentState }, t)} />;
}
