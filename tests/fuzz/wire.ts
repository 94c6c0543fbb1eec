import { connect } from 'node:net';

export type Sent = { method: string; target: string };
export type Answer = { status: number; contentType: string; text: string };

/** Requests sent by this process, by family, for the run's summary line. */
export const requestCounts = new Map<string, number>();
const count = (family: string) => requestCounts.set(family, (requestCounts.get(family) ?? 0) + 1);

/** Through fetch: the URL is parsed (and a few characters re-encoded) as a browser would. */
export async function sendFetch(base: string, sent: Sent, family: string): Promise<Answer> {
  count(family);
  const response = await fetch(`${base}${sent.target}`, { method: sent.method, signal: AbortSignal.timeout(30_000) });
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
}

/** Byte for byte on the socket: the request target reaches the server exactly as written. */
export function sendRaw(base: string, sent: Sent, family: string): Promise<Answer> {
  count(family);
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(30_000, () => socket.destroy(new Error('raw request timed out')));
    // no half-close: Node's server aborts a request whose client ended its side before the answer
    socket.on('connect', () => socket.write(`${sent.method} ${sent.target} HTTP/1.0\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`, 'latin1'));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const split = raw.indexOf('\r\n\r\n');
      const head = split === -1 ? raw : raw.slice(0, split);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      const contentType = /\r\ncontent-type: *([^\r\n]*)/i.exec(head)?.[1] ?? '';
      resolve({ status, contentType, text: split === -1 ? '' : raw.slice(split + 4) });
    });
  });
}
