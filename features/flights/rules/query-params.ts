import { addDays, parseProductDate, toProductDate, toSummaryDate } from '@/lib/dates/product-date';
import { FLIGHT_LIMITS, type FlightSearchParams } from '../schemas';
import { passengerCountProblem } from './passengers';

/** A flight query that cannot be searched; `missing` is the spec 5 helper's "missing params" case. */
export class FlightQueryError extends Error {
  constructor(
    message: string,
    readonly missing = false,
  ) {
    super(message);
    this.name = 'FlightQueryError';
  }
}

export type RawFlightQuery = { ap?: string | null; dt?: string | null; ps?: string | null; leg?: string | null };
/** The country code of an airport the site knows, or null. */
export type CountryOf = (airportCode: string) => string | null;

const PS = /^(\d)\.(\d)\.(\d)$/;

/**
 * Spec 2.12 / 5: ap = origin.destination, dt = departure date[.return date] (DD-MM-YYYY), ps =
 * adults.children.infants, leg = 1 for a round trip (which then needs the return date; without leg=1 a return
 * date is ignored). Throws "missing params" without ap, dt or ps, and a FlightQueryError saying what is wrong
 * otherwise. Domestic only if both airports are in VN (spec 5).
 */
export function readFlightQuery(query: RawFlightQuery, countryOf: CountryOf, today: string): FlightSearchParams {
  const { ap, dt, ps } = query;
  if (!ap || !dt || !ps) throw new FlightQueryError('missing params', true);
  const airports = /^([A-Za-z]{3})\.([A-Za-z]{3})$/.exec(ap);
  if (!airports) throw new FlightQueryError('Điểm đi và điểm đến không hợp lệ');
  const originCode = airports[1]!.toUpperCase();
  const destinCode = airports[2]!.toUpperCase();
  const originCountry = countryOf(originCode);
  const destinCountry = countryOf(destinCode);
  if (!originCountry || !destinCountry) throw new FlightQueryError('Không tìm thấy sân bay');
  if (originCode === destinCode) throw new FlightQueryError('Điểm đi và điểm đến phải khác nhau');

  const roundTrip = query.leg === '1';
  const [departText, returnText, ...extra] = dt.split('.');
  const departDate = parseProductDate(departText);
  const lastDay = addDays(today, FLIGHT_LIMITS.bookingWindowDays);
  if (!departDate || extra.length > 0) throw new FlightQueryError('Ngày bay không hợp lệ');
  if (departDate < today || departDate > lastDay) throw new FlightQueryError(`Ngày đi phải từ hôm nay đến ${toSummaryDate(lastDay)}`);
  let returnDate: string | null = null;
  if (roundTrip) {
    returnDate = parseProductDate(returnText);
    if (!returnDate) throw new FlightQueryError('Vui lòng chọn ngày về');
    if (returnDate < departDate || returnDate > lastDay) throw new FlightQueryError('Ngày về phải từ ngày đi đến hết thời gian mở bán');
  }

  const counts = PS.exec(ps);
  if (!counts) throw new FlightQueryError('Số hành khách không hợp lệ');
  const [adultCount, childCount, infantCount] = [Number(counts[1]), Number(counts[2]), Number(counts[3])];
  const problem = passengerCountProblem({ adultCount, childCount, infantCount });
  if (problem) throw new FlightQueryError(problem);

  const listFlight = [{ startPoint: originCode, endPoint: destinCode, departDate }];
  if (returnDate) listFlight.push({ startPoint: destinCode, endPoint: originCode, departDate: returnDate });
  return {
    isDomestic: originCountry === 'VN' && destinCountry === 'VN',
    originCode,
    destinCode,
    departDate,
    returnDate,
    adultCount,
    childCount,
    infantCount,
    leg: roundTrip ? 1 : 0,
    listFlight,
  };
}

/** The page query of a search (the inverse of readFlightQuery). */
export function flightQueryOf(
  params: Pick<FlightSearchParams, 'originCode' | 'destinCode' | 'departDate' | 'returnDate' | 'adultCount' | 'childCount' | 'infantCount'>,
): URLSearchParams {
  const query = new URLSearchParams({
    ap: `${params.originCode}.${params.destinCode}`,
    dt: params.returnDate ? `${toProductDate(params.departDate)}.${toProductDate(params.returnDate)}` : toProductDate(params.departDate),
    ps: `${params.adultCount}.${params.childCount}.${params.infantCount}`,
  });
  if (params.returnDate) query.set('leg', '1');
  return query;
}
