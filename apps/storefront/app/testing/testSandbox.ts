import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningSandbox, startSandbox } from '@beautyshop/sandbox';

/**
 * A sandbox of its own for a test file, on a fresh SQLite file in a temporary folder (`storefront-{name}-…`) and a
 * small seed; closing it removes the folder too.
 */
export async function startTestSandbox(name: string, { products = 20 } = {}): Promise<RunningSandbox> {
  const dir = mkdtempSync(join(tmpdir(), `storefront-${name}-`));
  const sandbox = await startSandbox({ port: 0, dbFile: join(dir, 'sandbox.db'), products });
  return {
    ...sandbox,
    close: async () => {
      await sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
