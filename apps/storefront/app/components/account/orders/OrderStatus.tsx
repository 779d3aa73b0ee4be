import { Badge, type BadgeProps } from '@beautyshop/ui';
import type { MessageKey } from '../../../i18n/messages';
import type { Translate } from '../../../i18n/translate';
import { useTranslate } from '../../../locale/useLocale';
import type { OrderStateView } from '../../../views/orderViews';

type Tone = NonNullable<BadgeProps['tone']>;

/** The shop's text and tone per state; a state it does not know shows the Store API's translated name. */
const ORDER_STATES: Readonly<Record<string, { key: MessageKey; tone: Tone }>> = {
  open: { key: 'account.order.state.open', tone: 'info' },
  in_progress: { key: 'account.order.state.in_progress', tone: 'info' },
  completed: { key: 'account.order.state.completed', tone: 'success' },
  cancelled: { key: 'account.order.state.cancelled', tone: 'neutral' },
};

const PAYMENT_STATES: Readonly<Record<string, { key: MessageKey; tone: Tone }>> = {
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

function labelOf(
  table: Readonly<Record<string, { key: MessageKey; tone: Tone }>>,
  state: OrderStateView,
  t: Translate,
): { text: string; tone: Tone } {
  const known = Object.hasOwn(table, state.technicalName) ? table[state.technicalName] : undefined;
  return known ? { text: t(known.key), tone: known.tone } : { text: state.name, tone: 'neutral' };
}

export function orderStateText(state: OrderStateView, t: Translate): string {
  return labelOf(ORDER_STATES, state, t).text;
}

export function paymentStateText(state: OrderStateView, t: Translate): string {
  return labelOf(PAYMENT_STATES, state, t).text;
}

/** The order's state and its payment's state as two labelled badges. */
export function OrderStatus({
  orderState,
  paymentState,
  className,
}: {
  orderState: OrderStateView;
  paymentState: OrderStateView | undefined;
  className?: string;
}) {
  const t = useTranslate();
  const order = labelOf(ORDER_STATES, orderState, t);
  const payment = paymentState ? labelOf(PAYMENT_STATES, paymentState, t) : undefined;
  return (
    <dl className={className}>
      <div>
        <dt>{t('account.order.status')}</dt>
        <dd>
          <Badge tone={order.tone}>{order.text}</Badge>
        </dd>
      </div>
      {payment ? (
        <div>
          <dt>{t('account.order.paymentStatus')}</dt>
          <dd>
            <Badge tone={payment.tone}>{payment.text}</Badge>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
