import type { Hono } from 'hono';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import { documentByDeepLink, listReturnReasons } from '../order/index.js';
import { fileAnswer } from './order.js';

/**
 * Sandbox-only order routes: the invoice link of the order confirmation mail (a document by id and deep link
 * code, no access key, as a mail reader follows it) and the return reasons a return request names.
 */
export function registerSandboxOrderRoutes(app: Hono, deps: SandboxDeps): void {
  app.get('/sandbox/document/:documentId/:deepLinkCode', async (c) =>
    fileAnswer(
      c,
      await documentByDeepLink(deps, c.req.param('documentId'), c.req.param('deepLinkCode')),
      'inline',
    ),
  );
  app.get('/sandbox/return-reasons', (c) => {
    const languageId = c.req.query('languageId') ?? '';
    return c.json({ elements: listReturnReasons(languageId) });
  });
}
