import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const SANDBOX_ROOT = resolve(import.meta.dirname, '../../sandbox');

export interface SandboxProcess {
  /** The sandbox's origin (its Store API under /store-api, its info under /sandbox/info). */
  url: string;
  close(): Promise<void>;
}

/**
 * The sandbox in a process of its own (its CLI's `start`), so the shop and the sandbox cannot take each other
 * down (issue 12): a sandbox that dies is started again on the same port while the shop answers 503 meanwhile.
 * It serves one process unless SANDBOX_WORKERS says otherwise: the shop's workers need the cores.
 */
export async function startSandboxProcess(options: {
  port: number;
  dbFile: string;
}): Promise<SandboxProcess> {
  let closing = false;
  let port = options.port;
  let child: ChildProcess;
  const start = () =>
    new Promise<string>((resolveUrl, reject) => {
      child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'start'], {
        cwd: SANDBOX_ROOT,
        env: {
          ...process.env,
          SANDBOX_PORT: String(port),
          SANDBOX_DB: options.dbFile,
          SANDBOX_WORKERS: process.env.SANDBOX_WORKERS ?? '1',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      child.stdout?.on('data', (chunk: Buffer) => {
        const text = chunk.toString();
        process.stdout.write(text);
        const match = /\(markets and keys: (\S+)\/sandbox\/info/.exec(text);
        if (match?.[1]) resolveUrl(match[1]);
      });
      child.once('exit', (code, signal) => {
        reject(new Error(`sandbox exited with ${code ?? signal} while starting`));
        if (closing) return;
        console.error(`storefront: the sandbox process exited (${code ?? signal}); starting it again`);
        start().catch((error: unknown) => console.error(error));
      });
    });
  const url = await start();
  // A restart must come back where the shop's workers look for it.
  port = Number(new URL(url).port);
  return {
    url,
    close: async () => {
      closing = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
