import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from sending to the end of the answer. */
  ms: number;
}

/**
 * One request written byte for byte to the server (any method, any target, headers of any size), read until the
 * server closes the connection. Rejects when no answer comes within `timeoutMs`.
 */
export function rawRequest(
  url: string,
  method: string,
  target: string,
  options: { headers?: Record<string, string>; timeoutMs?: number; host?: string } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(options.timeoutMs ?? 15_000, () => {
      socket.destroy();
      reject(
        new Error(`${method} ${target.slice(0, 80)}: no answer within ${options.timeoutMs ?? 15_000} ms`),
      );
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, end === -1 ? text.length : end).split('\r\n');
      const status = Number(statusLine.split(' ')[1]);
      if (!Number.isInteger(status)) {
        reject(new Error(`${method} ${target.slice(0, 80)}: no HTTP answer (${text.length} bytes)`));
        return;
      }
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status, headers, body: end === -1 ? '' : text.slice(end + 4), ms: Date.now() - started });
    });
    const lines = [
      `${method} ${target} HTTP/1.1`,
      `Host: ${options.host ?? `${hostname}:${port}`}`,
      'Connection: close',
      'Accept: text/html',
      ...Object.entries(options.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  });
}

/** Whether a `Location` leads off the server's origin (another host, or a path a browser reads as one). */
export function isOffSite(location: string | undefined, origin: string): boolean {
  if (location === undefined) return false;
  const read = location.replace(/\\/g, '/');
  if (read.startsWith('/') && !read.startsWith('//')) return false;
  try {
    return new URL(read, origin).origin !== new URL(origin).origin;
  } catch {
    return true;
  }
}
