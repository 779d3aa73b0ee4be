import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const appRoot = resolve(import.meta.dirname, '..');

export interface StorefrontProcess {
  url: string;
  /** Everything the server processes wrote to stderr so far (worker exits are reported there). */
  stderr(): string;
  /** Whether the primary process is still running. */
  alive(): boolean;
  close(): Promise<void>;
}

/**
 * The production build served by the cluster (bench/serveStorefront.ts) in a child process with `workers`
 * worker processes, pointed at the sandbox at `sandboxUrl`; `env` overrides (e.g. a proxy's Store API endpoint).
 */
export async function startStorefrontProcess(
  sandboxUrl: string,
  workers: number,
  env: Record<string, string> = {},
): Promise<StorefrontProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/serveStorefront.ts'], {
    cwd: appRoot,
    env: { ...process.env, SANDBOX_URL: sandboxUrl, STOREFRONT_WORKERS: String(workers), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const url = await new Promise<string>((resolveUrl, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /listening on (\S+)/.exec(chunk.toString());
      if (match?.[1]) resolveUrl(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`storefront exited with ${code}: ${errors}`)));
  });
  return {
    url,
    stderr: () => errors,
    alive: () => child.exitCode === null && child.signalCode === null,
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
