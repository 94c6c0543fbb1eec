import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeEntry, encodeEntry } from './entry-codec';
import type { CacheEntry } from './entry-store';

const body = Buffer.concat([Buffer.from('<html>xin chào</html>'), Buffer.from([0, 255, 254, 10])]);
const entry: CacheEntry = {
  status: 200,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    vary: 'rsc, Accept-Encoding, Cookie',
    'x-n': 3,
    link: ['<a>; rel=preload', '<b>; rel=preload'],
  },
  body,
  gzipped: gzipSync(body),
  storedAt: 1_700_000_000_123,
  requestId: true,
};

describe('entry codec', () => {
  it('reads back every part of an entry, bytes as they were', () => {
    const stored = encodeEntry({ entry, expiresAt: 1_700_000_030_123 });
    // binary: the body is not inflated (no base64)
    expect(stored.byteLength).toBeLessThan(body.byteLength + entry.gzipped.byteLength + 300);
    const decoded = decodeEntry(stored);
    expect(decoded).toEqual({ entry, expiresAt: 1_700_000_030_123 });
    expect(decoded!.entry.body.equals(body)).toBe(true);
    // owned copies, not views of the reply
    expect(decoded!.entry.body.buffer).not.toBe(stored.buffer);
  });

  it('reads an empty body', () => {
    const empty = { ...entry, body: Buffer.alloc(0), gzipped: gzipSync(Buffer.alloc(0)) };
    expect(decodeEntry(encodeEntry({ entry: empty, expiresAt: 1 }))?.entry.body.byteLength).toBe(0);
  });

  it('refuses what is not an entry: garbage, a cut reply, another shape', () => {
    const stored = encodeEntry({ entry, expiresAt: 1 });
    const metaEnd = 4 + stored.readUInt32BE(0);
    const otherShape = Buffer.from(JSON.stringify({ status: 200 }));
    const length = Buffer.alloc(4);
    length.writeUInt32BE(otherShape.byteLength);
    for (const bad of [
      Buffer.alloc(0),
      Buffer.from('<html>'),
      stored.subarray(0, metaEnd - 1),
      stored.subarray(0, metaEnd + 3),
      Buffer.concat([length, otherShape]),
      Buffer.concat([Buffer.from([0, 0, 0, 2]), Buffer.from('{]')]),
    ]) {
      expect(decodeEntry(bad)).toBeNull();
    }
  });
});
