import { ServerResponse, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';

export type CapturedResponse = { status: number; headers: OutgoingHttpHeaders; body: Buffer };

export class RenderTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`response not ended after ${timeoutMs} ms`);
    this.name = 'RenderTimeoutError';
  }
}

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;
const toBuffer = (chunk: Chunk, encoding?: BufferEncoding) =>
  typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk);
const callbackOf = (...args: unknown[]) => args.find((a): a is Callback => typeof a === 'function');

/**
 * Lets `render` write a whole response into a detached response object (never the visitor's socket) and
 * resolves with what it wrote. A render that has not ended after `timeoutMs` is aborted the way a client
 * disconnect aborts it (the response object closes unfinished: Next stops streaming and aborts the
 * request's signal), and this rejects with RenderTimeoutError, so nothing waits on it forever.
 */
export function captureResponse(
  req: IncomingMessage,
  render: (res: ServerResponse) => unknown,
  timeoutMs = 20_000,
): Promise<CapturedResponse> {
  const sink = new ServerResponse(req);
  const chunks: Buffer[] = [];
  let settled = false;

  return new Promise<CapturedResponse>((resolve, reject) => {
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(error);
    };
    const timer = setTimeout(() => {
      fail(new RenderTimeoutError(timeoutMs));
      sink.destroyed = true;
      sink.emit('close');
    }, timeoutMs);
    const collect = (chunk: unknown, encoding: unknown) => {
      if (settled) return;
      if (typeof chunk === 'string' || chunk instanceof Uint8Array) {
        chunks.push(toBuffer(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined));
      }
    };

    sink.writeHead = function writeHead(status: number, ...rest: unknown[]) {
      sink.statusCode = status;
      const headers = rest.find((r) => typeof r === 'object' && r !== null);
      if (Array.isArray(headers)) {
        for (let i = 0; i + 1 < headers.length; i += 2) sink.setHeader(String(headers[i]), headers[i + 1] as string);
      } else if (headers) {
        for (const [name, value] of Object.entries(headers)) if (value !== undefined) sink.setHeader(name, value as string);
      }
      return sink;
    } as ServerResponse['writeHead'];
    sink.flushHeaders = () => undefined;
    sink.write = function write(chunk: unknown, encoding?: unknown, callback?: unknown) {
      collect(chunk, encoding);
      callbackOf(encoding, callback)?.();
      return true;
    } as ServerResponse['write'];
    sink.end = function end(chunk?: unknown, encoding?: unknown, callback?: unknown) {
      if (chunk !== undefined && typeof chunk !== 'function') collect(chunk, encoding);
      if (!settled) {
        settled = true;
        clearTimeout(timer);
        resolve({ status: sink.statusCode, headers: sink.getHeaders(), body: Buffer.concat(chunks) });
      }
      // finished as Node's own end() would leave it: Next waits for 'finish' before it lets go
      sink.finished = true;
      callbackOf(chunk, encoding, callback)?.();
      sink.emit('finish');
      sink.emit('close');
      return sink;
    } as ServerResponse['end'];

    Promise.resolve()
      .then(() => render(sink))
      .catch((error: unknown) => fail(error instanceof Error ? error : new Error(String(error))));
  });
}
