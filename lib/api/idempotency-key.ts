import { z } from 'zod';
import type { NextRequest } from 'next/server';
import { messageError } from './error-messages';

const idempotencyKeyHeaderSchema = z.uuid();

/** The request's Idempotency-Key header (a UUID), null when absent; any other value is a 400. */
export function idempotencyKeyOf(request: NextRequest): string | null {
  const header = request.headers.get('idempotency-key');
  if (header === null) return null;
  const parsed = idempotencyKeyHeaderSchema.safeParse(header);
  if (!parsed.success)
    throw messageError('idempotencyKeyNotUuid', {}, [{ path: 'Idempotency-Key', message: parsed.error.issues[0]?.message ?? '' }]);
  return parsed.data;
}
