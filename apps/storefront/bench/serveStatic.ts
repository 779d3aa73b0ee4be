// Child process of the bench: the baseline. A plain Node server that streams HTML files from disk, with the
// headers a static host would send; nothing is rendered.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

const root = process.env.STATIC_ROOT;
if (!root) throw new Error('bench: STATIC_ROOT is not set');
const server = createServer((request, response) => {
  const name = (request.url ?? '/').replace(/^\//, '').replace(/[^a-z0-9-]/gi, '');
  const file = join(root, `${name}.html`);
  try {
    const { size } = statSync(file);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': size });
    createReadStream(file).pipe(response);
  } catch {
    response.writeHead(404).end();
  }
});
server.listen(0, '127.0.0.1', () => {
  console.log(`listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
