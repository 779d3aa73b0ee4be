import { createServer, request as forward, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { serveHttp } from '@beautyshop/node-server';

/** How the proxy misbehaves (issue 12's fault modes); `pass` forwards faithfully. */
export type FaultMode = 'pass' | 'stall' | 'slow' | '503' | 'reset' | 'garbage' | 'partial';
export const FAULT_MODES: readonly Exclude<FaultMode, 'pass'>[] = [
  'stall',
  'slow',
  '503',
  'reset',
  'garbage',
  'partial',
];

/** How long `slow` holds each answer back: more than a render's whole budget in the tests. */
export const SLOW_MS = 4_000;

export interface FaultProxy {
  /** host:port of the proxy, for a client configured by host (the content service). */
  host: string;
  url: string;
  mode: FaultMode;
  /** The requests forwarded so far (in mode `pass` and the others that reach the backend), with their bodies. */
  forwarded: { path: string; body: string }[];
  close(): Promise<void>;
}

/**
 * A proxy between the shop and one backend that answers as a failing network or service would: never (`stall`),
 * late (`slow`), 503, with a reset connection, with bytes that are not the API's (`garbage`), or with a body cut
 * short after its headers promised more (`partial`).
 */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  const held = new Set<Socket>();
  const proxy: FaultProxy = { host: '', url: '', mode: 'pass', forwarded: [], close: async () => {} };
  const server: Server = createServer((incoming, outgoing) => {
    const mode = proxy.mode;
    if (mode === 'stall') {
      held.add(incoming.socket);
      incoming.socket.once('close', () => held.delete(incoming.socket));
      return;
    }
    if (mode === '503') {
      outgoing.writeHead(503, { 'content-type': 'application/json' });
      outgoing.end('{"errors":[{"status":"503","title":"Service Unavailable"}]}');
      return;
    }
    if (mode === 'reset') {
      incoming.socket.resetAndDestroy();
      return;
    }
    if (mode === 'garbage') {
      outgoing.writeHead(200, { 'content-type': 'application/json' });
      outgoing.end('<html>\u0000\u00ff not the API {{{');
      return;
    }
    const upstreamCall = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        const send = () => {
          if (mode === 'partial') {
            outgoing.writeHead(answer.statusCode ?? 502, {
              'content-type': answer.headers['content-type'] ?? 'application/json',
              'content-length': '100000',
            });
            outgoing.write('{"elements":[{"id":"');
            setTimeout(() => incoming.socket.destroy(), 20);
            answer.resume();
            return;
          }
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        };
        if (mode === 'slow') setTimeout(send, SLOW_MS);
        else send();
      },
    );
    upstreamCall.on('error', () => outgoing.destroy());
    const body: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => body.push(chunk));
    incoming.on('end', () =>
      proxy.forwarded.push({ path: incoming.url ?? '', body: Buffer.concat(body).toString() }),
    );
    incoming.pipe(upstreamCall);
  });
  const running = await serveHttp(server, { port: 0 });
  proxy.url = running.url;
  proxy.host = new URL(running.url).host;
  proxy.close = async () => {
    for (const socket of held) socket.destroy();
    await running.close();
  };
  return proxy;
}
