import 'server-only';
import { apiError } from './errors';

/** The largest request body any API route reads (JSON forms are a few KB). */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * A request body as text, refused with 413 PAYLOAD_TOO_LARGE past `limit` bytes: a declared Content-Length
 * over it is refused before reading, and the stream is counted as it arrives (a chunked body or a lying
 * header), so no caller can make the server buffer more than the limit. A fetch Response reads the same way.
 */
export async function readBodyText(request: Pick<Request, 'headers' | 'body'>, limit: number = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > limit) throw apiError('PAYLOAD_TOO_LARGE');
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw apiError('PAYLOAD_TOO_LARGE');
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
