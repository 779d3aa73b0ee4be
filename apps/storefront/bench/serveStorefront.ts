// Child process of the bench: the production build on a free loopback port, pointed at the sandbox in SANDBOX_URL.
import '../scripts/productionMode.ts';
import { environmentFromSandbox, readSandboxInfo } from '../scripts/sandboxEnv.ts';
import { startStorefront } from '../scripts/server.ts';

const sandboxUrl = process.env.SANDBOX_URL;
if (!sandboxUrl) throw new Error('bench: SANDBOX_URL is not set');
Object.assign(process.env, environmentFromSandbox(await readSandboxInfo(sandboxUrl), sandboxUrl));
// The bench's recording proxy stands in front of the Store API when it counts calls per page.
if (process.env.STORE_API_ENDPOINT) process.env.SHOPWARE_ENDPOINT = process.env.STORE_API_ENDPOINT;
const storefront = await startStorefront({ port: 0 });
process.env.APP_URL ??= storefront.url;
console.log(`listening on ${storefront.url}`);
process.once('SIGTERM', () => void storefront.close().then(() => process.exit(0)));
