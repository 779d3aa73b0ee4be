import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { delimiter, dirname, resolve } from 'node:path';

const REPO_ROOT = resolve(import.meta.dirname, '../../..');

/** Variables a test's own environment must not hand a root command (the test names the ones it means). */
const SHOP_SETTINGS = /^(SHOPWARE_|CONTENTFUL_|APP_URL$|PORT$|SANDBOX_|STOREFRONT_WORKERS$|PAGE_CACHE$)/;

export interface RootCommand {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the first match of `pattern` in the output; rejects when the command exits first. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  /**
   * Sends `signal` to pnpm, as a process manager stops the process it started, or with `group` to the command's
   * whole process group, as a terminal's Ctrl-C does.
   */
  signal(signal: NodeJS.Signals, options?: { group: boolean }): void;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

let pnpmBin: string | undefined;

/**
 * The pnpm that `npx pnpm@10` runs. The commands are started with it directly: npx itself has no handler for
 * SIGTERM and would die at once, while pnpm relays the signal and exits with its script's code.
 */
function pnpm(): string {
  pnpmBin ??= execFileSync('npx', ['--yes', '-p', 'pnpm@10', '-c', 'command -v pnpm'], {
    encoding: 'utf8',
  }).trim();
  return pnpmBin;
}

/**
 * `pnpm <script>` at the repository's root, as a newcomer or an operator types it, in a process group of its own,
 * with the test's environment minus the shop's settings, plus `env`.
 */
export function runRootCommand(script: string, env: Record<string, string>): RootCommand {
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !SHOP_SETTINGS.test(name)));
  // turbo finds the package manager on PATH, where npx puts it.
  const path = [dirname(pnpm()), process.env.PATH].filter(Boolean).join(delimiter);
  const child = spawn(pnpm(), [script], {
    cwd: REPO_ROOT,
    env: { ...base, PATH: path, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  return {
    child,
    output: () => output,
    exited,
    signal: (signal, options) => {
      if (child.pid !== undefined && child.exitCode === null)
        process.kill(options?.group ? -child.pid : child.pid, signal);
    },
    waitFor: (pattern, timeoutMs = 240_000) =>
      new Promise((done, fail) => {
        const check = () => {
          const match = pattern.exec(output);
          if (!match) return;
          listeners.delete(check);
          clearTimeout(timer);
          done(match);
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          fail(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output.slice(-3000)}`));
        }, timeoutMs);
        listeners.add(check);
        void exited.then(({ code, signal }) => {
          if (!listeners.has(check)) return;
          listeners.delete(check);
          clearTimeout(timer);
          fail(
            new Error(`pnpm ${script} exited (${code ?? signal}) before ${pattern}:\n${output.slice(-3000)}`),
          );
        });
        check();
      }),
  };
}

/** A port nothing listens on right now (the system's pick, released at once), for a command that takes a port. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}
