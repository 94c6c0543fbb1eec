import 'server-only';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { hotels, ratePlans, roomTypes } from '@/features/hotels/db';
import { freeCancelDeadline } from '@/features/hotels/index';
import { addDays } from '@/lib/dates/product-date';
import type { Db } from '@/lib/db/client';
import { bookingRequestRooms, bookingRequests } from '../db';
import type { BookingRequest } from '../schemas';
import type { Owner } from '@/features/auth/server';
import type { Tx } from './inventory';

type RequestRow = typeof bookingRequests.$inferSelect;

/** The requests an owner may see; nobody (a guest without a cookie) sees none. */
export function ownedBy(owner: Owner): SQL {
  if (owner.kind === 'user') return eq(bookingRequests.userId, owner.userId);
  if (owner.kind === 'guest') return eq(bookingRequests.guestKeyHash, owner.keyHash);
  return sql`false`;
}

/** A HELD request past its expiry reads as EXPIRED before the sweep gets to it. */
export const statusAt = (row: Pick<RequestRow, 'status' | 'expiresAt'>, now: Date) =>
  (row.status === 'HELD' && row.expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : row.status) as BookingRequest['status'];

type LineRow = { line: typeof bookingRequestRooms.$inferSelect; plan: typeof ratePlans.$inferSelect; room: typeof roomTypes.$inferSelect };

/** The API's view of stored requests: hotels and lines of all of them in two queries, whatever their number. */
export async function toBookingRequests(db: Db | Tx, rows: readonly RequestRow[], now: Date = new Date()): Promise<BookingRequest[]> {
  if (rows.length === 0) return [];
  const hotelRows = await db
    .select()
    .from(hotels)
    .where(inArray(hotels.id, [...new Set(rows.map((r) => r.hotelId))]));
  const lineRows = await db
    .select({ line: bookingRequestRooms, plan: ratePlans, room: roomTypes })
    .from(bookingRequestRooms)
    .innerJoin(ratePlans, eq(ratePlans.id, bookingRequestRooms.ratePlanId))
    .innerJoin(roomTypes, eq(roomTypes.id, bookingRequestRooms.roomTypeId))
    .where(
      inArray(
        bookingRequestRooms.bookingRequestId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(bookingRequestRooms.id));
  const hotelsById = new Map(hotelRows.map((h) => [h.id, h]));
  const linesByRequest = new Map<string, LineRow[]>();
  for (const l of lineRows) linesByRequest.set(l.line.bookingRequestId, [...(linesByRequest.get(l.line.bookingRequestId) ?? []), l]);
  return rows.map((row) => view(row, hotelsById.get(row.hotelId)!, linesByRequest.get(row.id) ?? [], now));
}

/** The API's view of one stored request. */
export async function toBookingRequest(db: Db | Tx, row: RequestRow, now: Date = new Date()): Promise<BookingRequest> {
  const [one] = await toBookingRequests(db, [row], now);
  return one!;
}

function view(row: RequestRow, hotel: typeof hotels.$inferSelect, lines: LineRow[], now: Date): BookingRequest {
  const { prices } = row.quote;
  const coupon = row.coupon;
  // the one rule the order will store and the refund will apply (features/hotels/cancellation.ts)
  const deadline = freeCancelDeadline(row.checkIn, hotel.checkInTime).toISOString();
  return {
    id: row.id,
    status: statusAt(row, now),
    expires_at: row.expiresAt.toISOString(),
    server_time: now.toISOString(),
    created_at: row.createdAt.toISOString(),
    hotel: {
      id: hotel.id,
      name: hotel.name,
      name_vi: hotel.nameVi,
      full_address: hotel.fullAddress,
      full_address_en: hotel.fullAddressEn,
      star_rate: hotel.starRate,
      thumb_image: hotel.thumbImage,
      country_code: hotel.countryCode,
    },
    check_in: row.checkIn,
    check_out: addDays(row.checkIn, row.nights),
    nights: row.nights,
    adults: row.adults,
    children_ages: row.childrenAges,
    room_count: lines.reduce((sum, { line }) => sum + line.roomCount, 0),
    free_cancel_until: lines.length > 0 && lines.every(({ plan }) => plan.freeCancel24h) ? deadline : null,
    rooms: lines.map(({ line, plan, room }, i) => {
      const quoted = row.quote.lines[i];
      return {
        booking_request_rate_id: line.id,
        rate_plan_id: plan.id,
        room_type_id: room.id,
        room_count: line.roomCount,
        room_name: room.name,
        room_name_en: room.nameEn,
        rate_name: plan.name,
        rate_name_en: plan.nameEn,
        max_adults: room.maxAdults,
        size_m2: room.sizeM2,
        bed_options: room.bedOptions,
        breakfast: plan.breakfast,
        free_cancel_24h: plan.freeCancel24h,
        free_cancel_until: plan.freeCancel24h ? deadline : null,
        provider: plan.provider,
        included_service_fee: plan.feeIncluded,
        included_vat: plan.vatIncluded,
        vat_rate: plan.vatRate,
        nightly: quoted?.nightly ?? [],
        total_price: quoted?.total_price ?? 0,
        final_price: quoted?.final_price ?? 0,
      };
    }),
    prices,
    coupon: coupon
      ? {
          status: coupon.status,
          coupon_code: coupon.coupon_code,
          final_discount_value: prices.coupon_discount,
          campaign_data: coupon.campaign_data,
        }
      : null,
    redeem_info: coupon?.points_spent ? { status: 'REDEEMED', additional_settings: { actual_redeem_point: coupon.points_spent } } : null,
    // the level's discount is already the show_prices.loyalty_discount line; no separate benefit exists yet
    loyalty_benefit: null,
    member_priced: row.memberRates !== null,
  };
}

/** One of the owner's requests, or null (someone else's reads as missing). */
export async function ownedRequest(db: Db | Tx, owner: Owner, id: string, { lock = false } = {}): Promise<RequestRow | null> {
  const query = db
    .select()
    .from(bookingRequests)
    .where(and(eq(bookingRequests.id, id), ownedBy(owner)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}
