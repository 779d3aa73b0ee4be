import type { Context } from 'hono';
import type { Body } from '../customer/violations.js';
import { MalformedJsonError } from '../errors.js';
import { readJsonObject } from '../http/body.js';

/** A page's form post (urlencoded or multipart) or a JSON body, as an object of its string fields. */
export async function readForm(c: Context): Promise<Body> {
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('application/json')) return readJsonObject(c);
  try {
    const form = await c.req.parseBody();
    return Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value === 'string'));
  } catch {
    throw new MalformedJsonError();
  }
}
