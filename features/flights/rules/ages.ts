import type { PassengerType } from '../schemas';

/** Whole years between an ISO birth date and an ISO day (birthdays on 29 Feb count from 1 Mar in other years). */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Youngest infant carried: 14 days old on the first flight. */
export const MIN_INFANT_AGE_DAYS = 14;

/**
 * Age rules on the travel dates (docs/decisions/083-flight-search.md): an adult is 12 or older on the first flight; a child is
 * 2 to 11 on the first flight; an infant is at least 14 days old on the first flight and still under 2 on
 * the last one. Children and infants must give a date of birth, never after `today` (when given). Returns the
 * message, or null.
 */
export function passengerAgeProblem(
  type: PassengerType,
  dateOfBirth: string | undefined | null,
  firstFlightDate: string,
  lastFlightDate: string,
  today?: string,
): string | null {
  if (!dateOfBirth) return type === 'adult' ? null : 'Vui lòng nhập ngày sinh của trẻ em và em bé';
  if (dateOfBirth > firstFlightDate) return 'Ngày sinh phải trước ngày bay';
  if (today && dateOfBirth > today) return 'Ngày sinh không được sau hôm nay';
  const ageFirst = ageOn(dateOfBirth, firstFlightDate);
  switch (type) {
    case 'adult':
      return ageFirst >= 12 ? null : 'Người lớn phải từ 12 tuổi trở lên vào ngày bay';
    case 'child':
      return ageFirst >= 2 && ageFirst < 12 ? null : 'Trẻ em phải từ 2 đến dưới 12 tuổi vào ngày bay';
    case 'infant':
      if (daysBetween(dateOfBirth, firstFlightDate) < MIN_INFANT_AGE_DAYS)
        return `Em bé phải được ít nhất ${MIN_INFANT_AGE_DAYS} ngày tuổi vào ngày bay`;
      return ageOn(dateOfBirth, lastFlightDate) < 2 ? null : 'Em bé phải dưới 2 tuổi trong suốt hành trình';
  }
}

/** The same day 6 months later, or that month's last day when it is shorter (31 Aug -> 28/29 Feb). */
function sixMonthsAfter(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + 7, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + 6, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/** A passport must be valid 6 months after the last flight (international routes). */
export function passportProblem(expiry: string | undefined | null, lastFlightDate: string): string | null {
  if (!expiry) return 'Vui lòng nhập ngày hết hạn hộ chiếu';
  const limit = sixMonthsAfter(lastFlightDate);
  return expiry >= limit ? null : 'Hộ chiếu phải còn hạn ít nhất 6 tháng sau ngày bay cuối';
}
