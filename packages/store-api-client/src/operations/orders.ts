import { z } from 'zod';
import type { Criteria } from '../criteria.js';
import { orderListSchema, orderReturnSchema, stateMachineStateSchema } from '../schemas/order.js';
import type { CallOptions, Transport } from '../transport.js';
import { HANDLE_PAYMENT_NEEDS_ORDER_ID, requireId, requireText } from '../validation.js';

/**
 * handle-payment answer. Shopware's schema says `redirectUrl: string` (required), but 6.7 sends null for
 * synchronous payments, so null is accepted too.
 */
const handlePaymentSchema = z.object({ redirectUrl: z.string().nullable() });
export type HandlePaymentResult = z.infer<typeof handlePaymentSchema>;

/** POST /store-api/order */
export async function readOrders(transport: Transport, criteria?: Criteria, options?: CallOptions) {
  return transport.json({ method: 'post', path: 'order', body: criteria ?? {} }, orderListSchema, options);
}

/** POST /store-api/order/state/cancel; answers with the new state. */
export async function cancelOrder(transport: Transport, orderId: string, options?: CallOptions) {
  const body = { orderId: requireText(orderId, 'You need to provide order id') };
  return transport.json(
    { method: 'post', path: 'order/state/cancel', body },
    stateMachineStateSchema,
    options,
  );
}

/** POST /store-api/order/payment (spec 5: payment method id required). */
export async function changeOrderPaymentMethod(
  transport: Transport,
  input: { orderId: string; paymentMethodId: string },
  options?: CallOptions,
): Promise<void> {
  const body = {
    orderId: requireText(input.orderId, 'You need to provide order id'),
    paymentMethodId: requireId(input.paymentMethodId, 'payment method'),
  };
  return transport.empty({ method: 'post', path: 'order/payment', body }, options);
}

/** GET /store-api/order/download/{orderId}/{downloadId}: the file as a Blob. */
export async function downloadOrderFile(
  transport: Transport,
  input: { orderId: string; downloadId: string },
  options?: CallOptions,
): Promise<Blob> {
  const path = `order/download/${encodeURIComponent(input.orderId)}/${encodeURIComponent(input.downloadId)}`;
  return transport.blob({ method: 'get', path }, options);
}

/** GET /store-api/document/download/{documentId}/{deepLinkCode}: the document (usually a PDF) as a Blob. */
export async function downloadDocument(
  transport: Transport,
  input: { documentId: string; deepLinkCode: string },
  options?: CallOptions,
): Promise<Blob> {
  const path = `document/download/${encodeURIComponent(input.documentId)}/${encodeURIComponent(input.deepLinkCode)}`;
  return transport.blob({ method: 'get', path }, options);
}

export interface HandlePaymentInput {
  orderId: string;
  finishUrl?: string;
  errorUrl?: string;
  paymentDetails?: Record<string, string | number | boolean>;
}

/** GET /store-api/handle-payment (spec 5: needs orderId); answers with the payment provider's redirectUrl. */
export async function handlePayment(transport: Transport, input: HandlePaymentInput, options?: CallOptions) {
  const searchParams = new URLSearchParams({
    orderId: requireText(input.orderId, HANDLE_PAYMENT_NEEDS_ORDER_ID),
  });
  if (input.finishUrl) searchParams.set('finishUrl', input.finishUrl);
  if (input.errorUrl) searchParams.set('errorUrl', input.errorUrl);
  for (const [key, value] of Object.entries(input.paymentDetails ?? {})) {
    searchParams.set(`paymentDetails[${key}]`, String(value));
  }
  return transport.json(
    { method: 'get', path: 'handle-payment', searchParams },
    handlePaymentSchema,
    options,
  );
}

/** One line of a return request: which order line item, how many, and why. */
export interface OrderReturnLineInput {
  orderLineItemId: string;
  quantity: number;
  /** The shop's return reason id; without one the Store API records "not specified". */
  reasonId?: string;
  internalComment?: string;
}

export interface OrderReturnInput {
  orderId: string;
  lineItems: readonly OrderReturnLineInput[];
  includesShippingCosts?: boolean;
  internalComment?: string;
}

/**
 * POST /store-api/order/{orderId}/return: a return request with a reason per line item (the Store API schema's
 * route of Shopware's commercial return management); answers the stored return in state open.
 */
export async function requestOrderReturn(
  transport: Transport,
  input: OrderReturnInput,
  options?: CallOptions,
) {
  const orderId = requireText(input.orderId, 'You need to provide order id');
  const { lineItems, includesShippingCosts, internalComment } = input;
  const body = {
    lineItems: lineItems.map((line) => ({
      orderLineItemId: requireId(line.orderLineItemId, 'order line item'),
      quantity: line.quantity,
      ...(line.reasonId ? { reasonId: line.reasonId } : {}),
      ...(line.internalComment ? { internalComment: line.internalComment } : {}),
    })),
    ...(includesShippingCosts === undefined ? {} : { includesShippingCosts }),
    ...(internalComment ? { internalComment } : {}),
  };
  return transport.json(
    { method: 'post', path: `order/${encodeURIComponent(orderId)}/return`, body },
    orderReturnSchema,
    options,
  );
}
