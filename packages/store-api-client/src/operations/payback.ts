import { z } from 'zod';
import { isStoreApiHttpError } from '../errors/typeGuards.js';
import type { CallOptions, Transport } from '../transport.js';

/** Spec 8: the payback number check returns a 403 as such, so the shop can tell 'forbidden' from 'rejected'. */
export const PAYBACK_FORBIDDEN = 403;
export type PaybackNumberResult = boolean | typeof PAYBACK_FORBIDDEN;

/** The calculation answer is a plugin shape (not in Shopware's schema): any JSON object. */
const paybackCalculationSchema = z.record(z.string(), z.json());
export type PaybackCalculation = z.infer<typeof paybackCalculationSchema>;

async function succeeds(run: () => Promise<void>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch {
    return false;
  }
}

/** POST /store-api/payback/calculation with a products map (product id → quantity); null on failure. */
export async function calculatePayback(
  transport: Transport,
  products: Record<string, number>,
  options?: CallOptions,
): Promise<PaybackCalculation | null> {
  try {
    const call = { method: 'post' as const, path: 'payback/calculation', body: { products } };
    return await transport.json(call, paybackCalculationSchema, options);
  } catch {
    return null;
  }
}

/** POST /store-api/payback/number: true when accepted, 403 as such, false on any other failure. */
export async function checkPaybackNumber(
  transport: Transport,
  paybackNumber: string,
  options?: CallOptions,
): Promise<PaybackNumberResult> {
  try {
    await transport.empty({ method: 'post', path: 'payback/number', body: { paybackNumber } }, options);
    return true;
  } catch (error) {
    return isStoreApiHttpError(error) && error.status === PAYBACK_FORBIDDEN ? PAYBACK_FORBIDDEN : false;
  }
}

/** DELETE /store-api/payback/number; false on failure. */
export async function removePaybackNumber(transport: Transport, options?: CallOptions): Promise<boolean> {
  return succeeds(() => transport.empty({ method: 'delete', path: 'payback/number' }, options));
}

/** POST /store-api/payback/promotion-code; false on failure. */
export async function addPaybackPromotionCode(
  transport: Transport,
  code: string,
  options?: CallOptions,
): Promise<boolean> {
  return succeeds(() =>
    transport.empty({ method: 'post', path: 'payback/promotion-code', body: { code } }, options),
  );
}

/** DELETE /store-api/payback/promotion-code with the code; false on failure. */
export async function removePaybackPromotionCode(
  transport: Transport,
  code: string,
  options?: CallOptions,
): Promise<boolean> {
  return succeeds(() =>
    transport.empty({ method: 'delete', path: 'payback/promotion-code', body: { code } }, options),
  );
}

/** POST /store-api/payback/scrid (spec 2.3: a 'scrid' query parameter on any page); false on failure. */
export async function sendPaybackScrid(
  transport: Transport,
  scrid: string,
  options?: CallOptions,
): Promise<boolean> {
  return succeeds(() => transport.empty({ method: 'post', path: 'payback/scrid', body: { scrid } }, options));
}
