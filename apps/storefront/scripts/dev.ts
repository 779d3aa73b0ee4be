import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { loadWorkspaceEnv } from '@beautyshop/node-server';
import { startSandbox } from '@beautyshop/sandbox';
import { environmentFromSandbox, readSandboxInfo, sandboxMailOrigins } from './sandboxEnv.ts';

/** `pnpm dev`: the sandbox in-process and React Router's dev server (hot reload) with the sandbox's environment. */
async function main(): Promise<void> {
  // Settings from the workspace's .env (the environment wins).
  loadWorkspaceEnv(import.meta.dirname);
  const port = process.env.PORT ?? '3000';
  const dbFile = process.env.SANDBOX_DB || resolve(import.meta.dirname, '../../sandbox/.data/sandbox.sqlite');
  const appUrl = process.env.APP_URL ?? `http://127.0.0.1:${port}`;
  // The in-process sandbox reads it when it writes an order's mail.
  process.env.SANDBOX_STOREFRONT_ORIGINS = sandboxMailOrigins(appUrl, process.env);
  const sandbox = await startSandbox({ port: Number(process.env.SANDBOX_PORT ?? 4000), dbFile });
  const env = {
    ...process.env,
    ...environmentFromSandbox(await readSandboxInfo(sandbox.url), sandbox.url),
    APP_URL: appUrl,
  };
  const dev = spawn('react-router', ['dev', '--host', '127.0.0.1', '--port', port, '--strictPort'], {
    stdio: 'inherit',
    env,
    cwd: resolve(import.meta.dirname, '..'),
  });
  const stop = () => {
    dev.kill('SIGTERM');
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  dev.once('exit', (code) => {
    void sandbox.close().then(() => process.exit(code ?? 0));
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
