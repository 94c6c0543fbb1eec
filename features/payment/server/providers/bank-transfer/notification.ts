import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { orders } from '@/features/orders/db';
import { errorBody } from '@/lib/api/envelope';
import { ApiError } from '@/lib/api/errors';
import type { ErrorCode } from '@/lib/api/error-codes';
import { readBodyText } from '@/lib/api/read-body';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { bankAccounts, bankNotifications, paymentAttempts } from '../../../db';
import { bankNotificationBodySchema, type BankNotification } from '../../../schemas';
import type { ApplyResult, VerifiedNotification } from '../types';
import { bankSignatureValid, bankWebhookSecret } from './signature';

type Outcome = 'paid' | 'no_match' | 'amount_mismatch' | 'already_paid';

const OUTCOMES: Record<ApplyResult, Outcome> = {
  applied: 'paid',
  already_applied: 'already_paid',
  not_payable: 'already_paid',
  amount_mismatch: 'amount_mismatch',
  not_found: 'no_match',
};

const isOutcome = (value: unknown): value is Outcome => typeof value === 'string' && Object.values(OUTCOMES).includes(value as Outcome);

const json = (body: unknown, status: number) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
const refused = (status: number, code: ErrorCode, message?: string): VerifiedNotification => ({ kind: 'refused', response: json(errorBody(code, message), status) });
const success = (outcome: Outcome) => json({ status: 'success', data: { outcome } }, 200);

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

/** The attempt a transfer pays: the order's latest open bank-transfer attempt, else its latest one (then it was paid already). */
async function attemptFor(notification: BankNotification): Promise<{ orderId: number; txnRef: string } | null> {
  const db = await getDb();
  const [ours] = await db.select({ id: bankAccounts.id }).from(bankAccounts).where(eq(bankAccounts.accountNumber, notification.account_number)).limit(1);
  const candidates = orderCodeCandidates(notification.content);
  if (!ours || candidates.length === 0) return null;
  const [order] = await db.select({ id: orders.id }).from(orders).where(inArray(orders.orderNumber, candidates)).limit(1);
  if (!order) return null;
  const attempts = await db
    .select({ txnRef: paymentAttempts.txnRef, status: paymentAttempts.status })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.provider, 'bank_transfer')))
    .orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.id));
  const attempt = attempts.find((a) => a.status === 'created') ?? attempts[0];
  return attempt ? { orderId: order.id, txnRef: attempt.txnRef } : null;
}

async function settle(eventId: string, outcome: Outcome, orderId: number | null): Promise<void> {
  const db = await getDb();
  await db.update(bankNotifications).set({ outcome, orderId }).where(eq(bankNotifications.eventId, eventId));
}

/** The answer is sent once the notification row says what became of it (the body waits for that write). */
function answerAfter(work: () => Promise<void>, response: () => Response): Response {
  const answer = response();
  const headers = new Headers(answer.headers);
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        await work();
      } catch (error) {
        logger().error({ err: error }, 'bank notification: its outcome was not recorded');
      }
      controller.enqueue(new Uint8Array(await answer.arrayBuffer()));
      controller.close();
    },
  });
  return new Response(body, { status: answer.status, headers });
}

/**
 * POST /payment-service/bank-transfer/notify: the signature over timestamp + raw body (5 minutes either way),
 * the event id taken once (a replay changes nothing and answers the stored outcome), then the order the content names.
 */
export async function verifyBankNotification(request: Request, now: Date = new Date()): Promise<VerifiedNotification> {
  let rawBody: string;
  try {
    rawBody = await readBodyText(request);
  } catch (error) {
    if (error instanceof ApiError) return refused(error.httpStatus, error.errorCode);
    throw error;
  }
  const valid = bankSignatureValid({
    secret: bankWebhookSecret(),
    timestamp: request.headers.get('x-bank-timestamp'),
    signature: request.headers.get('x-bank-signature'),
    rawBody,
    now,
  });
  if (!valid) return refused(401, 'INVALID_SIGNATURE');
  let parsedJson: unknown;
  try {
    parsedJson = JSON.parse(rawBody);
  } catch {
    return refused(400, 'INVALID_JSON');
  }
  const parsed = bankNotificationBodySchema.safeParse(parsedJson);
  if (!parsed.success) return refused(400, 'VALIDATION_ERROR');
  const notification = parsed.data;

  const db = await getDb();
  const [taken] = await db
    .insert(bankNotifications)
    .values({ eventId: notification.event_id, amountVnd: notification.amount, content: notification.content, outcome: 'no_match' })
    .onConflictDoNothing({ target: bankNotifications.eventId })
    .returning({ eventId: bankNotifications.eventId });
  if (!taken) {
    // a replay (the bank lost our 200): the stored outcome again, so it stops retrying; nothing is applied twice
    const [stored] = await db.select({ outcome: bankNotifications.outcome }).from(bankNotifications).where(eq(bankNotifications.eventId, notification.event_id)).limit(1);
    return { kind: 'refused', response: success(isOutcome(stored?.outcome) ? stored.outcome : 'no_match') };
  }

  const attempt = await attemptFor(notification);
  if (!attempt) return { kind: 'refused', response: success('no_match') };
  return {
    kind: 'event',
    event: {
      txnRef: attempt.txnRef,
      amountVnd: notification.amount,
      outcome: 'succeeded',
      providerTxnNo: notification.bank_reference || null,
      raw: Object.fromEntries(Object.entries(notification).map(([key, value]) => [key, String(value)])),
    },
    answer: (result) => {
      if (result === 'error') {
        // not taken after all: the bank's retry (it retries on non-2xx) is then applied
        return answerAfter(
          async () => void (await (await getDb()).delete(bankNotifications).where(eq(bankNotifications.eventId, notification.event_id))),
          () => json(errorBody('SERVICE_BUSY'), 503),
        );
      }
      const outcome = OUTCOMES[result];
      return answerAfter(() => settle(notification.event_id, outcome, attempt.orderId), () => success(outcome));
    },
  };
}
