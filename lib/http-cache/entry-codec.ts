import 'server-only';
import { z } from 'zod';
import { owned, type CacheEntry } from './entry-store';

/**
 * An entry as one Redis string: a 4-byte length, that many bytes of JSON (status, kept headers, times, body
 * length), then the body and its gzip copy as they are. Binary, so a page is not inflated by base64.
 */
const metaSchema = z.strictObject({
  status: z.number().int().min(100).max(599),
  headers: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])),
  storedAt: z.number(),
  expiresAt: z.number(),
  requestId: z.boolean(),
  bodyBytes: z.number().int().min(0),
});

export type StoredEntry = { entry: CacheEntry; expiresAt: number };

export function encodeEntry({ entry, expiresAt }: StoredEntry): Buffer {
  const { status, headers, storedAt, requestId, body, gzipped } = entry;
  const meta = Buffer.from(JSON.stringify({ status, headers, storedAt, expiresAt, requestId, bodyBytes: body.byteLength }));
  const length = Buffer.allocUnsafe(4);
  length.writeUInt32BE(meta.byteLength);
  return Buffer.concat([length, meta, body, gzipped]);
}

/** The entry a stored string holds, or null when it is not one (another format, truncated). */
export function decodeEntry(stored: Buffer): StoredEntry | null {
  if (stored.byteLength < 4) return null;
  const metaEnd = 4 + stored.readUInt32BE(0);
  if (metaEnd > stored.byteLength) return null;
  let meta: z.infer<typeof metaSchema>;
  try {
    meta = metaSchema.parse(JSON.parse(stored.toString('utf8', 4, metaEnd)));
  } catch {
    return null;
  }
  const bodyEnd = metaEnd + meta.bodyBytes;
  if (bodyEnd > stored.byteLength) return null;
  const { status, headers, storedAt, requestId, expiresAt } = meta;
  const body = owned(stored.subarray(metaEnd, bodyEnd));
  const gzipped = owned(stored.subarray(bodyEnd));
  return { entry: { status, headers, body, gzipped, storedAt, requestId }, expiresAt };
}
