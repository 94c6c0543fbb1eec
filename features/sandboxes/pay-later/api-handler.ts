import 'server-only';
import { z } from 'zod';
import { serverEnv } from '@/lib/env/server';
import { sandboxesOn } from '@/lib/env/site';
import { partnerApiKey, usesSandboxPartner, signedBodyValid, readSignedJson } from '@/features/payment/server';
import { accountByToken, allowed, issueToken, registerToken, restore } from './accounts';

const json = (status: number, body: unknown) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
const phone = z.string().regex(/^\+?\d{9,15}$/);
const token = z.string().min(8).max(200);

const ACTIONS = {
  token: {
    body: z.object({ userId: z.number().int(), phone, email: z.string() }),
    run: async (b: { phone: string }) => json(200, { data: { token: await issueToken(b.phone) } }),
  },
  'register-token': {
    body: z.object({ token, phone }),
    run: async (b: { token: string; phone: string }) =>
      (await registerToken(b.token, b.phone)) ? json(200, { registered: true }) : json(404, { message: 'Unknown token' }),
  },
  limit: {
    body: z.object({ token }),
    run: async (b: { token: string }) => {
      const account = await accountByToken(b.token);
      if (!account) return json(404, { message: 'Unknown token' });
      return json(200, { PLallowed: allowed(account), limitAmount: account.limitAmount, availLimitAmount: account.availLimitAmount });
    },
  },
  refund: {
    body: z.object({ phone, txnRef: z.string().min(1).max(64), amountVnd: z.number().int().positive() }),
    run: async (b: { phone: string; txnRef: string; amountVnd: number }) =>
      (await restore(b.phone, b.amountVnd)) ? json(200, { refundRef: `PLR-${b.txnRef}` }) : json(404, { message: 'Unknown account' }),
  },
} as const;

/** Whether the sandbox partner answers at all: sandboxes on, no real partner and no real key configured (it never signs with one). */
export const sandboxPartnerLive = () => sandboxesOn() && usesSandboxPartner() && !serverEnv().PAY_LATER_API_KEY;

/**
 * The sandbox partner's server API (POST /sandbox/pay-later/api/{action}), speaking the partner's protocol: a
 * bearer key and a `timestamp.body` HMAC on every call.
 */
export async function sandboxPayLaterApi(action: string, request: Request): Promise<Response> {
  if (!sandboxPartnerLive() || !Object.hasOwn(ACTIONS, action)) return json(404, { message: 'Not found' });
  const key = partnerApiKey();
  const spec = ACTIONS[action as keyof typeof ACTIONS];
  // the signature (constant time) covers the key; the bearer header is the partner's convention, not checked twice
  const read = await readSignedJson(request, {
    schema: spec.body,
    verify: (text, headers) => signedBodyValid(key, text, headers, 'request'),
  });
  if (read.ok) return spec.run(read.data as never);
  if (read.reason === 'body') return json(read.error.httpStatus, { message: read.error.message });
  return read.reason === 'signature' ? json(401, { message: 'Bad signature' }) : json(400, { message: 'Bad body' });
}
