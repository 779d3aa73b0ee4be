// Child process of the bench: the baseline. The shop's own static file server (scripts/staticFiles.ts) over a
// folder of HTML files, each asked for as `/<name>.html`; nothing is rendered. Like the shop's assets, a file goes
// out as the brotli or gzip copy written beside it (the Lighthouse bench precompresses its script-free pages) when
// the client accepts that coding; the throughput baseline writes no copies, and its clients accept none anyway.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStaticFiles } from '../scripts/staticFiles.ts';

const root = process.env.STATIC_ROOT;
if (!root) throw new Error('bench: STATIC_ROOT is not set');
// The files are listed once here: the benches write them all before they start this server.
const serve = createStaticFiles(root);

const server = createServer((request, response) => {
  if (!serve(request, response)) response.writeHead(404).end();
});
server.listen(0, '127.0.0.1', () => {
  console.log(`listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
