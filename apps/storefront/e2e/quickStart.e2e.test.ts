import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, type RootCommand, runRootCommand } from './rootCommand.ts';

// The root quick start (`pnpm start`) as a newcomer runs it: other ports from the environment or from a `.env`
// file at the root, both servers answering there, no warnings on the way, and Ctrl-C ending it cleanly.
const ENV_FILE = resolve(import.meta.dirname, '../../../.env');
const SAVED_ENV_FILE = `${ENV_FILE}.quick-start-test-${process.pid}`;
const running: RootCommand[] = [];

afterAll(() => {
  for (const command of running) command.signal('SIGKILL', { group: true });
  rmSync(ENV_FILE, { force: true });
  if (existsSync(SAVED_ENV_FILE)) renameSync(SAVED_ENV_FILE, ENV_FILE);
});

/** Starts `pnpm start`, checks both servers on their ports, presses Ctrl-C and answers the whole output. */
async function quickStart(env: Record<string, string>, ports: { shop: number; sandbox: number }) {
  // A cold first render on a machine busy with other suites may take longer than the default budget of 3 s.
  const start = runRootCommand('start', { RENDER_BUDGET_MS: '20000', ...env });
  running.push(start);
  await start.waitFor(/storefront: http:\/\/\S+\/de-de/);
  expect(start.output()).toContain(`storefront: http://127.0.0.1:${ports.shop}/de-de`);
  const info = await fetch(`http://127.0.0.1:${ports.sandbox}/sandbox/info`);
  expect(info.status).toBe(200);
  // An order's mail links to the shop where it runs, not to the default port.
  expect(await info.json()).toMatchObject({ mailStorefrontOrigin: `http://127.0.0.1:${ports.shop}` });
  const page = await fetch(`http://127.0.0.1:${ports.shop}/de-de`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(`http://127.0.0.1:${ports.shop}/de-de`);
  start.signal('SIGINT', { group: true });
  expect(await start.exited).toEqual({ code: 0, signal: null });
  await expect(fetch(`http://127.0.0.1:${ports.shop}/de-de`)).rejects.toThrow();
  await expect(fetch(`http://127.0.0.1:${ports.sandbox}/sandbox/info`)).rejects.toThrow();
  return start.output();
}

describe('the quick start honours the README settings and stops cleanly', () => {
  it('serves on PORT and SANDBOX_PORT from the environment; Ctrl-C exits 0 without ELIFECYCLE', async () => {
    const ports = { shop: await freePort(), sandbox: await freePort() };
    const output = await quickStart({ PORT: String(ports.shop), SANDBOX_PORT: String(ports.sandbox) }, ports);
    expect(output).not.toContain('ELIFECYCLE');
    expect(output).not.toMatch(/Future Flag Warning|deprecat/i);
  }, 300_000);

  it('serves on PORT and SANDBOX_PORT from a .env file at the root', async () => {
    const ports = { shop: await freePort(), sandbox: await freePort() };
    if (existsSync(ENV_FILE)) renameSync(ENV_FILE, SAVED_ENV_FILE);
    writeFileSync(
      ENV_FILE,
      `# written by quickStart.e2e.test.ts\nPORT=${ports.shop}\nSANDBOX_PORT=${ports.sandbox}\n`,
    );
    const output = await quickStart({}, ports);
    expect(output).not.toContain('ELIFECYCLE');
  }, 300_000);
});
