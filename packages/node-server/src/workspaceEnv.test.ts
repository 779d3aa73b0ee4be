import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadWorkspaceEnv, workspaceRoot } from './workspaceEnv.js';

function workspace(envFile?: string): { root: string; app: string } {
  const root = mkdtempSync(join(tmpdir(), 'workspace-env-'));
  writeFileSync(join(root, 'pnpm-workspace.yaml'), 'packages:\n  - apps/*\n');
  const app = join(root, 'apps', 'storefront');
  mkdirSync(app, { recursive: true });
  if (envFile !== undefined) writeFileSync(join(root, '.env'), envFile);
  return { root, app };
}

const NAMES = ['WORKSPACE_ENV_PORT', 'WORKSPACE_ENV_ENDPOINT'];
afterEach(() => {
  for (const name of NAMES) delete process.env[name];
});

describe('the .env file at the workspace root', () => {
  it('is found from an app folder below the root', () => {
    const { root, app } = workspace();
    expect(workspaceRoot(app)).toBe(root);
  });

  it('fills settings that the environment does not set', () => {
    const { root, app } = workspace(
      'WORKSPACE_ENV_PORT=3100\n# a comment\nWORKSPACE_ENV_ENDPOINT="http://127.0.0.1:4100"\n',
    );
    expect(loadWorkspaceEnv(app)).toBe(join(root, '.env'));
    expect(process.env.WORKSPACE_ENV_PORT).toBe('3100');
    expect(process.env.WORKSPACE_ENV_ENDPOINT).toBe('http://127.0.0.1:4100');
  });

  it('leaves a setting of the environment as it is: the environment wins', () => {
    const { app } = workspace('WORKSPACE_ENV_PORT=3100\n');
    process.env.WORKSPACE_ENV_PORT = '3200';
    loadWorkspaceEnv(app);
    expect(process.env.WORKSPACE_ENV_PORT).toBe('3200');
  });

  it('is optional: without one nothing is read', () => {
    const { app } = workspace();
    expect(loadWorkspaceEnv(app)).toBeUndefined();
    expect(process.env.WORKSPACE_ENV_PORT).toBeUndefined();
  });
});
