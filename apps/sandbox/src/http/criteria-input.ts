import type { Context } from 'hono';
import { parseCriteria } from '../catalogue/criteria/parse.js';
import type { Criteria } from '../catalogue/criteria/types.js';
import { readJsonObject } from './body.js';
import { parseBracketQuery } from './query.js';

export interface CriteriaInput {
  /** Query parameters merged under the JSON body (the body wins), as Shopware's request reads both. */
  raw: Record<string, unknown>;
  criteria: Criteria;
}

export async function readCriteria(c: Context, defaultLimit: number | null = null): Promise<CriteriaInput> {
  const query = parseBracketQuery(new URL(c.req.url).searchParams);
  const body = await readJsonObject(c);
  const raw = { ...query, ...body };
  return { raw, criteria: parseCriteria(raw, { defaultLimit }) };
}
