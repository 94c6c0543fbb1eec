import { connect } from 'node:net';

/** A request as sent: headers (cookie, origin, authorization) and a raw body text are optional. */
export type Sent = { method: string; target: string; headers?: Record<string, string>; body?: string };
export type Answer = { status: number; contentType: string; text: string };

/** Requests sent by this process, by family, for the run's summary line. */
export const requestCounts = new Map<string, number>();
const count = (family: string) => requestCounts.set(family, (requestCounts.get(family) ?? 0) + 1);

const withBody = (sent: Sent): Record<string, string> =>
  sent.body === undefined ? { ...sent.headers } : { 'content-type': 'application/json', ...sent.headers };

/** Through fetch: the URL is parsed (and a few characters re-encoded) as a browser would. */
export async function sendFetch(base: string, sent: Sent, family: string): Promise<Answer> {
  count(family);
  const response = await fetch(`${base}${sent.target}`, {
    method: sent.method,
    headers: withBody(sent),
    body: sent.body,
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
}

/** Byte for byte on the socket: the request target reaches the server exactly as written. */
export function sendRaw(base: string, sent: Sent, family: string): Promise<Answer> {
  count(family);
  const { host, hostname, port } = new URL(base);
  const body = Buffer.from(sent.body ?? '', 'utf8');
  const headers = Object.entries({ ...withBody(sent), ...(sent.body === undefined ? {} : { 'content-length': String(body.length) }) })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(30_000, () => socket.destroy(new Error('raw request timed out')));
    // no half-close: Node's server aborts a request whose client ended its side before the answer
    socket.on('connect', () => {
      socket.write(`${sent.method} ${sent.target} HTTP/1.0\r\nHost: ${host}\r\nConnection: close\r\n${headers}\r\n`, 'latin1');
      if (body.length) socket.write(body);
    });
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
