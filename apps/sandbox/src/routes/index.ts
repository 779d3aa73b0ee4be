import type { Hono } from 'hono';
import type { AppEnv, SandboxDeps } from '../http/env.js';
import { registerContextRoutes } from './context.js';

export function registerStoreApiRoutes(api: Hono<AppEnv>, deps: SandboxDeps): void {
  registerContextRoutes(api, deps);
}
