import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { MAX_BODY_BYTES, readBodyText } from './read-body';

/** A POST whose body arrives in chunks with no Content-Length, as a chunked upload does. */
function streamed(chunks: string[], headers: Record<string, string> = {}): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  return new Request('http://localhost/api/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof ApiError ? [error.httpStatus, error.errorCode] : error),
  );

describe('readBodyText', () => {
  it('reads a body up to the limit, multi-byte text intact', async () => {
    expect(await readBodyText(streamed(['{"a":', '"Đà Nẵng"}']))).toBe('{"a":"Đà Nẵng"}');
    expect(await readBodyText(streamed(['x'.repeat(MAX_BODY_BYTES)]))).toHaveLength(MAX_BODY_BYTES);
    expect(await readBodyText(new Request('http://localhost/api/x', { method: 'POST' }))).toBe('');
  });

  it('refuses a declared Content-Length over the limit before reading', async () => {
    const request = streamed(['{}'], { 'content-length': String(MAX_BODY_BYTES + 1) });
    expect(await refusal(readBodyText(request))).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });

  it('refuses a streamed body once it passes the limit, whatever the header says', async () => {
    const chunks = Array.from({ length: 20 }, () => 'x'.repeat(4096));
    expect(await refusal(readBodyText(streamed(chunks)))).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect(await refusal(readBodyText(streamed(chunks, { 'content-length': '10' })))).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });
});
