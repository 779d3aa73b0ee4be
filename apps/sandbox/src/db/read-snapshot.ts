import type { SandboxDatabase } from './open.js';
import { statement } from './statements.js';

/**
 * Runs `read` in one read transaction. In WAL mode each statement outside a transaction is a read transaction of
 * its own, and a connection drops its whole page cache (and its memory map of the file) at the start of a read
 * transaction whenever another process has committed since its last one. With the cluster's other worker writing
 * carts, nearly every statement of a request started from a cold cache; in one transaction only the first does,
 * and the reads see one state of the database besides. Inside a transaction already begun, `read` joins it.
 */
export function inReadSnapshot<T>(db: SandboxDatabase, read: () => T): T {
  if (db.inTransaction) return read();
  statement(db, 'BEGIN').run();
  try {
    return read();
  } finally {
    if (db.inTransaction) statement(db, 'COMMIT').run();
  }
}
