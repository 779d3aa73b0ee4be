import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MARKETS } from '../src/seed/markets.js';

export const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface ClusterAnswer {
  status: number;
  token: string;
  json: Record<string, unknown>;
}

export interface CallInit {
  method?: string;
  token?: string;
  body?: unknown;
}

/** `pnpm sandbox start` with two workers in a child process, on a database of its own. */
export interface SandboxProcess {
  child: ChildProcess;
  storeApiUrl: string;
  /** The directory of its database, removed on stop. */
  dir: string;
  dbFile: string;
  /** One request on a new connection, so the primary hands consecutive requests to different workers. */
  call(path: string, init?: CallInit): Promise<ClusterAnswer>;
  stop(): void;
}

function callOn(storeApiUrl: string, path: string, init: CallInit = {}): Promise<ClusterAnswer> {
  return new Promise((done, fail) => {
    const headers: Record<string, string> = {
      'sw-access-key': MARKETS[0]?.accessKey ?? '',
      'content-type': 'application/json',
    };
    if (init.token) headers['sw-context-token'] = init.token;
    const outgoing = request(
      new URL(`${storeApiUrl}${path}`),
      { method: init.method ?? 'GET', headers, agent: false },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          text += chunk;
        });
        incoming.on('end', () =>
          done({
            status: incoming.statusCode ?? 0,
            token: String(incoming.headers['sw-context-token'] ?? ''),
            json: JSON.parse(text) as Record<string, unknown>,
          }),
        );
      },
    );
    outgoing.on('error', fail);
    outgoing.end(init.body === undefined ? undefined : JSON.stringify(init.body));
  });
}

/** Starts the sandbox's CLI with two workers and `products` seeded, and answers once both workers listen. */
export async function startSandboxProcess(name: string, products: number): Promise<SandboxProcess> {
  const dir = mkdtempSync(join(tmpdir(), `beautyshop-sandbox-${name}-`));
  const dbFile = join(dir, 'sandbox.sqlite');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/cli.ts', 'start', '--products', String(products)],
    {
      cwd: packageRoot,
      env: { ...process.env, SANDBOX_PORT: '0', SANDBOX_WORKERS: '2', SANDBOX_DB: dbFile },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const storeApiUrl = await new Promise<string>((done, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /Store API on (\S+) .*2 workers/.exec(chunk.toString());
      if (match?.[1]) done(match[1]);
    });
    child.once('exit', (code) => fail(new Error(`sandbox exited with ${code}`)));
  });
  return {
    child,
    storeApiUrl,
    dir,
    dbFile,
    call: (path, init) => callOn(storeApiUrl, path, init),
    stop() {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
