import { isStoreApiError } from '@beautyshop/store-api-client';

/** One broken rule of a submitted form, by the form field it names. */
export interface FieldViolation {
  code: string | undefined;
  detail: string | undefined;
}

/**
 * What a refused account call means to the shopper (spec 8). Expected failures are data the form shows; anything
 * that is not a Store API answer is a bug and is thrown on.
 */
export type ActionFailure =
  /** 429: the wait before the next attempt, in seconds. */
  | { kind: 'throttled'; seconds: number }
  /** 400 with field violations, keyed by form field name (`billingAddress.street`). */
  | { kind: 'violations'; fields: Readonly<Record<string, FieldViolation>> }
  /** Any other 4xx; `code` is Shopware's error code. */
  | { kind: 'refused'; status: number; code: string | undefined }
  /** 5xx, time-out or network failure. */
  | { kind: 'unavailable' };

/** When a 429 names no wait, the shortest one the Store API's limiters impose. */
const DEFAULT_WAIT_SECONDS = 10;

/** `/billingAddress/street` → `billingAddress.street`, the name the form gave the field. */
export function fieldNameOfPointer(pointer: string): string {
  return pointer.replace(/^\//, '').split('/').join('.');
}

function waitSecondsOf(response: Response | undefined): number {
  const header = Number(response?.headers.get('retry-after'));
  return Number.isFinite(header) && header > 0 ? Math.ceil(header) : DEFAULT_WAIT_SECONDS;
}

export function actionFailureOf(error: unknown): ActionFailure {
  if (!isStoreApiError(error)) throw error;
  if (error.status === 429) return { kind: 'throttled', seconds: waitSecondsOf(error.response) };
  if (error.status === 0 || error.status === 408 || error.status >= 500) return { kind: 'unavailable' };
  const fields: Record<string, FieldViolation> = {};
  for (const entry of error.errors) {
    const pointer = entry.source?.pointer;
    if (pointer && pointer !== '/') {
      fields[fieldNameOfPointer(pointer)] ??= { code: entry.code, detail: entry.detail };
    }
  }
  if (error.status === 400 && Object.keys(fields).length > 0) return { kind: 'violations', fields };
  return { kind: 'refused', status: error.status, code: error.errors[0]?.code };
}
