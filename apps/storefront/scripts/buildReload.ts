import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, unwatchFile, watchFile } from 'node:fs';
import { pathToFileURL } from 'node:url';

export interface BuildReloadOptions {
  /** The server build's entry the process imported (build/server/index.js). */
  serverEntry: string;
  /** How long the entry stays unchanged before a new build counts as written. */
  quietMs?: number;
  /** How often the entry's modification time is looked at. */
  intervalMs?: number;
  /** Whether the new build loads; by default, a child process imports its entry. */
  loads?: (serverEntry: string) => Promise<boolean>;
  /** Called once, when the entry has changed, stayed unchanged for `quietMs` and the new build loads. */
  onNewBuild: () => void;
  /** Told when a changed build does not load (the process keeps serving the one it has). */
  onBrokenBuild?: () => void;
}

/**
 * The entry's content hash: a build restored unchanged (turbo's cache writes the same files again) is no new build.
 * The entry compiles in the build's id, so every real rebuild changes it.
 */
const fingerprintOf = (file: string): string | undefined => {
  try {
    return createHash('sha1').update(readFileSync(file)).digest('hex');
  } catch {
    return undefined;
  }
};

/** Imports the server build in a child process: its entry and every module it imports exist and evaluate. */
export function buildLoads(serverEntry: string, timeoutMs = 30_000): Promise<boolean> {
  const url = pathToFileURL(serverEntry).href;
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--input-type=module', '-e', `await import(${JSON.stringify(url)}); process.exit(0);`],
      { stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } },
    );
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', () => {
      clearTimeout(timer);
      resolve(false);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code === 0);
    });
  });
}

/**
 * Watches the build a server process loaded. A rebuild in place (a developer's `pnpm build` beside a running
 * `pnpm start`, a deploy that builds where it serves) deletes the hashed chunks the process imports on first use,
 * a page's view among them: the process then answers those pages 500 until it restarts. Once the server entry's
 * content has changed, stayed unchanged for `quietMs` and the new build loads, `onNewBuild` is called, once. A
 * build that does not load (half written, broken) is not handed over to: the process keeps what it has.
 */
export function watchForNewBuild(options: BuildReloadOptions): () => void {
  const {
    serverEntry,
    quietMs = 1500,
    intervalMs = 1000,
    loads = buildLoads,
    onNewBuild,
    onBrokenBuild,
  } = options;
  const loaded = fingerprintOf(serverEntry);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  let checked: string | undefined;
  const settle = async () => {
    const now = fingerprintOf(serverEntry);
    if (done || now === undefined || now === loaded || now === checked) return;
    checked = now;
    if (!(await loads(serverEntry))) {
      onBrokenBuild?.();
      return;
    }
    // A change while the child imported: the next quiet period decides.
    if (done || fingerprintOf(serverEntry) !== now) return;
    done = true;
    close();
    onNewBuild();
  };
  // Polled, not fs.watch: a rebuild deletes and recreates the build's directories, and Node's watchers lose
  // track of a directory made again (a recursive watch of build/ saw the deletion, never the new entry).
  const onChange = () => {
    if (done) return;
    clearTimeout(timer);
    timer = setTimeout(() => void settle(), quietMs);
  };
  watchFile(serverEntry, { interval: intervalMs, persistent: false }, onChange);
  function close(): void {
    clearTimeout(timer);
    unwatchFile(serverEntry, onChange);
  }
  return close;
}
