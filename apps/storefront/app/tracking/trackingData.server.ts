import {
  customerRecord,
  type HashedCustomerRecord,
  hashCustomerRecord,
  isLoggedIn,
  TRACKING_DISABLED,
  type TrackingConfig,
} from '@beautyshop/tracking';
import { trackingConfigFromPlugin } from '@beautyshop/tracking/config';
import type { RequestStoreApi } from '../server/storeApi.server';

/** What every page hands the browser for tracking (root loader data). */
export interface TrackingData {
  config: TrackingConfig;
  /** Spec 3 customer record of this request's shopper, identifiers hashed (spec 9): no clear id or email in the page. */
  customer: HashedCustomerRecord;
  /** The logged-in customer's hashed id for the page meta record's user_id; undefined when logged out. */
  customerId: string | undefined;
}

const LOGGED_OUT = customerRecord(undefined);

/**
 * The plugin configuration's tracking settings and the customer record. A shopper without a session is logged
 * out, so the anonymous (CDN-cached) page costs only the cached configuration read; with a session the customer
 * comes from the context and the salutations (spec 7.5: fetched for logged-in tracking). Tracking never breaks a
 * page: a failed read switches it off for this page (spec 8 spirit: logged, not shown).
 */
export async function loadTrackingData(
  storeApi: RequestStoreApi,
  hasSession: boolean,
): Promise<TrackingData> {
  const { client, locale } = storeApi;
  const config = client.context.readConfig(locale.locale).then(trackingConfigFromPlugin, (error: unknown) => {
    console.error(
      'tracking: plugin configuration unavailable',
      error instanceof Error ? error.message : error,
    );
    return TRACKING_DISABLED;
  });
  if (!hasSession) return { config: await config, customer: LOGGED_OUT, customerId: undefined };
  const customer = await client.context.readContext().then(
    (context) => context.customer ?? undefined,
    () => undefined,
  );
  if (!isLoggedIn(customer)) return { config: await config, customer: LOGGED_OUT, customerId: undefined };
  const salutations = await client.context.readSalutations().catch(() => []);
  const record = await hashCustomerRecord(customerRecord(customer, salutations));
  return { config: await config, customer: record, customerId: String(record.customer.customerId) };
}
