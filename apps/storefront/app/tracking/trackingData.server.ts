import {
  customerRecord,
  type HashedCustomerRecord,
  hashCustomerRecord,
  isLoggedIn,
  type TrackingConfig,
} from '@beautyshop/tracking';
import { trackingConfigFromPlugin } from '@beautyshop/tracking/config';
import { loadPluginConfiguration } from '../server/pluginConfig.server';
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
  const { client } = storeApi;
  // The plugin configuration kept per locale (spec 9: 60 s); a failed read is logged there and reads as empty,
  // which switches tracking off for the page.
  const config = loadPluginConfiguration(storeApi).then(trackingConfigFromPlugin);
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
