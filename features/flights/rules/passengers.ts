import { FLIGHT_LIMITS, type PassengerCounts } from '../schemas';

/**
 * The party rules users expect (issue "Flights"): at least one adult, at most 9 seats (adults + children;
 * infants sit on an adult's lap), never more infants than adults. The message says what is wrong, or null.
 */
export function passengerCountProblem({ adultCount, childCount, infantCount }: PassengerCounts): string | null {
  if (![adultCount, childCount, infantCount].every((n) => Number.isInteger(n) && n >= 0)) return 'Số hành khách không hợp lệ';
  if (adultCount < FLIGHT_LIMITS.minAdults) return 'Cần ít nhất 1 người lớn';
  if (adultCount + childCount > FLIGHT_LIMITS.maxSeats)
    return `Tối đa ${FLIGHT_LIMITS.maxSeats} hành khách (người lớn và trẻ em) mỗi lần đặt`;
  if (infantCount > adultCount) return 'Số em bé không được nhiều hơn số người lớn';
  return null;
}

/** Seats a party takes on each flight. */
export const seatsFor = ({ adultCount, childCount }: PassengerCounts): number => adultCount + childCount;
