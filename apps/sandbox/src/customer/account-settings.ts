import { statement } from '../db/statements.js';
import type { SandboxDeps } from '../http/env.js';

/**
 * Per market (sales channel) settings of registration, as Shopware's `core.loginRegistration.*` per sales
 * channel. Double opt-in for registration is off unless switched on (PUT /sandbox/markets/{code}/account-settings).
 */
export interface AccountSettings {
  doubleOptInRegistration: boolean;
}

export function accountSettingsOf(deps: Pick<SandboxDeps, 'db'>, salesChannelId: string): AccountSettings {
  const value = statement(
    deps.db,
    'SELECT double_opt_in_registration FROM account_setting WHERE sales_channel_id = ?',
    'pluck',
  ).get(salesChannelId) as number | undefined;
  return { doubleOptInRegistration: value === 1 };
}

export function saveAccountSettings(
  deps: Pick<SandboxDeps, 'db'>,
  salesChannelId: string,
  settings: AccountSettings,
): void {
  statement(
    deps.db,
    `INSERT INTO account_setting (sales_channel_id, double_opt_in_registration) VALUES (?, ?)
     ON CONFLICT (sales_channel_id) DO UPDATE SET double_opt_in_registration = excluded.double_opt_in_registration`,
  ).run(salesChannelId, settings.doubleOptInRegistration ? 1 : 0);
}
