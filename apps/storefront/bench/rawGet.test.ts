import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { AnswerReader, RawConnection } from './rawGet.ts';

const chunked = [
  'HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nTransfer-Encoding: chunked\r\n\r\n',
  '5\r\nhello\r\n',
  '1a;ext=1\r\nabcdefghijklmnopqrstuvwxyz\r\n',
  '0\r\n\r\n',
].join('');
const withLength = 'HTTP/1.1 404 Not Found\r\ncontent-length: 9\r\n\r\nnot found';

/** Feeds `text` in pieces cut at `cuts`; the answers in the order they completed. */
function readInPieces(reader: AnswerReader, text: string, cuts: readonly number[]) {
  const bytes = Buffer.from(text, 'latin1');
  const answers = [];
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    const answer = reader.read(bytes.subarray(from, cut));
    if (answer) answers.push(answer);
    from = cut;
  }
  return answers;
}

describe('AnswerReader', () => {
  it('counts a chunked body without its framing, however the deliveries cut it', () => {
    for (let cut = 1; cut < chunked.length; cut += 1)
      expect(readInPieces(new AnswerReader(), chunked, [cut])).toEqual([{ status: 200, bytes: 31 }]);
  });

  it('counts a Content-Length body delivered byte by byte, and reads the next answer on the same socket', () => {
    const text = `${withLength}${chunked}`;
    const cuts = Array.from({ length: text.length - 1 }, (_, index) => index + 1);
    expect(readInPieces(new AnswerReader(), text, cuts)).toEqual([
      { status: 404, bytes: 9 },
      { status: 200, bytes: 31 },
    ]);
  });

  it('refuses a chunk size that is not hexadecimal', () => {
    const broken = chunked.replace('5\r\n', 'zz\r\n');
    expect(() => new AnswerReader().read(Buffer.from(broken))).toThrow(/not a chunk size/);
  });
});

describe('RawConnection', () => {
  it('sends GETs one after the other over one keep-alive connection, with the headers given', async () => {
    const seen: { url?: string; cookie?: string; connection: number }[] = [];
    let connections = 0;
    const server = createServer((request, response) => {
      seen.push({ url: request.url, cookie: request.headers.cookie, connection: connections });
      if (request.url === '/missing') {
        response.writeHead(404, { 'content-length': '2' }).end('no');
        return;
      }
      // Streamed: Node frames it in chunks.
      response.write('a'.repeat(70_000));
      setImmediate(() => response.end('b'.repeat(10)));
    });
    server.on('connection', () => {
      connections += 1;
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/page?x=1`);
    const connection = new RawConnection(url);
    try {
      expect(await connection.get(url, { cookie: 'a=b' })).toEqual({ status: 200, bytes: 70_010 });
      expect(await connection.get(new URL('/missing', url), {})).toEqual({ status: 404, bytes: 2 });
      expect(await connection.get(url, {})).toEqual({ status: 200, bytes: 70_010 });
      expect(seen).toEqual([
        { url: '/page?x=1', cookie: 'a=b', connection: 1 },
        { url: '/missing', cookie: undefined, connection: 1 },
        { url: '/page?x=1', cookie: undefined, connection: 1 },
      ]);
    } finally {
      connection.close();
      await new Promise((done) => server.close(done));
    }
  });

  it('rejects the waiting GET when the server closes the connection', async () => {
    const server = createServer((request) => request.socket.destroy());
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const connection = new RawConnection(url);
    try {
      await expect(connection.get(url, {})).rejects.toThrow(/closed the connection/);
    } finally {
      connection.close();
      await new Promise((done) => server.close(done));
    }
  });
});
