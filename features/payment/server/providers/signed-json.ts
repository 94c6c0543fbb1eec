import 'server-only';
import type { z } from 'zod';
import { ApiError } from '@/lib/api/errors';
import { readBodyText } from '@/lib/api/read-body';

/** Why a signed JSON body was not read; each caller words the refusal in its own protocol. */
export type SignedJsonRefusal = { reason: 'body'; error: ApiError } | { reason: 'signature' | 'json' | 'schema' };

/**
 * A server-to-server JSON body whose headers sign the raw text (the bank webhook, the pay-later partner): read
 * within the size limit, the signature checked over the very bytes received, then parsed and validated.
 */
export async function readSignedJson<S extends z.ZodType>(
  request: Request,
  options: { verify: (rawBody: string, headers: Headers) => boolean; schema: S },
): Promise<{ ok: true; data: z.infer<S> } | ({ ok: false } & SignedJsonRefusal)> {
  let rawBody: string;
  try {
    rawBody = await readBodyText(request);
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, reason: 'body', error };
    throw error;
  }
  if (!options.verify(rawBody, request.headers)) return { ok: false, reason: 'signature' };
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { ok: false, reason: 'json' };
  }
  const parsed = options.schema.safeParse(json);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, reason: 'schema' };
}
