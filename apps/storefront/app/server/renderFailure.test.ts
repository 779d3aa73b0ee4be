import { describe, expect, it } from 'vitest';
import { isReplacedBuildModule, renderFailureStatus } from './renderFailure';

/** An error as Node's ESM loader throws it for an import whose file is missing. */
function moduleNotFound(path: string): Error {
  return Object.assign(
    new Error(`Cannot find module '${path}' imported from /srv/shop/build/server/index.js`),
    {
      code: 'ERR_MODULE_NOT_FOUND',
    },
  );
}

describe('the status of a document whose render failed', () => {
  it('is 503 (retry shortly) when a chunk of the server build is gone: a rebuild is being taken up', () => {
    const error = moduleNotFound('/srv/shop/build/server/assets/CategoryView-Cv5weOL6.js');
    expect(isReplacedBuildModule(error)).toBe(true);
    expect(renderFailureStatus(error)).toBe(503);
  });

  it('is 500 for any other failure, a missing module outside the build among them', () => {
    expect(renderFailureStatus(new Error('boom'))).toBe(500);
    expect(renderFailureStatus(moduleNotFound('/srv/shop/node_modules/left-pad/index.js'))).toBe(500);
    expect(renderFailureStatus('not an error')).toBe(500);
  });
});
