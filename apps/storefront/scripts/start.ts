import './productionMode.ts';
import { resolve } from 'node:path';
import { startSandbox } from '@beautyshop/sandbox';
import { environmentFromSandbox, readSandboxInfo } from './sandboxEnv.ts';
import { startStorefront } from './server.ts';

function portFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  const port = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} "${raw}" is not a port`);
  return port;
}

/** `pnpm start`: the sandbox in-process, its /sandbox/info turned into the environment, the production build. */
async function main(): Promise<void> {
  const dbFile = resolve(import.meta.dirname, '../../sandbox/.data/sandbox.sqlite');
  const sandbox = await startSandbox({ port: portFrom('SANDBOX_PORT', 4000), dbFile });
  Object.assign(process.env, environmentFromSandbox(await readSandboxInfo(sandbox.url), sandbox.url));
  process.env.APP_URL ??= `http://127.0.0.1:${portFrom('PORT', 3000)}`;
  const storefront = await startStorefront({ port: portFrom('PORT', 3000) });
  console.log(`storefront: ${storefront.url}/de-de (sandbox ${sandbox.url})`);
  const stop = () => {
    void Promise.all([storefront.close(), sandbox.close()]).then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
