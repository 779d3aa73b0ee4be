/** The order aggregate: placement, listing, state machines, payment changes, documents, downloads, returns. */
export { cancelOrder, customerOrder } from './cancel-order.js';
export { type DocumentFile, documentByDeepLink, downloadDocument } from './documents.js';
export { downloadFile } from './downloads.js';
export { requiredIdParameter } from './order-ids.js';
export { readPlaceOrderInput } from './order-input.js';
export { GUEST_LOGIN_LIMITER, listOrders } from './order-list.js';
export { loadOrderForAnswer } from './order-query.js';
export {
  findOrder,
  findTransaction,
  type OrderRecord,
  type TransactionRecord,
  transactionsOf,
} from './order-store.js';
export { changeOrderPayment } from './payment-change.js';
export { placeOrder } from './place-order.js';
export { renderOrders, renderTransaction } from './render-order.js';
export { listReturnReasons, returnReasonIdOf } from './return-reasons.js';
export { readReturnInput, requestReturn } from './returns.js';
export { renderState, STATE_MACHINES, type StateMachineName, stateIdOf } from './state-machines.js';
export {
  type TransitionOutcome,
  transitionDelivery,
  transitionOrder,
  transitionTransaction,
} from './transitions.js';
