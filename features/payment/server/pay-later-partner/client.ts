import 'server-only';
import { z } from 'zod';
import { apiError } from '@/lib/api/errors';
import { logger } from '@/lib/logger';
import { partnerApiBase, partnerApiKey } from './config';
import { signedBodyHeaders } from './signing';

type Transport = (url: string, init: RequestInit) => Promise<Response>;
const viaFetch: Transport = (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(8000) });
let transport: Transport = viaFetch;

/** Tests reach the sandbox partner's route handlers directly (or a stand-in). */
export function setPayLaterTransport(next: Transport | null): void {
  transport = next ?? viaFetch;
}

async function call<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.infer<S>> {
  let response: Response;
  const text = JSON.stringify(body);
  const key = partnerApiKey();
  try {
    response = await transport(`${partnerApiBase()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, ...signedBodyHeaders(key, text, 'request') },
      body: text,
    });
  } catch (error) {
    logger().warn({ err: error, path }, 'pay-later partner unreachable');
    throw apiError('PAYMENT_PROVIDER_UNAVAILABLE');
  }
  const json: unknown = await response.json().catch(() => null);
  const parsed = schema.safeParse(json);
  if (!response.ok || !parsed.success) {
    logger().warn({ status: response.status, path }, 'pay-later partner refused');
    throw apiError('PAYMENT_PROVIDER_UNAVAILABLE');
  }
  return parsed.data;
}

// the token comes at the top level or inside data (spec 7.5)
const tokenAnswer = z.union([z.object({ token: z.string().min(8) }), z.object({ data: z.object({ token: z.string().min(8) }) })]);
const limitAnswer = z.object({
  PLallowed: z.boolean(),
  limitAmount: z.number().int().nonnegative(),
  availLimitAmount: z.number().int().nonnegative(),
});

/** The partner's token for a member (it is told userId, phone and email). */
export async function partnerToken(member: { userId: number; phone: string; email: string }): Promise<string> {
  const answer = await call('/token', member, tokenAnswer);
  return 'token' in answer ? answer.token : answer.data.token;
}

export async function partnerRegister(token: string, phone: string): Promise<boolean> {
  return (await call('/register-token', { token, phone }, z.object({ registered: z.boolean() }))).registered;
}

export function partnerLimit(token: string): Promise<z.infer<typeof limitAnswer>> {
  return call('/limit', { token }, limitAnswer);
}

export async function partnerRefund(refund: { phone: string; txnRef: string; amountVnd: number }): Promise<string> {
  return (await call('/refund', refund, z.object({ refundRef: z.string() }))).refundRef;
}
