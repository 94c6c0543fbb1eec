import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { vi } from 'vitest';
import { queryRows, type Db } from '@/lib/db/client';
import { addDays, todayIso } from '@/lib/dates/product-date';

/** Orders written straight into the tables (the order-making call is another part's), as the orders core leaves them. */
export type OrderFixture = {
  status?: string;
  userId?: number | null;
  totalVnd?: number;
  paymentFeeVnd?: number;
  paymentMethod?: string | null;
  /** a succeeded payment attempt through this provider */
  paidBy?: 'vnpay' | 'bank_transfer' | 'pay_later' | null;
  /** hours from now (negative: already past); null: non-refundable */
  freeCancelHours?: number | null;
  checkInDays?: number;
  roomTypeId: number;
  lang?: 'vi' | 'en';
};

export type MadeOrder = { id: number; code: string; checkIn: string; nights: string[] };

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const newCode = () => `H${Array.from({ length: 9 }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('')}`;

export async function makeOrder(db: Db, f: OrderFixture): Promise<MadeOrder> {
  const code = newCode();
  const checkIn = addDays(todayIso(), f.checkInDays ?? 30);
  const nights = [checkIn, addDays(checkIn, 1)];
  const status = f.status ?? 'paid';
  const total = f.totalVnd ?? 2_040_000;
  const freeUntil = f.freeCancelHours === null ? null : new Date(Date.now() + (f.freeCancelHours ?? 24 * 20) * 3_600_000);
  const rooms = [
    {
      booking_request_rate_id: 1,
      room_type_id: f.roomTypeId,
      room_name: 'Phòng Deluxe',
      room_name_en: 'Deluxe room',
      rate_name: 'Giá tốt',
      rate_name_en: 'Best rate',
      room_count: 1,
      breakfast: true,
      free_cancel_24h: true,
      final_price: total,
    },
  ];
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into orders (order_number, user_id, pin_hash, product_type, status, title, check_in, check_out, nights, adults, contact, rooms, lang, subtotal_vnd, payment_method, payment_fee_vnd, total_vnd, free_cancel_until, paid_at)
        values (${code}, ${f.userId ?? null}, 'x', 'hotel', ${status}, 'Khách sạn Demo', ${checkIn}, ${addDays(checkIn, 2)}, 2, 2,
          ${JSON.stringify({ full_name: 'Nguyễn An', email: 'an@example.com', phone: '+84901234567' })}::jsonb, ${JSON.stringify(rooms)}::jsonb, ${f.lang ?? 'vi'},
          ${total - (f.paymentFeeVnd ?? 40_000)}, ${f.paymentMethod ?? null}, ${f.paymentFeeVnd ?? 40_000}, ${total}, ${freeUntil}, ${status === 'pending' ? null : new Date()})
        returning id`,
  );
  const id = row!.id;
  for (const night of nights) {
    await db.execute(sql`insert into order_stays (order_id, room_type_id, stay_date, rooms) values (${id}, ${f.roomTypeId}, ${night}, 1)`);
    await db.execute(sql`insert into room_inventory (room_type_id, hotel_id, province_id, default_allotment, stay_date, allotment, held, sold)
      select rt.id, rt.hotel_id, h.province_id, rt.default_allotment, ${night}, 10, 0, 1 from room_types rt join hotels h on h.id = rt.hotel_id where rt.id = ${f.roomTypeId}
      on conflict (room_type_id, stay_date) do update set allotment = greatest(room_inventory.allotment, room_inventory.held + room_inventory.sold + 1), sold = room_inventory.sold + 1`);
  }
  if (f.paidBy) {
    await db.execute(sql`insert into payment_attempts (txn_ref, order_id, provider, payment_method, amount_vnd, status, provider_txn_no, completed_at)
      values (${`${code}-1`}, ${id}, ${f.paidBy}, ${f.paymentMethod ?? 'payment_method_x'}, ${total}, 'succeeded', '14123456', now())`);
  }
  if (status === 'pending') {
    await db.execute(
      sql`insert into payment_attempts (txn_ref, order_id, provider, payment_method, amount_vnd, status) values (${`${code}-open`}, ${id}, 'vnpay', 'payment_method_vnpay', ${total}, 'created')`,
    );
  }
  return { id, code, checkIn, nights };
}

export const soldOn = async (db: Db, roomTypeId: number, nights: string[]) =>
  (
    await queryRows<{ sold: number }>(
      db,
      sql`select coalesce(sum(sold), 0)::int sold from room_inventory where room_type_id = ${roomTypeId} and stay_date in (${sql.join(
        nights.map((n) => sql`${n}`),
        sql`, `,
      )})`,
    )
  )[0]!.sold;

export const statusOf = async (db: Db, id: number) =>
  (await queryRows<{ status: string }>(db, sql`select status from orders where id = ${id}`))[0]!.status;

/**
 * The order page's data comes from the orders core (getOrderDetail); while it is a stub in this branch the
 * answer falls back to the few fields these tests read. Call from vi.mock in a test file.
 */
export async function orderDetailOrFallback(
  importOriginal: () => Promise<typeof import('@/features/orders/server/reads/get-order-detail')>,
) {
  const original = await importOriginal();
  const { getDb } = await import('@/lib/db/client');
  return {
    getOrderDetail: vi.fn(async (...args: Parameters<typeof original.getOrderDetail>) => {
      try {
        return await original.getOrderDetail(...args);
      } catch (error) {
        if (!(error instanceof Error) || error.message !== 'not implemented yet') throw error;
        const db = await getDb();
        const [row] = await queryRows<{
          order_number: string;
          status: string;
          amount_vnd: number | null;
          channel: string | null;
          refund_status: string | null;
        }>(
          db,
          sql`select o.order_number, o.status, r.amount_vnd, r.channel, r.status refund_status from orders o left join order_refunds r on r.order_id = o.id where o.order_number = ${args[1]}`,
        );
        return {
          canManage: true,
          order: {
            order_number: row!.order_number,
            status: row!.status,
            refund: row!.channel ? { amount_vnd: row!.amount_vnd, channel: row!.channel, status: row!.refund_status } : null,
          } as never,
        };
      }
    }),
  };
}
