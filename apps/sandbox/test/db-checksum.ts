import { createHash } from 'node:crypto';
import type { SandboxDatabase } from '../src/db/open.js';

/** A hash over every row of every table, to prove that a request changed nothing. */
export function databaseChecksum(db: SandboxDatabase): string {
  const hash = createHash('sha256');
  const tables = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'product_search%' ORDER BY name",
    )
    .pluck()
    .all() as string[];
  for (const table of tables) {
    hash.update(table);
    for (const row of db.prepare(`SELECT * FROM "${table}" ORDER BY 1`).raw().iterate())
      hash.update(JSON.stringify(row));
  }
  return hash.digest('hex');
}
