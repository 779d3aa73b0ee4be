import { Hono } from 'hono';
import { mountSandboxContent } from './content/index.js';
import type { SandboxDeps } from './domain/sandbox-deps.js';
import { InternalError, RouteNotFoundError, StoreApiError } from './errors.js';
import { storeApiCors } from './http/cors.js';
import type { AppEnv } from './http/env.js';
import { shopContext } from './http/shop-context.js';
import { registerMailRoutes } from './mail/index.js';
import { registerPaymentPages } from './payment/routes.js';
import { registerStoreApiRoutes } from './routes/index.js';
import { registerMediaRoutes } from './routes/media.js';
import { registerSandboxAccountRoutes } from './routes/sandbox-accounts.js';
import { registerSandboxInfoRoute } from './routes/sandbox-info.js';
import { registerSandboxOrderRoutes } from './routes/sandbox-orders.js';

export interface CreateAppOptions {
  /** Called for errors that are bugs (mapped to 500); defaults to console.error. */
  onBug?: (error: unknown) => void;
}

export function createApp(deps: SandboxDeps, options: CreateAppOptions = {}): Hono {
  const app = new Hono();
  const onBug = options.onBug ?? ((error: unknown) => console.error('[sandbox] unexpected error', error));

  app.onError((error, c) => {
    if (error instanceof StoreApiError) return c.json(error.toJSON(), error.status, error.headers);
    onBug(error);
    const internal = new InternalError();
    return c.json(internal.toJSON(), 500);
  });
  app.notFound((c) => {
    const error = new RouteNotFoundError(c.req.method, c.req.path);
    return c.json(error.toJSON(), 404);
  });

  app.use('/store-api/*', storeApiCors());

  registerSandboxInfoRoute(app, deps);
  registerMediaRoutes(app, deps);
  registerMailRoutes(app, deps);
  registerSandboxAccountRoutes(app, deps);
  registerPaymentPages(app, deps);
  registerSandboxOrderRoutes(app, deps);
  mountSandboxContent(app, deps.db);

  const storeApi = new Hono<AppEnv>();
  storeApi.use('*', shopContext(deps));
  registerStoreApiRoutes(storeApi, deps);
  app.route('/store-api', storeApi);
  return app;
}
