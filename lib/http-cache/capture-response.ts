import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

export type CapturedResponse = { status: number; headers: OutgoingHttpHeaders; body: Buffer };

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;
const toBuffer = (chunk: Chunk, encoding?: BufferEncoding) => (typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk));

/**
 * Lets `render` write a whole response into `res` without anything reaching the socket, and resolves
 * with what it wrote. The headers stay set on `res`; its own methods are restored before this resolves,
 * so the caller then sends the response (or a changed copy of it) itself. A render that has not ended
 * after `timeoutMs` rejects, so requests waiting on it are not held forever.
 */
export function captureResponse(res: ServerResponse, render: () => unknown, timeoutMs = 20_000): Promise<CapturedResponse> {
  const chunks: Buffer[] = [];
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  const restore = () => Object.assign(res, original);

  return new Promise<CapturedResponse>((resolve, reject) => {
    const timer = setTimeout(() => {
      restore();
      reject(new Error(`response not ended after ${timeoutMs} ms`));
    }, timeoutMs);
    const collect = (chunk: unknown, encoding: unknown) => {
      if (typeof chunk === 'string' || chunk instanceof Uint8Array) {
        chunks.push(toBuffer(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined));
      }
    };
    const callbackOf = (...args: unknown[]) => args.find((a): a is Callback => typeof a === 'function');

    res.writeHead = function writeHead(status: number, ...rest: unknown[]) {
      res.statusCode = status;
      const headers = rest.find((r) => typeof r === 'object' && r !== null);
      if (Array.isArray(headers)) {
        for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1] as string);
      } else if (headers) {
        for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value as string);
      }
      return res;
    } as ServerResponse['writeHead'];
    res.flushHeaders = () => undefined;
    res.write = function write(chunk: unknown, encoding?: unknown, callback?: unknown) {
      collect(chunk, encoding);
      callbackOf(encoding, callback)?.();
      return true;
    } as ServerResponse['write'];
    res.end = function end(chunk?: unknown, encoding?: unknown, callback?: unknown) {
      if (chunk !== undefined && typeof chunk !== 'function') collect(chunk, encoding);
      clearTimeout(timer);
      restore();
      resolve({ status: res.statusCode, headers: res.getHeaders(), body: Buffer.concat(chunks) });
      callbackOf(chunk, encoding, callback)?.();
      return res;
    } as ServerResponse['end'];

    Promise.resolve()
      .then(render)
      .catch((error: unknown) => {
        clearTimeout(timer);
        restore();
        reject(error instanceof Error ? error : new Error(String(error)));
      });
  });
}
