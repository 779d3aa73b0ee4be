import type { Hono } from 'hono';
import { readJsonObject } from '../http/body.js';
import type { AppEnv, SandboxDeps } from '../http/env.js';
import {
  addNumber,
  addPromotionCode,
  calculatePoints,
  recordScrid,
  removeNumber,
  removePromotionCode,
} from '../payback/index.js';

/** The loyalty plugin's routes (spec 7.1); their rules are the sandbox's own, written down in the README. */
export function registerPaybackRoutes(api: Hono<AppEnv>, deps: SandboxDeps): void {
  api.post('/payback/calculation', async (c) => {
    const body = await readJsonObject(c);
    return c.json(calculatePoints(deps, c.get('shop'), body.products));
  });
  api.post('/payback/number', async (c) => {
    const body = await readJsonObject(c);
    return c.json(addNumber(deps, c.get('shop'), body.paybackNumber));
  });
  api.delete('/payback/number', async (c) => {
    await readJsonObject(c);
    return c.json(removeNumber(deps, c.get('shop')));
  });
  api.post('/payback/promotion-code', async (c) => {
    const body = await readJsonObject(c);
    return c.json(addPromotionCode(deps, c.get('shop'), body.code));
  });
  api.delete('/payback/promotion-code', async (c) => {
    const body = await readJsonObject(c);
    return c.json(removePromotionCode(deps, c.get('shop'), body.code ?? c.req.query('code')));
  });
  api.post('/payback/scrid', async (c) => {
    const body = await readJsonObject(c);
    return c.json(recordScrid(deps, c.get('shop'), body.scrid));
  });
}
