import { afterEach } from 'vitest';
import { retirePagesLeftOut } from './pagePool.ts';

// A test that failed before handing its pages back leaves them in use: their contexts are closed, so that its retry
// and the tests after it start from clean pages.
afterEach(async () => {
  await retirePagesLeftOut();
});
