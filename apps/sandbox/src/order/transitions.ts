import { alterStock } from '../catalogue/stock-storage.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import { sendDownloadsMail } from './download-mails.js';
import { IllegalTransitionError, OrderNotFoundError, OrderTransactionNotFoundError } from './order-errors.js';
import { stockAlterationsOf, stockDirectionOf } from './order-stock.js';
import {
  type DeliveryRecord,
  deliveriesOf,
  findOrder,
  findTransaction,
  lineItemsOf,
  type StatefulEntity,
  setDownloadAccess,
  setState,
} from './order-store.js';
import { sendPaymentStatusMail } from './payment-mails.js';
import { availableActions, nextState, type StateMachineName } from './state-machines.js';

type Deps = Pick<SandboxDeps, 'db' | 'now'>;

/** What a transition did: the entity's state before and after. */
export interface TransitionOutcome {
  id: string;
  orderId: string;
  from: string;
  to: string;
}

/** Tries of a transition that lost a race to a concurrent one before the newer state is reported. */
const MAX_ATTEMPTS = 5;

function transition(
  deps: Deps,
  machine: StateMachineName,
  entity: StatefulEntity,
  load: () => { id: string; orderId: string; state: string },
  action: string,
  /** Writes that belong to the change from one state to the other, in its transaction. */
  alsoWrite: (from: string, to: string) => void = () => {},
): TransitionOutcome {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const current = load();
    const to = nextState(machine, current.state, action);
    if (to === undefined)
      throw new IllegalTransitionError(current.state, action, availableActions(machine, current.state));
    const now = new Date(deps.now()).toISOString();
    if (
      setState(
        deps,
        {
          entity,
          id: current.id,
          orderId: current.orderId,
          from: current.state,
          to,
          action,
          now,
        },
        () => alsoWrite(current.state, to),
      )
    )
      return { id: current.id, orderId: current.orderId, from: current.state, to };
  }
  const current = load();
  throw new IllegalTransitionError(current.state, action, availableActions(machine, current.state));
}

/** States of a transaction in which the order's downloads are available (Shopware grants access once paid). */
const DOWNLOAD_STATES = new Set(['paid']);
/** States that take the access away again (the payment was returned). */
const REVOKING_STATES = new Set(['refunded', 'cancelled', 'chargeback']);

/**
 * Moves a payment transaction along Shopware's `order_transaction.state` machine by an action name (`paid`,
 * `do_pay`, `fail`, `cancel`, `authorize`, `process`, `process_unconfirmed`, `remind`, `refund`,
 * `refund_partially`, `paid_partially`, `chargeback`, `reopen`), as OrderService::orderTransactionStateTransition.
 * An action the current state does not allow is a 400 SYSTEM__ILLEGAL_STATE_TRANSITION and changes nothing.
 * A paid transaction grants access to the order's downloads; a refund, cancellation or chargeback takes it back.
 * Entering paid, failed, cancelled or refunded mails the customer the payment status
 * (`order_transaction.state.{state}`), and access just granted to downloads mails where they are
 * (`downloads_delivery`). The one place a transaction's state changes: the payment handlers call it.
 */
export function transitionTransaction(deps: Deps, transactionId: string, action: string): TransitionOutcome {
  const outcome = transition(
    deps,
    'order_transaction.state',
    'order_transaction',
    () => {
      const record = findTransaction(deps, transactionId);
      if (!record) throw new OrderTransactionNotFoundError(transactionId);
      return record;
    },
    action,
  );
  const now = new Date(deps.now()).toISOString();
  if (DOWNLOAD_STATES.has(outcome.to)) setDownloadAccess(deps, outcome.orderId, true, now);
  else if (REVOKING_STATES.has(outcome.to) && DOWNLOAD_STATES.has(outcome.from))
    setDownloadAccess(deps, outcome.orderId, false, now);
  const order = findOrder(deps, outcome.orderId);
  if (order) {
    sendPaymentStatusMail(deps, order, outcome.to);
    // Access just granted: the customer hears where the files are (Shopware's downloads_delivery).
    if (DOWNLOAD_STATES.has(outcome.to) && !DOWNLOAD_STATES.has(outcome.from)) sendDownloadsMail(deps, order);
  }
  return outcome;
}

/**
 * Moves an order along `order.state` (`process`, `complete`, `cancel`, `reopen`). Entering cancelled gives the
 * stock of its product lines back, leaving it takes the stock again (OrderStockSubscriber::stateChanged).
 */
export function transitionOrder(deps: Deps, orderId: string, action: string): TransitionOutcome {
  return transition(
    deps,
    'order.state',
    'order',
    () => {
      const order = findOrder(deps, orderId);
      if (!order) throw new OrderNotFoundError(orderId);
      return { id: order.id, orderId: order.id, state: order.state };
    },
    action,
    (from, to) => {
      const direction = stockDirectionOf(from, to);
      if (direction)
        alterStock(deps.db, stockAlterationsOf(lineItemsOf(deps, [orderId]), direction), {
          now: deps.now(),
        });
    },
  );
}

/** Moves a delivery along `order_delivery.state` (`ship`, `ship_partially`, `retour`, `retour_partially`, `cancel`, `reopen`). */
export function transitionDelivery(
  deps: Deps,
  delivery: Pick<DeliveryRecord, 'id' | 'orderId'>,
  action: string,
): TransitionOutcome {
  return transition(
    deps,
    'order_delivery.state',
    'order_delivery',
    () => {
      const record = deliveriesOf(deps, [delivery.orderId]).find((candidate) => candidate.id === delivery.id);
      if (!record) throw new OrderNotFoundError(delivery.orderId);
      return record;
    },
    action,
  );
}
