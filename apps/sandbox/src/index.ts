import type { AddressInfo } from 'node:net';
import { ensureSandboxContent } from './content/index.js';
import { openDatabase, removeDatabase, type SandboxDatabase } from './db/open.js';
import { type SandboxInfo, sandboxInfo } from './routes/sandbox-info.js';
import { createSandboxServer } from './sandbox-server.js';
import { isOutdatedSeed, isSeeded, seedDatabase } from './seed/index.js';

export { SANDBOX_CONTENT } from './content/index.js';
export { openDatabase } from './db/open.js';
export type { ContentInfo, SandboxInfo } from './routes/sandbox-info.js';
export { listSeedCatalogueRefs } from './seed/catalogue-refs.js';
export { seedDatabase } from './seed/index.js';

export interface StartSandboxOptions {
  /** 0 picks any free port. */
  port: number;
  /** Only loopback is supported; other values are ignored so the sandbox never listens on a network. */
  host?: string;
  dbFile: string;
  /** Seed when the database is new (default true). */
  seed?: boolean;
  /** Number of listed products of a new seed (default 2,000). */
  products?: number;
  /** The clock of expiries and rate limits, in milliseconds (default Date.now); tests pass one they can move. */
  now?: () => number;
}

export interface RunningSandbox {
  url: string;
  storeApiUrl: string;
  port: number;
  info: SandboxInfo;
  db: SandboxDatabase;
  close(): Promise<void>;
}

/**
 * Opens the database, rebuilds one seeded in an older format, and seeds a new one (unless `seed` is false).
 * A cluster's primary runs this once before its workers open the file.
 */
export function prepareDatabase(
  options: Pick<StartSandboxOptions, 'dbFile' | 'seed' | 'products'>,
): SandboxDatabase {
  let db = openDatabase(options.dbFile);
  // A fresh database is not seeded yet, so only a file from an earlier start can be outdated.
  if (isOutdatedSeed(db)) {
    console.warn(`sandbox: ${options.dbFile} was seeded in an older format; reseeding it`);
    db.close();
    removeDatabase(options.dbFile);
    db = openDatabase(options.dbFile);
  }
  if (options.seed ?? true) {
    if (!isSeeded(db)) {
      seedDatabase(db, options.products === undefined ? {} : { products: options.products });
    }
    ensureSandboxContent(db);
  }
  return db;
}

export async function startSandbox(options: StartSandboxOptions): Promise<RunningSandbox> {
  const db = prepareDatabase(options);
  let origin = '';
  const server = createSandboxServer(db, () => origin, options.now ? { now: options.now } : {});
  const host = '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  origin = `http://${host}:${port}`;
  return {
    url: origin,
    storeApiUrl: `${origin}/store-api`,
    port,
    info: sandboxInfo(origin),
    db,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          db.close();
          if (error) reject(error);
          else resolve();
        });
        server.closeAllConnections();
      }),
  };
}
