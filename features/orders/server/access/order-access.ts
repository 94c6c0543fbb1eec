import 'server-only';
import { eq } from 'drizzle-orm';
import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';
import { pageUser, userOfToken } from '@/features/auth/server';
import { GUEST_COOKIE, guestKeyHashOf } from '@/features/auth/server';
import { getDb } from '@/lib/db/client';
import { SESSION_COOKIE } from '@/lib/security/auth-cookies';
import { orders } from '../../db';
import { verifyOrderToken, type OrderTokenScope } from './order-token';
import { messageError } from '@/lib/api/error-messages';

export type OrderRow = typeof orders.$inferSelect;

/** Who is asking about an order: a signed-in member, the guest cookie, and/or a signed order link's token. */
export type OrderViewer = { userId: number | null; guestKeyHash: string | null; token: string | null };

/** The viewer of an API request; `token`: the order link's token (query `token` or body), if any. */
export async function viewerOfRequest(request: NextRequest, token: string | null = null): Promise<OrderViewer> {
  const user = await userOfToken(request.cookies.get(SESSION_COOKIE)?.value);
  return { userId: user?.userId ?? null, guestKeyHash: guestKeyHashOf(request.cookies.get(GUEST_COOKIE)?.value), token };
}

/** The viewer of a server-rendered page. */
export async function viewerOfPage(token: string | null = null): Promise<OrderViewer> {
  const user = await pageUser();
  const jar = await cookies();
  return { userId: user?.userId ?? null, guestKeyHash: guestKeyHashOf(jar.get(GUEST_COOKIE)?.value), token };
}

/**
 * How a viewer may use an order: `owner` (the member, or the guest cookie that made it), `manage` (the
 * emailed link), `view` (a lookup's link), or null. A member's order is never opened by a guest cookie.
 */
export async function accessOf(viewer: OrderViewer, row: OrderRow): Promise<'owner' | OrderTokenScope | null> {
  if (row.userId !== null && viewer.userId === row.userId) return 'owner';
  if (row.userId === null && row.guestKeyHash !== null && viewer.guestKeyHash === row.guestKeyHash) return 'owner';
  const token = await verifyOrderToken(viewer.token);
  if (token && token.orderCode === row.orderNumber) return token.scope;
  return null;
}

/**
 * The order with this code if the viewer may see it; otherwise 404 exactly as for an unknown code (no
 * existence leak). `need: 'manage'` also refuses a view-only link (cancelling, invoices).
 */
export async function orderFor(
  viewer: OrderViewer,
  orderCode: string,
  need: 'view' | 'manage' = 'view',
): Promise<{ row: OrderRow; access: 'owner' | OrderTokenScope }> {
  const [row] = await (await getDb()).select().from(orders).where(eq(orders.orderNumber, orderCode)).limit(1);
  const access = row ? await accessOf(viewer, row) : null;
  if (!row || !access || (need === 'manage' && access === 'view')) throw messageError('orderNotFound');
  return { row, access };
}
