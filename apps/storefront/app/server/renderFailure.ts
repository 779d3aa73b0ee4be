/**
 * A module of the server build that is gone: the build was written again where this process serves (the
 * worker hands over to one on the new build within seconds, scripts/buildReload.ts). That is the shop being
 * updated, not a fault of the page.
 */
export function isReplacedBuildModule(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') return false;
  // "Cannot find module '<missing>' imported from <importer>": the missing one decides, not its importer.
  const missing = /Cannot find module '([^']+)'/.exec(error.message)?.[1] ?? '';
  return /[/\\]build[/\\]server[/\\]/.test(missing);
}

/**
 * The status of a document whose render failed: 503 while the build is being replaced (the server adds
 * Retry-After to every 503), else 500.
 */
export function renderFailureStatus(error: unknown): 500 | 503 {
  return isReplacedBuildModule(error) ? 503 : 500;
}
