import { redirect } from 'react-router';
import { trailingSlashRedirect } from '../links/trailingSlash';
import { serverConfig } from './config.server';

/**
 * Spec 2.1: outside navigation (category) links, which always carry a slash, paths follow the site setting
 * (TRAILING_SLASH, append or remove); a request in the other form is redirected to the normal one.
 */
export function enforceTrailingSlash(request: Request): void {
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  const decision = trailingSlashRedirect(new URL(request.url), serverConfig().trailingSlash);
  if (decision.kind === 'redirect') throw redirect(decision.location, 301);
}
