import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { readSandboxInfo, type SandboxInfo } from '../scripts/sandboxEnv.ts';
import { freePort } from './rootCommand.ts';
import { startStorefrontProcess } from './storefrontProcess.ts';

/** What the browser test files share: one sandbox and one built shop serving it. */
export interface SharedShop {
  sandboxUrl: string;
  sandboxInfo: SandboxInfo;
  storefrontUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    sharedShop: SharedShop;
  }
}

const appRoot = resolve(import.meta.dirname, '..');
const sandboxCli = resolve(appRoot, '../sandbox/src/cli.ts');

/** Products of the shared seed: every listing has pages, and a seed takes a second. */
const PRODUCTS = 300;

/** The sandbox CLI on a free port over a new SQLite file, in a process of its own; resolves to its origin. */
function startSandboxProcess(dbFile: string, children: ChildProcess[]): Promise<string> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', sandboxCli, 'start', '--products', String(PRODUCTS)],
    {
      cwd: appRoot,
      env: { ...process.env, SANDBOX_PORT: '0', SANDBOX_DB: dbFile, SANDBOX_WORKERS: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  return new Promise((resolveUrl, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /Store API on (\S+)\/store-api/.exec(chunk.toString());
      if (match?.[1]) resolveUrl(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`e2e: the sandbox exited with ${code}`)));
  });
}

/**
 * Vitest's global setup of the browser tests: starts the shop once for every file (files run side by side against
 * it, as shoppers would), and stops it after the last. The shop is the production build served by the cluster,
 * as `pnpm serve` runs it; each test makes its own shoppers (cleaned pages, unique emails), so files do
 * not see each other's carts or accounts.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const work = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  const children: ChildProcess[] = [];
  const stopChildren = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  };
  try {
    const sandboxUrl = await startSandboxProcess(join(work, 'sandbox.sqlite'), children);
    const port = await freePort();
    const appUrl = `http://127.0.0.1:${port}`;
    const storefront = await startStorefrontProcess(sandboxUrl, 2, {
      LISTEN_PORT: String(port),
      APP_URL: appUrl,
      // These tests check what pages show, not the render budget (the faultInjection files set their own): with
      // several files at once on two cores a product read can wait past the default 3 s, and the page answers 503,
      // which is the budget shedding load as it should, but not what a browsing test is about.
      RENDER_BUDGET_MS: '20000',
    });
    project.provide('sharedShop', {
      sandboxUrl,
      sandboxInfo: await readSandboxInfo(sandboxUrl),
      storefrontUrl: storefront.url,
    });
    return async () => {
      await storefront.close();
      stopChildren();
      rmSync(work, { recursive: true, force: true });
    };
  } catch (error) {
    stopChildren();
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
}
