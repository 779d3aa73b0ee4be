import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The child of test/signalChild.ts, sent `signals` one after the other once it is ready. */
async function run(
  signals: NodeJS.Signals[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(import.meta.dirname, '../test/signalChild.ts')],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const ready = new Promise<void>((done) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready')) done();
    });
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  await ready;
  for (const signal of signals) child.kill(signal);
  return { ...(await exited), output };
}

describe('stopOnSignals: Ctrl-C and a process manager stop a server cleanly', () => {
  it('stops once and exits 0 on SIGINT, however often the signal is relayed', async () => {
    const { code, signal, output } = await run(['SIGINT', 'SIGINT', 'SIGINT']);
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(output.match(/stopping/g)).toHaveLength(1);
  });

  it('stops and exits 0 on SIGTERM', async () => {
    const { code, output } = await run(['SIGTERM', 'SIGINT']);
    expect(code).toBe(0);
    expect(output.match(/stopping/g)).toHaveLength(1);
  });

  it('exits 1 and says so when the stop fails', async () => {
    const { code, output } = await run(['SIGTERM'], { STOP_FAILS: '1' });
    expect(code).toBe(1);
    expect(output).toContain('stopping failed: could not stop');
  });
});
