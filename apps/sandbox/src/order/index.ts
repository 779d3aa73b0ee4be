/** The order aggregate: placement, listing, state machines, payment changes, documents, downloads, returns. */

export { readPlaceOrderInput } from './order-input.js';
export { loadOrderForAnswer } from './order-query.js';
export { placeOrder } from './place-order.js';
export { renderState, STATE_MACHINES, type StateMachineName, stateIdOf } from './state-machines.js';
export { transitionDelivery, transitionOrder, transitionTransaction } from './transitions.js';
