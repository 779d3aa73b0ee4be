import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './harness.js';

const run = promisify(execFile);
let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});

afterAll(async () => {
  await sandbox.dispose();
});

/** The README's payment walkthrough: the shell block after its marker, run as written against this sandbox. */
function walkthrough(origin: string): string {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const start = readme.indexOf('<!-- payment-walkthrough -->');
  const match = /```sh\n([\s\S]*?)```/.exec(readme.slice(start));
  if (start === -1 || !match?.[1]) throw new Error('README: no payment walkthrough');
  const script = match[1];
  expect(script).toContain('SANDBOX=http://127.0.0.1:4000\n');
  return `set -euo pipefail\n${script.replace('SANDBOX=http://127.0.0.1:4000\n', `SANDBOX=${origin}\n`)}`;
}

describe('README: a guest order from an empty cart to a paid order, with curl', () => {
  it('runs as written: the order ends paid and its confirmation and payment mails are in the mailbox', async () => {
    const { stdout } = await run('bash', ['-c', walkthrough(sandbox.url)], { timeout: 60_000 });
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^\{"total":\d+(\.\d+)?,"lines":\["[^"]+"\]\}$/);
    expect(lines).toContain(
      `payment page: ${sandbox.url}/sandbox/pay/${/[A-Za-z0-9]{32}/.exec(stdout)?.[0]}`,
    );
    expect(stdout).toMatch(/finalize: 302 -> http:\/\/localhost:3000\/checkout\/finish\/[0-9a-f]{32}\n/);
    expect(stdout).toMatch(/^order \d+: paid$/m);
    expect(stdout).toMatch(/^mail: order_transaction\.state\.paid: /m);
    expect(stdout).toMatch(/^mail: order_confirmation_mail: /m);
  }, 90_000);
});
