import 'server-only';
import { eq } from 'drizzle-orm';
import { vouchers } from '@/features/payment/db';
import type { IssuedVoucher, OrderDeal } from '@/features/orders/schemas';
import type { Db } from '@/lib/db/client';
import { voucherHash } from '@/features/payment/server';
import { dealPrices, deals, orderDealItems } from '../db';
import { dealName, dealPathOf } from './deal-cards';
import { dealVoucherCode } from './voucher-code';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type OrderRef = { id: number; orderNumber: string };

const STATUSES = new Set(['available', 'used', 'void']);

/**
 * In the transaction that marks a deal order paid: its `quantity` vouchers (the deal's hotel, the bought option's room-nights,
 * valid in the deal's window, available, issued_by_order_id = the order). Exactly once: an order that issued
 * already issues nothing more (and the unique code hash would refuse a second copy). Answers the codes issued
 * now, in order; none for an order without a deal line.
 */
export async function issueDealVouchers(tx: Tx, order: OrderRef, now: Date): Promise<IssuedVoucher[]> {
  const [line] = await tx
    .select({ item: orderDealItems, deal: deals, optionNights: dealPrices.roomNights })
    .from(orderDealItems)
    .innerJoin(deals, eq(deals.id, orderDealItems.dealId))
    .leftJoin(dealPrices, eq(dealPrices.id, orderDealItems.dealPriceId))
    .where(eq(orderDealItems.orderId, order.id))
    .limit(1);
  if (!line || line.deal.dealType !== 'voucher') return [];
  const roomNights = line.optionNights ?? line.deal.roomNights;
  const [issued] = await tx.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.issuedByOrderId, order.id)).limit(1);
  if (issued) return [];
  const { deal } = line;
  const codes = Array.from({ length: line.item.quantity }, (_, i) => dealVoucherCode(order.orderNumber, i));
  await tx.insert(vouchers).values(
    codes.map((code) => ({
      codeHash: voucherHash(code),
      codeHint: code.slice(-4),
      hotelId: deal.hotelId,
      roomNights,
      validFrom: deal.validFrom,
      validTo: deal.validTo,
      status: 'available',
      issuedByOrderId: order.id,
      createdAt: now,
    })),
  );
  return codes.map((code) => ({
    code,
    status: 'available',
    room_nights: roomNights,
    hotel_id: deal.hotelId,
    valid_from: deal.validFrom,
    valid_to: deal.validTo,
  }));
}

/**
 * A deal order's line as the order detail shows it; the voucher codes (derived again from the order code) only
 * when the order issued them, each with its status now (used once redeemed). Null for an order without a deal.
 */
export async function orderDealOf(db: Db | Tx, order: OrderRef & { lang: string }): Promise<OrderDeal | null> {
  const [line] = await db
    .select({ item: orderDealItems, deal: deals })
    .from(orderDealItems)
    .innerJoin(deals, eq(deals.id, orderDealItems.dealId))
    .where(eq(orderDealItems.orderId, order.id))
    .limit(1);
  if (!line) return null;
  const stored = await db.select().from(vouchers).where(eq(vouchers.issuedByOrderId, order.id));
  let shown: IssuedVoucher[] = [];
  if (stored.length > 0) {
    const codes = Array.from({ length: line.item.quantity }, (_, i) => dealVoucherCode(order.orderNumber, i));
    const byHash = new Map(stored.map((v) => [v.codeHash, v]));
    shown = codes.flatMap((code) => {
      const v = byHash.get(voucherHash(code));
      return v
        ? [
            {
              code,
              status: (STATUSES.has(v.status) ? v.status : 'void') as IssuedVoucher['status'],
              room_nights: v.roomNights,
              hotel_id: v.hotelId,
              valid_from: v.validFrom,
              valid_to: v.validTo,
            },
          ]
        : [];
    });
  }
  return {
    deal_id: line.deal.id,
    deal_path: dealPathOf(line.deal),
    name: dealName(line.deal, order.lang === 'en' ? 'en' : 'vi'),
    quantity: line.item.quantity,
    unit_price: line.item.unitPrice,
    vouchers: shown,
  };
}
