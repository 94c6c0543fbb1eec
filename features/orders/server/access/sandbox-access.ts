import 'server-only';
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { users } from '@/features/auth/db';
import { paymentAttempts } from '@/features/payment/db';
import { getDb } from '@/lib/db/client';
import { orders } from '../../db';
import { accessOf, type OrderViewer } from './order-access';
import { verifyOrderToken } from './order-token';
import { sandboxPassAllows } from './sandbox-pass';

/**
 * What the built-in sandboxes (app/sandbox) may show and do for a visitor: only their own orders, as the order
 * page decides it (the member, the guest cookie that made it, or the order's signed link). An unknown order and
 * someone else's get the same "no".
 */
async function viewerOwnsOrder(viewer: OrderViewer, orderCode: string): Promise<boolean> {
  const [row] = await (await getDb()).select().from(orders).where(eq(orders.orderNumber, orderCode)).limit(1);
  return row ? (await accessOf(viewer, row)) !== null : false;
}

/**
 * Whether the payment attempt `txnRef` belongs to one of the viewer's orders, or `pass` (a sandbox pass, given
 * with the payment link to the holder of the order's signed link) names exactly this attempt.
 */
export async function viewerOwnsTransaction(viewer: OrderViewer, txnRef: string, pass: string | null = null): Promise<boolean> {
  if (await sandboxPassAllows(pass, txnRef)) return true;
  const [found] = await (
    await getDb()
  )
    .select({ order: orders })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(eq(paymentAttempts.txnRef, txnRef))
    .limit(1);
  return found ? (await accessOf(viewer, found.order)) !== null : false;
}

/**
 * Whether a bank transfer naming these candidate codes is the viewer's to send: at least one names an order of
 * theirs and none names anybody else's (a content naming a stranger's order alongside one's own pays nothing).
 */
export async function viewerOwnsNamedOrders(viewer: OrderViewer, codes: string[]): Promise<boolean> {
  if (codes.length === 0) return false;
  const rows = await (await getDb()).select().from(orders).where(inArray(orders.orderNumber, codes));
  if (rows.length === 0) return false;
  for (const row of rows) if ((await accessOf(viewer, row)) === null) return false;
  return true;
}

const MAIL_ORDERS = 200;

/** The mail outbox rows a visitor may read: those about their orders (ref order:<code>) and, for a member, those to their address. */
export async function sandboxMailScope(viewer: OrderViewer): Promise<{ refs: string[]; to: string | null }> {
  const db = await getDb();
  const mine = [
    ...(viewer.userId !== null ? [eq(orders.userId, viewer.userId)] : []),
    ...(viewer.guestKeyHash ? [and(isNull(orders.userId), eq(orders.guestKeyHash, viewer.guestKeyHash))] : []),
  ];
  const rows =
    mine.length > 0
      ? await db
          .select({ code: orders.orderNumber })
          .from(orders)
          .where(or(...mine))
          .orderBy(desc(orders.id))
          .limit(MAIL_ORDERS)
      : [];
  const codes = new Set(rows.map((r) => r.code));
  const token = await verifyOrderToken(viewer.token);
  if (token && (await viewerOwnsOrder(viewer, token.orderCode))) codes.add(token.orderCode);
  const [member] =
    viewer.userId !== null ? await db.select({ email: users.email }).from(users).where(eq(users.id, viewer.userId)).limit(1) : [];
  return { refs: [...codes].map((code) => `order:${code}`), to: member?.email ?? null };
}
