import 'server-only';
import { eq } from 'drizzle-orm';
import { hotels } from '@/features/hotels/db';
import { apiError } from '@/lib/api/errors';
import { addDays, parseIsoDate, todayIso } from '@/lib/dates/product-date';
import type { Db } from '@/lib/db/client';
import type { FieldError } from '@/lib/api/errors';
import { BOOKING_LIMITS, type RequestPriceBody } from '../schemas';
import { loadPlans, type PricedLine } from './quote-request';
import { messageError } from '@/lib/api/error-messages';

/** Children under this age share a bed and do not count toward a room's adults (and never change the price). */
const FREE_CHILD_AGE = 6;

/**
 * The rules of a request-price body beyond its schema: a check-in from today (in Vietnam) to 365 days
 * ahead; every rate plan of this hotel, none twice; never fewer adults than rooms (spec 5); adults and
 * children aged 6+ fit the rooms' max_adults. Answers the lines with their plans and room types.
 */
export async function checkRequest(db: Db, body: RequestPriceBody, now: Date): Promise<PricedLine[]> {
  const today = todayIso(now);
  if (!parseIsoDate(body.check_in) || body.check_in < today || body.check_in > addDays(today, BOOKING_LIMITS.maxDaysAhead)) {
    throw apiError('INVALID_STAY', undefined, [
      { path: 'check_in', message: `Ngày nhận phòng từ ${today} đến ${addDays(today, BOOKING_LIMITS.maxDaysAhead)}` },
    ]);
  }
  const seen = new Set<number>();
  const twice: FieldError[] = [];
  body.rooms.forEach((line, i) => {
    if (seen.has(line.rate_plan_id)) twice.push({ path: `rooms.${i}.rate_plan_id`, message: 'Mỗi loại giá chỉ được chọn một lần' });
    seen.add(line.rate_plan_id);
  });
  if (twice.length > 0) throw apiError('VALIDATION_ERROR', undefined, twice);

  const [hotel] = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, body.hotel_id)).limit(1);
  if (!hotel) throw messageError('hotelNotFound');
  const plans = await loadPlans(
    db,
    body.rooms.map((r) => r.rate_plan_id),
  );
  const lines = body.rooms.map((line) => {
    const found = plans.get(line.rate_plan_id);
    if (!found || found.plan.hotelId !== body.hotel_id) throw messageError('ratePlanNotFound');
    return { ...found, roomCount: line.room_count };
  });

  const rooms = lines.reduce((sum, l) => sum + l.roomCount, 0);
  const capacity = lines.reduce((sum, l) => sum + l.roomCount * l.room.maxAdults, 0);
  const guests = body.adults + body.children_ages.filter((age) => age >= FREE_CHILD_AGE).length;
  const errors: FieldError[] = [];
  if (rooms > BOOKING_LIMITS.maxRooms) errors.push({ path: 'rooms', message: `Tối đa ${BOOKING_LIMITS.maxRooms} phòng` });
  if (body.adults < rooms) errors.push({ path: 'adults', message: 'Số người lớn không được ít hơn số phòng' });
  if (guests > capacity)
    errors.push({
      path: 'adults',
      message: `Các phòng đã chọn nhận tối đa ${capacity} khách (trẻ từ ${FREE_CHILD_AGE} tuổi tính như người lớn)`,
    });
  if (errors.length > 0) throw apiError('VALIDATION_ERROR', undefined, errors);
  return lines;
}
