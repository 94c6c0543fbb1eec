import { sql } from 'drizzle-orm';
import * as buyDeal from '@/app/api/v3-booking/fe/deal/route';
import * as listMethods from '@/app/api/v3-booking/payment-methods/route';
import * as chooseMethod from '@/app/api/v3-booking/booking-requests/[id]/choose-payment-method/route';
import * as cancelOrder from '@/app/api/booking/cancel-ticket/v3/process-order-cancel/route';
import { queryRows, type Db } from '@/lib/db/client';
import { ORDER_ROUTES } from './orders-helpers';

/** The order routes, the deal purchase and the payment-method calls, as Next serves them. */
export const DEAL_ROUTES = {
  ...ORDER_ROUTES,
  '/api/v3-booking/fe/deal': buyDeal,
  '/api/v3-booking/payment-methods': listMethods,
  '/api/v3-booking/booking-requests/[id]/choose-payment-method': chooseMethod,
  '/api/booking/cancel-ticket/v3/process-order-cancel': cancelOrder,
};

export type DealRow = {
  id: number;
  hotel_id: number;
  price_id: number;
  sell_price: number;
  quantity_total: number;
  quantity_sold: number;
  room_nights: number;
  valid_from: string;
  valid_to: string;
};

/** An active voucher deal on sale with units left whose hotel has rate plans (the checkout can redeem its vouchers). */
export async function voucherDeal(db: Db, minLeft = 10): Promise<DealRow> {
  const [row] = await queryRows<DealRow>(
    db,
    sql`select d.id, d.hotel_id, p.id price_id, p.sell_price, d.quantity_total, d.quantity_sold, d.room_nights, d.valid_from::text, d.valid_to::text
        from deals d join lateral (select id, sell_price from deal_prices where deal_id = d.id order by sell_price, id limit 1) p on true
        where d.deal_type = 'voucher' and d.status = 'active' and d.max_per_order >= 3 and d.quantity_total - d.quantity_sold >= ${minLeft}
          and d.sale_starts_at <= now() and d.sale_ends_at > now() and exists (select 1 from rate_plans rp where rp.hotel_id = d.hotel_id)
        order by d.id limit 1`,
  );
  if (!row) throw new Error('no voucher deal fits');
  return row;
}

export const soldOf = async (db: Db, dealId: number) =>
  (await queryRows<{ n: number }>(db, sql`select quantity_sold n from deals where id = ${dealId}`))[0]!.n;

/** A valid voucher purchase body. */
export const purchaseBody = (deal: Pick<DealRow, 'id' | 'price_id'>, over: Record<string, unknown> = {}) => ({
  kind: 'voucher',
  deal_id: deal.id,
  price_deal_id: deal.price_id,
  quantity: 2,
  buyer: { full_name: 'Trần Thị Bình', email: 'binh@example.com', phone: '0912345678' },
  payment_method: 'payment_method_credit_card',
  lang: 'vi',
  ...over,
});

/** Row counts of what a purchase writes: equal before and after means nothing was written. */
export async function dealFootprint(db: Db) {
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`select (select count(*)::int from orders) orders, (select count(*)::int from order_deal_items) items, (select count(*)::int from order_events) events,
               (select count(*)::int from payment_attempts) attempts, (select count(*)::int from mail_outbox) mails, (select count(*)::int from vouchers) vouchers,
               (select coalesce(sum(quantity_sold), 0)::int from deals) sold`,
  );
  return row!;
}
