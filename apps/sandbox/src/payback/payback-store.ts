import { statement } from '../db/statements.js';
import type { SandboxDeps } from '../http/env.js';

export interface PaybackAccount {
  /** 'customer:{id}' for a logged-in customer, 'context:{token}' for a guest. */
  owner: string;
  number: string | null;
  promotionCodes: string[];
  scrid: string | null;
}

type Db = Pick<SandboxDeps, 'db'>;

export function findPaybackAccount(deps: Db, owner: string): PaybackAccount {
  const row = statement(
    deps.db,
    'SELECT number, promotion_codes AS promotionCodes, scrid FROM payback_account WHERE owner = ?',
  ).get(owner) as { number: string | null; promotionCodes: string; scrid: string | null } | undefined;
  return row
    ? {
        owner,
        number: row.number,
        promotionCodes: JSON.parse(row.promotionCodes) as string[],
        scrid: row.scrid,
      }
    : { owner, number: null, promotionCodes: [], scrid: null };
}

export function savePaybackAccount(deps: Db, account: PaybackAccount, now: string): void {
  statement(
    deps.db,
    `INSERT INTO payback_account (owner, number, promotion_codes, scrid, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (owner) DO UPDATE SET number = excluded.number, promotion_codes = excluded.promotion_codes,
     scrid = excluded.scrid, updated_at = excluded.updated_at`,
  ).run(account.owner, account.number, JSON.stringify(account.promotionCodes), account.scrid, now);
}
