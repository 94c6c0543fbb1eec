import 'server-only';
import { randomInt, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { serverEnv } from '@/lib/env/server';
import { internalOrigin, sandboxesOn } from '@/lib/env/site';
import { logger } from '@/lib/logger';
import { receivingAccount, bankSignature, bankWebhookSecret, orderCodeCandidates } from '@/features/payment/server';

/** Our bank-transfer notification endpoint (built by the orders side), the address registered with the bank. */
const BANK_NOTIFY_PATH = '/api/payment-service/bank-transfer/notify';
const NOTIFY_TIMEOUT_MS = 10_000;

/**
 * The bank sandbox signs with the same key the notification endpoint checks, so it is live only while that key is
 * the derived development key: with a real BANK_WEBHOOK_SECRET anyone could otherwise mark an order paid.
 */
export const bankSandboxLive = (): boolean => sandboxesOn() && !serverEnv().BANK_WEBHOOK_SECRET;

/** The order codes a transfer content names, read as the notification endpoint reads them (the sandbox checks whose they are). */
export const transferOrderCodes = (content: string): string[] => orderCodeCandidates(content);

/** The sandbox form: a transfer's content and amount. */
export const sandboxTransferSchema = z.object({
  content: z.string().trim().min(1).max(200),
  amount: z.coerce.number().int().positive().max(10_000_000_000),
});
export type SandboxTransfer = z.infer<typeof sandboxTransferSchema>;

export type SandboxTransferResult = { httpStatus: number | null; outcome: string | null; message: string | null };

/** Plays the bank: one incoming transfer on the site's first account, signed, with a fresh event id. */
export async function sendSandboxTransfer(transfer: SandboxTransfer, now: Date = new Date()): Promise<SandboxTransferResult> {
  const account = await receivingAccount();
  if (!account) return { httpStatus: null, outcome: null, message: 'no receiving account' };
  const body = JSON.stringify({
    event_id: `SBX-${randomUUID()}`,
    account_number: account.account_number,
    amount: transfer.amount,
    content: transfer.content,
    bank_reference: `FT${randomInt(10_000_000, 100_000_000)}`,
    transaction_time: now.toISOString(),
  });
  const timestamp = String(Math.floor(now.getTime() / 1000));
  try {
    const response = await fetch(`${internalOrigin()}${BANK_NOTIFY_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-bank-timestamp': timestamp,
        'x-bank-signature': bankSignature(bankWebhookSecret(), timestamp, body),
      },
      body,
      signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
      cache: 'no-store',
    });
    const answer = (await response.json().catch(() => null)) as { data?: { outcome?: unknown }; message?: unknown } | null;
    const outcome = typeof answer?.data?.outcome === 'string' ? answer.data.outcome : null;
    const message = typeof answer?.message === 'string' ? answer.message : null;
    return { httpStatus: response.status, outcome, message };
  } catch (error) {
    logger().warn({ err: error }, 'bank sandbox: the notification endpoint did not answer');
    return { httpStatus: null, outcome: null, message: null };
  }
}
