import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { errorResponse } from '@/lib/api/envelope';
import type { ErrorCode } from '@/lib/api/error-codes';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { bankAccounts, bankNotifications, paymentAttempts } from '../../../db';
import { bankNotificationBodySchema, type BankNotification } from '../../../schemas';
import { readSignedJson } from '../signed-json';
import type { ApplyResult, NotificationContext, VerifiedNotification } from '../types';
import { bankSignatureValid, bankWebhookSecret } from './signature';

type Outcome = 'paid' | 'no_match' | 'amount_mismatch' | 'already_paid' | 'ambiguous';

const OUTCOMES: Record<ApplyResult, Outcome> = {
  applied: 'paid',
  already_applied: 'already_paid',
  not_payable: 'already_paid',
  amount_mismatch: 'amount_mismatch',
  not_found: 'no_match',
};

const isOutcome = (value: unknown): value is Outcome =>
  typeof value === 'string' && (value === 'ambiguous' || Object.values(OUTCOMES).includes(value as Outcome));

const REFUSALS: Record<'signature' | 'json' | 'schema', ErrorCode> = {
  signature: 'INVALID_SIGNATURE',
  json: 'INVALID_JSON',
  schema: 'VALIDATION_ERROR',
};
const answered = (outcome: Outcome): VerifiedNotification => ({ kind: 'answered', response: success(outcome) });
const success = (outcome: Outcome) => Response.json({ status: 'success', data: { outcome } }, { headers: { 'cache-control': 'no-store' } });

/**
 * The order codes a transfer content may name. Banks drop spaces and punctuation and may glue the code to
 * the words around it, so every H + 9 code characters window of the squeezed content is a candidate.
 */
export function orderCodeCandidates(content: string): string[] {
  const squeezed = content.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const found = new Set<string>();
  for (let i = 0; i + 10 <= squeezed.length; i += 1) {
    const window = squeezed.slice(i, i + 10);
    if (/^H[A-HJ-NP-Z2-9]{9}$/.test(window)) found.add(window);
  }
  return [...found].slice(0, 50);
}

type Match = { kind: 'attempt'; orderId: number; txnRef: string } | { kind: 'ambiguous'; orderNumbers: string[] } | null;

/**
 * The attempt a transfer pays: the order's latest open bank-transfer attempt, else its latest one (then it was paid
 * already). A content that names several of our orders pays none of them: which one the sender meant is a guess.
 */
async function attemptFor(notification: BankNotification, context: NotificationContext | undefined): Promise<Match> {
  const db = await getDb();
  const [ours] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(eq(bankAccounts.accountNumber, notification.account_number))
    .limit(1);
  const candidates = orderCodeCandidates(notification.content);
  if (!ours || candidates.length === 0 || !context) return null;
  const named = [...(await context.ordersNamed(candidates))].sort((a, b) =>
    a.orderNumber < b.orderNumber ? -1 : a.orderNumber > b.orderNumber ? 1 : 0,
  );
  if (named.length > 1) return { kind: 'ambiguous', orderNumbers: named.map((order) => order.orderNumber) };
  const [order] = named;
  if (!order) return null;
  const attempts = await db
    .select({ txnRef: paymentAttempts.txnRef, status: paymentAttempts.status })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.provider, 'bank_transfer')))
    .orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.id));
  const attempt = attempts.find((a) => a.status === 'created') ?? attempts[0];
  return attempt ? { kind: 'attempt', orderId: order.id, txnRef: attempt.txnRef } : null;
}

async function settle(eventId: string, outcome: Outcome, orderId: number | null): Promise<void> {
  const db = await getDb();
  await db.update(bankNotifications).set({ outcome, orderId }).where(eq(bankNotifications.eventId, eventId));
}

async function settleAmbiguous(eventId: string, orderNumbers: string[]): Promise<void> {
  const db = await getDb();
  await db.update(bankNotifications).set({ outcome: 'ambiguous', orderNumbers }).where(eq(bankNotifications.eventId, eventId));
}

/** The answer is sent once the notification row says what became of it. */
async function answerAfter(work: () => Promise<void>, response: Response): Promise<Response> {
  try {
    await work();
  } catch (error) {
    logger().error({ err: error }, 'bank notification: its outcome was not recorded');
  }
  return response;
}

/**
 * POST /payment-service/bank-transfer/notify: the signature over timestamp + raw body (5 minutes either way),
 * the event id taken once (a replay changes nothing and answers the stored outcome), then the order the content names.
 */
export async function verifyBankNotification(
  request: Request,
  context: NotificationContext | undefined,
  now: Date = new Date(),
): Promise<VerifiedNotification> {
  const secret = bankWebhookSecret();
  const read = await readSignedJson(request, {
    schema: bankNotificationBodySchema,
    verify: (rawBody, headers) =>
      bankSignatureValid({ secret, timestamp: headers.get('x-bank-timestamp'), signature: headers.get('x-bank-signature'), rawBody, now }),
  });
  if (!read.ok) return { kind: 'refused', response: errorResponse(read.reason === 'body' ? read.error.errorCode : REFUSALS[read.reason]) };
  const notification = read.data;

  const db = await getDb();
  const [taken] = await db
    .insert(bankNotifications)
    .values({ eventId: notification.event_id, amountVnd: notification.amount, content: notification.content, outcome: 'no_match' })
    .onConflictDoNothing({ target: bankNotifications.eventId })
    .returning({ eventId: bankNotifications.eventId });
  if (!taken) {
    // a replay (the bank lost our 200): the stored outcome again, so it stops retrying; nothing is applied twice
    const [stored] = await db
      .select({ outcome: bankNotifications.outcome })
      .from(bankNotifications)
      .where(eq(bankNotifications.eventId, notification.event_id))
      .limit(1);
    return answered(isOutcome(stored?.outcome) ? stored.outcome : 'no_match');
  }

  const attempt = await attemptFor(notification, context);
  if (!attempt) return answered('no_match');
  if (attempt.kind === 'ambiguous') {
    logger().warn(
      { eventId: notification.event_id, orderNumbers: attempt.orderNumbers },
      'bank notification names several orders: kept for the operations desk',
    );
    return {
      kind: 'answered',
      response: await answerAfter(() => settleAmbiguous(notification.event_id, attempt.orderNumbers), success('ambiguous')),
    };
  }
  return {
    kind: 'event',
    event: {
      txnRef: attempt.txnRef,
      amountVnd: notification.amount,
      outcome: 'succeeded',
      providerTxnNo: notification.bank_reference || null,
      raw: Object.fromEntries(Object.entries(notification).map(([key, value]) => [key, String(value)])),
    },
    answer: async (result) => {
      if (result === 'error') {
        // not taken after all: the bank's retry (it retries on non-2xx) is then applied
        return answerAfter(
          async () => void (await (await getDb()).delete(bankNotifications).where(eq(bankNotifications.eventId, notification.event_id))),
          errorResponse('SERVICE_BUSY'),
        );
      }
      const outcome = OUTCOMES[result];
      return answerAfter(() => settle(notification.event_id, outcome, attempt.orderId), success(outcome));
    },
  };
}
