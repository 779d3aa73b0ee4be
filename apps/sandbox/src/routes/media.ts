import type { Hono } from 'hono';

export function registerMediaRoutes(_app: Hono): void {}
