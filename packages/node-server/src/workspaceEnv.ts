import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The folder of the pnpm workspace that `from` lies in (the one holding pnpm-workspace.yaml), if any. */
export function workspaceRoot(from: string): string | undefined {
  let folder = from;
  for (;;) {
    if (existsSync(join(folder, 'pnpm-workspace.yaml'))) return folder;
    const parent = dirname(folder);
    if (parent === folder) return undefined;
    folder = parent;
  }
}

/**
 * Reads the `.env` file at the workspace root into `process.env`, so every setting of the README can live there
 * (the spec's own message sends operators to it). Node's own loader is used: a variable set in the environment
 * wins over the file. Answers the file it read, or undefined when there is none.
 */
export function loadWorkspaceEnv(from: string = process.cwd()): string | undefined {
  const root = workspaceRoot(from);
  if (root === undefined) return undefined;
  const file = join(root, '.env');
  if (!existsSync(file)) return undefined;
  process.loadEnvFile(file);
  return file;
}
