import { connect, type Socket } from 'node:net';

/** What one GET came back with: the status and the bytes of its body as sent (chunk framing not counted). */
export interface RawAnswer {
  status: number;
  bytes: number;
}

const HEAD_END = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');

/**
 * Reads one HTTP/1.1 answer from the bytes a socket delivers: the head, then a body framed by Content-Length or
 * by chunks. The body is counted, never copied or decoded; only the head and a chunk-size line straddling two
 * deliveries are kept.
 */
export class AnswerReader {
  #status = 0;
  #bytes = 0;
  /** Body bytes still to come: of the whole body (Content-Length), or of the current chunk. */
  #remaining = 0;
  #state: 'head' | 'length' | 'chunk-size' | 'chunk-data' | 'chunk-end' | 'trailer' = 'head';
  /** The part of a head or of a line (chunk size, CRLF) that the previous delivery ended in the middle of. */
  #pending: Buffer = Buffer.alloc(0);

  /** `input` after what is pending, split at the first `delimiter`; undefined (and kept) until it arrives. */
  #until(input: Buffer, delimiter: Buffer): { before: string; after: Buffer } | undefined {
    const joined = this.#pending.length > 0 ? Buffer.concat([this.#pending, input]) : input;
    const end = joined.indexOf(delimiter);
    if (end === -1) {
      this.#pending = Buffer.from(joined);
      return undefined;
    }
    this.#pending = Buffer.alloc(0);
    return {
      before: joined.subarray(0, end).toString('latin1'),
      after: joined.subarray(end + delimiter.length),
    };
  }

  /** Feeds the next delivery; the answer once it is complete (a keep-alive socket carries one at a time). */
  read(data: Buffer): RawAnswer | undefined {
    let input = data;
    while (input.length > 0) {
      if (this.#state === 'head') {
        const head = this.#until(input, HEAD_END);
        if (!head) return undefined;
        const lines = head.before.split('\r\n');
        this.#status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '')?.[1] ?? 0);
        const header = (name: string) =>
          lines
            .find((line) => line.toLowerCase().startsWith(`${name}:`))
            ?.slice(name.length + 1)
            .trim();
        input = head.after;
        if (header('transfer-encoding')?.toLowerCase().includes('chunked')) this.#state = 'chunk-size';
        else {
          this.#remaining = Number(header('content-length') ?? 0);
          this.#state = 'length';
          if (this.#remaining === 0) return this.#done();
        }
        continue;
      }
      if (this.#state === 'length' || this.#state === 'chunk-data') {
        const taken = Math.min(this.#remaining, input.length);
        this.#bytes += taken;
        this.#remaining -= taken;
        input = input.subarray(taken);
        if (this.#remaining > 0) return undefined;
        if (this.#state === 'length') return this.#done();
        this.#state = 'chunk-end';
        continue;
      }
      // A line: a chunk's size, the CRLF after its data, or the (empty) trailer that ends the body.
      const line = this.#until(input, CRLF);
      if (!line) return undefined;
      input = line.after;
      if (this.#state === 'chunk-end') this.#state = 'chunk-size';
      else if (this.#state === 'trailer') {
        if (line.before === '') return this.#done();
      } else {
        this.#remaining = Number.parseInt(line.before.split(';')[0] ?? '', 16);
        if (Number.isNaN(this.#remaining))
          throw new Error(`bench: not a chunk size: ${JSON.stringify(line.before)}`);
        this.#state = this.#remaining === 0 ? 'trailer' : 'chunk-data';
      }
    }
    return undefined;
  }

  #done(): RawAnswer {
    const answer = { status: this.#status, bytes: this.#bytes };
    this.#status = 0;
    this.#bytes = 0;
    this.#state = 'head';
    return answer;
  }
}

/**
 * GETs over one keep-alive connection, one at a time, each answer counted as it arrives (AnswerReader). The load
 * generator shares the machine's two cores with the servers it measures: on a 236 KB page written in 16 KB pieces,
 * node:http spent 0.22 to 0.39 ms of CPU per answer (its parser's events and a stream per answer), this 0.12 to
 * 0.16 ms, so the servers get more of the cores.
 */
export class RawConnection {
  readonly #socket: Socket;
  readonly #reader = new AnswerReader();
  #waiting: { resolve: (answer: RawAnswer) => void; reject: (error: Error) => void } | undefined;
  #failed: Error | undefined;

  constructor(url: URL) {
    this.#socket = connect({ host: url.hostname, port: Number(url.port || 80), noDelay: true });
    this.#socket.on('data', (data: Buffer) => {
      let answer: RawAnswer | undefined;
      try {
        answer = this.#reader.read(data);
      } catch (error) {
        this.#fail(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      if (!answer) return;
      const waiting = this.#waiting;
      this.#waiting = undefined;
      waiting?.resolve(answer);
    });
    this.#socket.on('error', (error) => this.#fail(error));
    this.#socket.on('close', () => this.#fail(new Error('bench: the server closed the connection')));
  }

  get(url: URL, headers: Record<string, string>): Promise<RawAnswer> {
    if (this.#failed) return Promise.reject(this.#failed);
    if (this.#waiting) return Promise.reject(new Error('bench: one request at a time per connection'));
    const lines = [`GET ${url.pathname}${url.search} HTTP/1.1`, `host: ${url.host}`];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    return new Promise((resolve, reject) => {
      this.#waiting = { resolve, reject };
      this.#socket.write(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
    });
  }

  close(): void {
    this.#socket.destroy();
  }

  #fail(error: Error): void {
    this.#failed ??= error;
    const waiting = this.#waiting;
    this.#waiting = undefined;
    waiting?.reject(error);
  }
}
