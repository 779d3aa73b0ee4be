// Child process of the commerce bench: the least a server between the browser and the Store API can do, as the
// floor of what a hop costs on this machine. It forwards each add to cart to the Store API (STORE_API_URL, with
// ACCESS_KEY and the caller's context token) over a keep-alive socket, checks the answer against the client's cart
// schema, as the shop does, and writes it again. No framework, no session, no middleware.
import { Agent, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { cartSchema } from '@beautyshop/store-api-client';

const { STORE_API_URL, ACCESS_KEY } = process.env;
if (!STORE_API_URL || !ACCESS_KEY) throw new Error('passThrough: STORE_API_URL and ACCESS_KEY must be set');
const storeApi = new URL(STORE_API_URL);
const accessKey = ACCESS_KEY;
const agent = new Agent({ keepAlive: true });

const server = createServer(async (incoming, answer) => {
  try {
    const body = await buffer(incoming);
    const token = incoming.headers['sw-context-token'];
    const upstream = await new Promise<{ status: number; token: string | undefined; body: Buffer }>(
      (resolve, reject) => {
        const outgoing = httpRequest(
          {
            host: storeApi.hostname,
            port: storeApi.port,
            path: `${storeApi.pathname}${incoming.url ?? ''}`,
            method: incoming.method,
            agent,
            headers: {
              'sw-access-key': accessKey,
              'content-type': 'application/json',
              ...(typeof token === 'string' ? { 'sw-context-token': token } : {}),
            },
          },
          (reply) => {
            const replyToken = reply.headers['sw-context-token'];
            buffer(reply).then(
              (replyBody) =>
                resolve({
                  status: reply.statusCode ?? 502,
                  token: typeof replyToken === 'string' ? replyToken : undefined,
                  body: replyBody,
                }),
              reject,
            );
          },
        );
        outgoing.once('error', reject);
        outgoing.end(body);
      },
    );
    const cart = cartSchema.parse(JSON.parse(upstream.body.toString('utf8')));
    const json = JSON.stringify(cart);
    answer.writeHead(upstream.status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(json),
      ...(upstream.token ? { 'sw-context-token': upstream.token } : {}),
    });
    answer.end(json);
  } catch (error) {
    answer.writeHead(502, { 'content-type': 'text/plain' });
    answer.end(String(error));
  }
});

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  console.log(`listening on http://127.0.0.1:${port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
