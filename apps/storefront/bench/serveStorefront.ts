// Child process of the bench and the browser tests: the production build on a loopback port (LISTEN_PORT, default
// any free one), pointed at the sandbox in SANDBOX_URL.
import '../scripts/productionMode.ts';
import {
  isStorefrontWorker,
  runStorefrontWorker,
  startStorefrontCluster,
  storefrontWorkers,
} from '../scripts/cluster.ts';
import { environmentFromSandbox, readSandboxInfo } from '../scripts/sandboxEnv.ts';

if (isStorefrontWorker()) {
  await runStorefrontWorker();
} else {
  await servePrimary();
}

async function servePrimary(): Promise<void> {
  const sandboxUrl = process.env.SANDBOX_URL;
  if (!sandboxUrl) throw new Error('bench: SANDBOX_URL is not set');
  Object.assign(process.env, environmentFromSandbox(await readSandboxInfo(sandboxUrl), sandboxUrl));
  // The bench's recording proxy stands in front of the Store API when it counts calls per page.
  if (process.env.STORE_API_ENDPOINT) process.env.SHOPWARE_ENDPOINT = process.env.STORE_API_ENDPOINT;
  // The fault-injection tests put their proxy in front of the content service too.
  if (process.env.CONTENT_HOST) process.env.CONTENTFUL_HOST = process.env.CONTENT_HOST;
  // Canonical links only; the workers need it before the port is known.
  process.env.APP_URL ??= 'http://127.0.0.1';
  const port = Number(process.env.LISTEN_PORT ?? 0);
  const storefront = await startStorefrontCluster({ port, workers: storefrontWorkers() });
  console.log(`listening on ${storefront.url}`);
  process.once('SIGTERM', () => void storefront.close().then(() => process.exit(0)));
}
