import { Agent, createServer, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { keepIdleConnections } from './idleConnections.js';
import { serveHttp } from './listen.js';

interface Answer {
  keepAlive: string | undefined;
  /** The client's port: the same one twice means the connection was reused. */
  localPort: number | undefined;
}

function get(url: string, agent: Agent): Promise<Answer> {
  return new Promise((done, fail) => {
    request(url, { agent }, (incoming) => {
      const localPort = incoming.socket.localPort;
      incoming.resume();
      incoming.on('end', () => done({ keepAlive: incoming.headers['keep-alive']?.toString(), localPort }));
    })
      .on('error', fail)
      .end();
  });
}

const idle = (ms: number) => new Promise((resolveWait) => setTimeout(resolveWait, ms));

describe('idle keep-alive connections', () => {
  it('stay open 65 s on a served server, longer than the 60 s a proxy in front keeps its own', async () => {
    const running = await serveHttp(
      createServer((_incoming, response) => response.end('ok')),
      { port: 0 },
    );
    const agent = new Agent({ keepAlive: true });
    expect((await get(running.url, agent)).keepAlive).toBe('timeout=65');
    agent.destroy();
    await running.close();
  });

  it('are kept as long as announced, so a client that keeps them without a timeout of its own can reuse them', async () => {
    // Playwright's request client is such a client: it ignores the announced timeout.
    const server = createServer((_incoming, response) => response.end('ok'));
    const running = await serveHttp(server, { port: 0 });
    keepIdleConnections(server, 2_000);
    const agent = new Agent({ keepAlive: true });
    const first = await get(running.url, agent);
    expect(first.keepAlive).toBe('timeout=2');
    await idle(2_000);
    const second = await get(running.url, agent);
    expect(second.localPort).toBe(first.localPort);
    agent.destroy();
    await running.close();
  });
});
