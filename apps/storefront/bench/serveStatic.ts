// Child process of the bench: the baseline. A plain Node server that streams HTML files from disk, with the
// headers a static host would send; nothing is rendered. Like such a host it sends the brotli or gzip copy written
// beside a file (scripts/precompress.ts, as the Lighthouse bench does for its script-free pages) to a client that
// accepts it; the throughput baseline writes no copies, and its clients accept no encoding anyway.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type ContentCoding, preferredEncoding } from '../scripts/acceptEncoding.ts';

const root = process.env.STATIC_ROOT;
if (!root) throw new Error('bench: STATIC_ROOT is not set');
const SUFFIXES: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

const server = createServer((request, response) => {
  const name = (request.url ?? '/').replace(/^\//, '').replace(/[^a-z0-9-]/gi, '');
  const file = join(root, `${name}.html`);
  try {
    const coding = preferredEncoding(
      request.headers['accept-encoding'],
      (['br', 'gzip'] as const).filter((each) => existsSync(`${file}${SUFFIXES[each]}`)),
    );
    const sent = coding ? `${file}${SUFFIXES[coding]}` : file;
    const { size } = statSync(sent);
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': size,
      vary: 'Accept-Encoding',
      ...(coding ? { 'content-encoding': coding } : {}),
    });
    createReadStream(sent).pipe(response);
  } catch {
    response.writeHead(404).end();
  }
});
server.listen(0, '127.0.0.1', () => {
  console.log(`listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
