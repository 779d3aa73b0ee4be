import type { z } from 'zod';
import { hideFromLogs, StoreApiError, type StoreApiErrorInit } from './StoreApiError.js';

/**
 * The answer was not JSON, or did not match the schema of the fields the shop reads.
 * Carries zod's issues (empty for malformed JSON) and the raw body text for diagnosis.
 */
export class StoreApiSchemaError extends StoreApiError {
  override readonly name = 'StoreApiSchemaError' as const;
  readonly issues: readonly z.core.$ZodIssue[];
  readonly body: string;

  constructor(init: StoreApiErrorInit & { issues: readonly z.core.$ZodIssue[]; body: string }) {
    super(init);
    this.issues = init.issues;
    this.body = init.body;
    hideFromLogs(this, ['body']);
  }
}
