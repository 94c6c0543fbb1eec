import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '../transition';
import { orders } from '../../db';

/** An order's status with its row share-locked (loyalty credits points only while it stays confirmed or completed). */
export async function lockedOrderStatus(tx: Tx, orderNumber: string): Promise<string | null> {
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.orderNumber, orderNumber)).for('share').limit(1);
  return order?.status ?? null;
}
