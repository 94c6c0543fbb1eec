import { sql } from 'drizzle-orm';
import * as requestPrice from '@/app/api/v3-booking/booking-requests/request-price/route';
import * as list from '@/app/api/v3-booking/booking-requests/route';
import * as one from '@/app/api/v3-booking/booking-requests/[id]/route';
import * as applyCoupon from '@/app/api/v3-booking/booking-requests/[id]/apply-coupon/route';
import { queryRows, type Db } from '@/lib/db/client';
import { addDays, todayIso } from '@/lib/dates/product-date';

/** The booking routes as Next serves them. */
export const BOOKING_ROUTES = {
  '/api/v3-booking/booking-requests': list,
  '/api/v3-booking/booking-requests/request-price': requestPrice,
  '/api/v3-booking/booking-requests/[id]': one,
  '/api/v3-booking/booking-requests/[id]/apply-coupon': applyCoupon,
};

export type Answer = {
  status: number;
  body: Record<string, unknown> & { status: string; error_code?: string; errors?: { path: string; message: string }[] };
  setCookie: string | null;
};

/** An HTTP caller of one test server: writes send the site's Origin, as a browser on it would. */
export function bookingClient(api: { url: string; origin: string }) {
  return async function call(
    method: string,
    path: string,
    { cookie, body, key, headers = {} }: { cookie?: string; body?: unknown; key?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const response = await fetch(`${api.url}/api/v3-booking/booking-requests${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(method === 'GET' ? {} : { origin: api.origin }),
        ...(cookie ? { cookie } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'], setCookie: response.headers.get('set-cookie') };
  };
}

/** "name=value" of a Set-Cookie header, as a browser would send it back. */
export const cookiePair = (setCookie: string | null) => setCookie?.split(';')[0] ?? '';

export type PlanRow = {
  id: number;
  hotel_id: number;
  room_type_id: number;
  default_allotment: number;
  max_adults: number;
  room_name: string;
};

/** Two rate plans of one hotel on different room types, and a stay far enough ahead that the seed left its inventory alone. */
export async function pickHotel(db: Db): Promise<{ hotelId: number; plans: PlanRow[]; checkIn: string }> {
  const plans = await queryRows<PlanRow>(
    db,
    // raw: picks a hotel with two room types in one statement (DISTINCT ON)
    sql`select distinct on (rt.id) rp.id, rp.hotel_id, rt.id room_type_id, rt.default_allotment, rt.max_adults, rt.name room_name
        from rate_plans rp join room_types rt on rt.id = rp.room_type_id
        where rp.hotel_id = (select hotel_id from room_types where default_allotment >= 6 group by hotel_id having count(*) >= 2 order by hotel_id limit 1)
        order by rt.id, rp.id`,
  );
  return { hotelId: plans[0]!.hotel_id, plans: plans.slice(0, 2), checkIn: addDays(todayIso(), 120) };
}

/** Sets how many rooms of a room type are free on some nights (sold takes the rest). */
export async function setFree(db: Db, roomTypeId: number, nights: string[], free: number, allotment: number): Promise<void> {
  for (const night of nights) {
    await db.execute(sql`insert into room_inventory (room_type_id, hotel_id, province_id, default_allotment, stay_date, allotment, held, sold)
      select rt.id, rt.hotel_id, h.province_id, rt.default_allotment, ${night}, ${allotment}, 0, ${allotment - free} from room_types rt join hotels h on h.id = rt.hotel_id where rt.id = ${roomTypeId}
      on conflict (room_type_id, stay_date) do update set allotment = excluded.allotment, held = 0, sold = excluded.sold`);
  }
}

export type InventoryRow = { stay_date: string; allotment: number; held: number; sold: number };
export const inventoryOf = (db: Db, roomTypeId: number) =>
  queryRows<InventoryRow>(
    db,
    sql`select stay_date::text, allotment, held, sold from room_inventory where room_type_id = ${roomTypeId} order by stay_date`,
  );

/** Row counts of every booking table and the inventory's totals: equal before and after means nothing was written. */
export async function bookingFootprint(db: Db) {
  const [row] = await queryRows<Record<string, number>>(
    db,
    // raw: counts and sums across tables
    sql`select (select count(*)::int from booking_requests) requests, (select count(*)::int from booking_request_rooms) rooms,
        (select count(*)::int from booking_holds) holds, (select count(*)::int from idempotency_keys) keys,
        (select count(*)::int from room_inventory) inventory_rows, (select coalesce(sum(held), 0)::int from room_inventory) held,
        (select count(*)::int from booking_requests where updated_at <> created_at) updated`,
  );
  return row!;
}
