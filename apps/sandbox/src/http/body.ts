import type { Context } from 'hono';
import { MalformedJsonError, PayloadTooLargeError } from '../errors.js';

export const MAX_BODY_BYTES = 1_048_576;

/**
 * The JSON body as an object. An empty body is an empty object (Shopware treats POST without payload as
 * default criteria); anything that is not a JSON object is a 400.
 */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return {};
  const raw = await c.req.text();
  if (raw.length > MAX_BODY_BYTES) throw new PayloadTooLargeError(MAX_BODY_BYTES);
  if (raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new MalformedJsonError();
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new MalformedJsonError();
  return parsed as Record<string, unknown>;
}
