import type { MessageKey } from '../i18n/messages';

/** Spec 9: the error page's default code. */
export const DEFAULT_ERROR_STATUS = 404;

/** Spec 8: 404, 408, 500, 502 and 503 each have their own message; any other code shows the supplied one or none. */
const MESSAGE_KEYS: Readonly<Partial<Record<number, MessageKey>>> = {
  404: 'error.message404',
  408: 'error.message408',
  500: 'error.message500',
  502: 'error.message502',
  503: 'error.message503',
};

/** Spec 2.5: the codes with a message of their own; the only ones a visitor's /error?code= can show. */
export const KNOWN_ERROR_CODES = [404, 408, 500, 502, 503] as const;

/** Issue 12: the code /error?code= shows: one of spec 2.5's known codes, else the default (404). */
export function shownErrorCode(raw: string | null): number {
  const code = Number(raw);
  return (KNOWN_ERROR_CODES as readonly number[]).includes(code) ? code : DEFAULT_ERROR_STATUS;
}

/** What a loader may throw with `data(…, { status })` to shape the error page. */
export interface ErrorData {
  /** The code the page shows when it differs from the answer's status (/error?code=). */
  code?: number;
  path?: string;
  message?: string;
  /** Blocks of the content-managed 404 entry (spec 2.5). */
  blocks?: unknown[];
}

/**
 * Reads thrown data leniently: unknown shapes carry nothing. By hand rather than with zod, because the error page
 * is part of every page's browser bundle.
 */
export function parseErrorData(value: unknown): ErrorData {
  if (typeof value !== 'object' || value === null) return {};
  const record = value as Record<string, unknown>;
  return {
    ...(typeof record.code === 'number' ? { code: record.code } : {}),
    ...(typeof record.path === 'string' ? { path: record.path } : {}),
    ...(typeof record.message === 'string' ? { message: record.message } : {}),
    ...(Array.isArray(record.blocks) ? { blocks: record.blocks } : {}),
  };
}

export type ErrorMessage =
  | { kind: 'custom'; text: string }
  | { kind: 'key'; key: MessageKey }
  | { kind: 'none' };

/** Spec 2.5: a custom message overrides the default of the code. */
export function errorMessageFor(status: number, custom: string | undefined): ErrorMessage {
  if (custom) return { kind: 'custom', text: custom };
  const key = MESSAGE_KEYS[status];
  return key === undefined ? { kind: 'none' } : { kind: 'key', key };
}
