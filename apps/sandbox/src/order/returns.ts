import { round2, taxOfGross } from '../cart/money.js';
import type { Doc } from '../catalogue/entities/store.js';
import { ConstraintViolationError, type Violation } from '../customer/errors.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import type { ShopRequest } from '../domain/shop-request.js';
import { isId } from '../ids.js';
import { LIVE_VERSION_ID, newId } from './build-order.js';
import { customerOrder } from './cancel-order.js';
import { insertReturn, lineItemsOf, returnedQuantities } from './order-store.js';
import { renderReturn } from './render-order.js';
import { findReturnReason, renderReturnReason, UNSPECIFIED_REASON_ID } from './return-reasons.js';
import { renderState, stateIdOf } from './state-machines.js';

/** One line of a return request (the schema's `/order/{orderId}/return` body). */
export interface ReturnLineInput {
  orderLineItemId: string;
  quantity: number;
  reasonId: string;
  internalComment: string | null;
}

export interface ReturnInput {
  lineItems: ReturnLineInput[];
  includesShippingCosts: boolean;
  internalComment: string | null;
}

const MAX_LINES = 100;
const MAX_COMMENT = 2_000;

const violation = (pointer: string, code: string, message: string): Violation => ({ code, message, pointer });

function optionalComment(value: unknown, pointer: string, violations: Violation[]): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.length > MAX_COMMENT) {
    violations.push(
      violation(
        pointer,
        'VIOLATION::TYPE_ERROR',
        `This value should be a text of at most ${MAX_COMMENT} characters.`,
      ),
    );
    return null;
  }
  return value.trim() || null;
}

/** Reads a return request; every broken rule is a 400 pointing at its field, and nothing is stored. */
export function readReturnInput(body: Record<string, unknown>): ReturnInput {
  const violations: Violation[] = [];
  const raw = body.lineItems;
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_LINES) {
    throw new ConstraintViolationError([
      violation('/lineItems', 'VIOLATION::IS_BLANK_ERROR', `Give 1 to ${MAX_LINES} line items to return.`),
    ]);
  }
  const lineItems = raw.map((entry: unknown, index): ReturnLineInput => {
    const pointer = `/lineItems/${index}`;
    const line =
      entry !== null && typeof entry === 'object' && !Array.isArray(entry)
        ? (entry as Record<string, unknown>)
        : {};
    if (!isId(line.orderLineItemId))
      violations.push(
        violation(`${pointer}/orderLineItemId`, 'VIOLATION::INVALID_UUID_ERROR', 'This is not a valid id.'),
      );
    const quantity = line.quantity;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1)
      violations.push(
        violation(
          `${pointer}/quantity`,
          'VIOLATION::TYPE_ERROR',
          'The quantity must be a positive whole number.',
        ),
      );
    const reasonId = line.reasonId ?? UNSPECIFIED_REASON_ID;
    if (typeof reasonId !== 'string' || !findReturnReason(reasonId))
      violations.push(
        violation(
          `${pointer}/reasonId`,
          'VIOLATION::ENTITY_DOES_NOT_EXISTS',
          'There is no return reason with this id.',
        ),
      );
    return {
      orderLineItemId: String(line.orderLineItemId),
      quantity: Number(quantity),
      reasonId: String(reasonId),
      internalComment: optionalComment(line.internalComment, `${pointer}/internalComment`, violations),
    };
  });
  const includes = body.includesShippingCosts ?? false;
  if (typeof includes !== 'boolean')
    violations.push(
      violation('/includesShippingCosts', 'VIOLATION::TYPE_ERROR', 'This value should be of type boolean.'),
    );
  const internalComment = optionalComment(body.internalComment, '/internalComment', violations);
  if (violations.length) throw new ConstraintViolationError(violations);
  return { lineItems, includesShippingCosts: includes === true, internalComment };
}

/** Refund amounts per VAT rate of the returned goods, as a cart price. */
function refundPrice(shares: Map<number, number>, total: number): Doc {
  const rates = [...shares.keys()].sort((a, b) => a - b);
  const calculatedTaxes = rates.map((rate) => {
    const price = round2(shares.get(rate) ?? 0);
    return { tax: taxOfGross(price, rate), taxRate: rate, price, apiAlias: 'cart_tax_calculated' };
  });
  const taxes = round2(calculatedTaxes.reduce((sum, tax) => sum + tax.tax, 0));
  return {
    netPrice: round2(total - taxes),
    totalPrice: total,
    calculatedTaxes,
    taxRules: rates.map((rate) => ({
      taxRate: rate,
      percentage: total === 0 ? 100 : round2(((shares.get(rate) ?? 0) / total) * 100),
      apiAlias: 'cart_tax_rule',
    })),
    positionPrice: total,
    rawTotal: total,
    taxStatus: 'gross',
    apiAlias: 'cart_price',
  };
}

/**
 * A return request for goods of the customer's order, with a reason per line item (the schema's
 * `POST /order/{orderId}/return`, a Shopware commercial feature). The sandbox's rules: goods lines only, and no
 * digital content (it is never sent, and it was ordered with the waiver of the withdrawal right); at most the
 * ordered quantity less what earlier open returns ask back; not for a cancelled order. Stored in state open and
 * shown on the order under `extensions.returns`.
 */
export function requestReturn(
  deps: SandboxDeps,
  shop: ShopRequest,
  orderId: string,
  input: ReturnInput,
): Doc {
  const order = customerOrder(deps, shop, orderId);
  const violations: Violation[] = [];
  if (order.state === 'cancelled')
    violations.push(
      violation('/', 'SANDBOX__ORDER_RETURN_NOT_POSSIBLE', 'A cancelled order cannot be returned.'),
    );
  const lineItems = new Map(lineItemsOf(deps, [order.id]).map((item) => [item.id, item]));
  const returned = returnedQuantities(deps, order.id);
  const asked = new Map<string, number>();
  input.lineItems.forEach((line, index) => {
    const item = lineItems.get(line.orderLineItemId);
    if (!item || (item.type !== 'product' && item.type !== 'freeProduct')) {
      violations.push(
        violation(
          `/lineItems/${index}/orderLineItemId`,
          'VIOLATION::ENTITY_DOES_NOT_EXISTS',
          'The order has no goods line item with this id.',
        ),
      );
      return;
    }
    if (((item.doc.states as string[] | undefined) ?? []).includes('is-download')) {
      violations.push(
        violation(
          `/lineItems/${index}/orderLineItemId`,
          'SANDBOX__ORDER_RETURN_NOT_POSSIBLE',
          'Digital content is never sent, so it cannot be sent back.',
        ),
      );
      return;
    }
    const total = (asked.get(item.id) ?? 0) + line.quantity;
    asked.set(item.id, total);
    if (total + (returned.get(item.id) ?? 0) > item.quantity)
      violations.push(
        violation(
          `/lineItems/${index}/quantity`,
          'VIOLATION::TOO_HIGH_ERROR',
          `At most ${item.quantity - (returned.get(item.id) ?? 0)} can be returned.`,
        ),
      );
  });
  if (violations.length) throw new ConstraintViolationError(violations);

  const now = new Date(deps.now()).toISOString();
  const id = newId();
  const shares = new Map<number, number>();
  const openState = {
    stateId: stateIdOf('order_return.state', 'open'),
    state: renderState('order_return.state', 'open', shop.languageId),
  };
  const lines = input.lineItems.map((line) => {
    const item = lineItems.get(line.orderLineItemId) as { doc: Doc; quantity: number };
    const price = item.doc.price as Doc;
    const refundAmount = round2(Number(price.unitPrice) * line.quantity);
    const rate = Number(((price.calculatedTaxes as Doc[] | undefined)?.[0] as Doc | undefined)?.taxRate ?? 0);
    shares.set(rate, round2((shares.get(rate) ?? 0) + refundAmount));
    const reason = findReturnReason(line.reasonId);
    return {
      id: newId(),
      versionId: LIVE_VERSION_ID,
      orderReturnId: id,
      orderReturnVersionId: LIVE_VERSION_ID,
      orderLineItemId: line.orderLineItemId,
      orderLineItemVersionId: LIVE_VERSION_ID,
      reasonId: line.reasonId,
      quantity: line.quantity,
      refundAmount,
      restockQuantity: 0,
      internalComment: line.internalComment,
      customFields: null,
      ...openState,
      reason: reason ? renderReturnReason(reason, shop.languageId) : null,
      createdAt: now,
      updatedAt: null,
    };
  });
  const shipping = input.includesShippingCosts ? (order.doc.shippingCosts as Doc) : null;
  const goods = round2(lines.reduce((sum, line) => sum + line.refundAmount, 0));
  const total = round2(goods + Number(shipping?.totalPrice ?? 0));
  if (shipping)
    for (const tax of (shipping.calculatedTaxes as Doc[] | undefined) ?? [])
      shares.set(Number(tax.taxRate), round2((shares.get(Number(tax.taxRate)) ?? 0) + Number(tax.price)));
  const price = refundPrice(shares, total);
  const record = insertReturn(deps, {
    id,
    orderId: order.id,
    state: 'open',
    createdAt: now,
    updatedAt: now,
    doc: {
      price,
      shippingCosts: shipping,
      amountTotal: total,
      amountNet: price.netPrice,
      requestedAt: now,
      internalComment: input.internalComment,
      createdById: null,
      updatedById: null,
      lineItems: lines,
    },
  });
  return renderReturn(record, shop.languageId);
}
