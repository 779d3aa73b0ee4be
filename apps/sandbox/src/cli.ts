import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadWorkspaceEnv, stopOnSignals, workerCount } from '@beautyshop/node-server';
import { isSandboxClusterWorker, runSandboxClusterWorker, startSandboxCluster } from './cluster.js';
import { ensureSandboxContent } from './content/index.js';
import { openDatabase, removeDatabase } from './db/open.js';
import { startSandbox } from './index.js';
import { seedDatabase } from './seed/index.js';

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const defaultDbFile = resolve(packageRoot, '.data/sandbox.sqlite');

function readProducts(args: string[]): number | undefined {
  const index = args.indexOf('--products');
  if (index === -1) return undefined;
  const value = Number(args[index + 1]);
  if (!Number.isInteger(value) || value < 1 || value > 1_000_000) {
    throw new Error('sandbox: --products expects a whole number between 1 and 1000000');
  }
  return value;
}

function readPort(): number {
  const raw = process.env.SANDBOX_PORT ?? '4000';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`sandbox: SANDBOX_PORT "${raw}" is not a port`);
  return port;
}

async function main(): Promise<void> {
  if (isSandboxClusterWorker()) return runSandboxClusterWorker();
  loadWorkspaceEnv(packageRoot);
  const [command, ...args] = process.argv.slice(2);
  const dbFile = process.env.SANDBOX_DB ? resolve(process.env.SANDBOX_DB) : defaultDbFile;
  const products = readProducts(args);
  if (command === 'reset') {
    removeDatabase(dbFile);
    const db = openDatabase(dbFile);
    const report = seedDatabase(db, products === undefined ? {} : { products });
    ensureSandboxContent(db);
    db.close();
    console.log(
      `sandbox: reseeded ${dbFile} with ${report.products} products (${report.productRows} rows) in ${report.milliseconds} ms`,
    );
    return;
  }
  if (command === 'start') {
    // SANDBOX_WORKERS, else one per core up to four.
    const workers = workerCount('SANDBOX_WORKERS');
    const options = { port: readPort(), dbFile, ...(products === undefined ? {} : { products }) };
    const sandbox =
      workers > 1 ? await startSandboxCluster({ ...options, workers }) : await startSandbox(options);
    console.log(
      `sandbox: Store API on ${sandbox.storeApiUrl} (markets and keys: ${sandbox.url}/sandbox/info; ${workers} worker${workers === 1 ? '' : 's'})`,
    );
    // Ctrl-C arrives more than once through pnpm; the first stops, the process exits 0.
    stopOnSignals(() => sandbox.close());
    return;
  }
  console.error('usage: tsx src/cli.ts start|reset [--products N]');
  process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
