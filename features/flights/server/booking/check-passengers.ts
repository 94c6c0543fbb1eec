import 'server-only';
import { splitFullName } from '@/features/auth/rules';
import type { FieldError } from '@/lib/api/errors';
import { passengerAgeProblem, passportProblem } from '../../rules/ages';
import {
  PASSENGER_TITLES,
  type FlightPassengerInput,
  type FlightTravellers,
  type PassengerCounts,
  type PassengerType,
} from '../../schemas';
import type { LegFacts } from './flight-legs';

type Stored = FlightTravellers['passengers'][number];
/** Vietnam's today (no one born after it) and the passport countries' codes (nationalities). */
export type TravellerContext = { today: string; countries: ReadonlySet<string> };
const TYPE_ORDER: Record<PassengerType, number> = { adult: 0, child: 1, infant: 2 };

/** Exactly the request's adults, children and infants. */
function countErrors(passengers: readonly FlightPassengerInput[], counts: PassengerCounts): FieldError[] {
  const wanted: Record<PassengerType, number> = { adult: counts.adultCount, child: counts.childCount, infant: counts.infantCount };
  const label: Record<PassengerType, string> = { adult: 'người lớn', child: 'trẻ em', infant: 'em bé' };
  return (Object.keys(wanted) as PassengerType[])
    .filter((type) => passengers.filter((p) => p.type === type).length !== wanted[type])
    .map((type) => ({ path: 'passengers', message: `Cần đúng ${wanted[type]} hành khách ${label[type]}` }));
}

/** One passenger's problems: title for the type, ages on the travel dates, passport abroad, baggage options. */
function passengerErrors(p: FlightPassengerInput, i: number, legs: readonly LegFacts[], context: TravellerContext): FieldError[] {
  const at = (field: string, message: string) => ({ path: `passengers.${i}${field ? `.${field}` : ''}`, message });
  const errors: FieldError[] = [];
  const first = legs[0]!.departDate;
  const last = legs.at(-1)!.departDate;
  if (!(PASSENGER_TITLES[p.type] as readonly string[]).includes(p.title))
    errors.push(at('title', 'Danh xưng không phù hợp với loại hành khách'));
  const age = passengerAgeProblem(p.type, p.dateOfBirth, first, last, context.today);
  if (age) errors.push(at('dateOfBirth', age));
  if (legs.some((f) => f.international)) {
    if (!p.nationality) errors.push(at('nationality', 'Vui lòng chọn quốc tịch'));
    else if (!context.countries.has(p.nationality)) errors.push(at('nationality', 'Quốc tịch không có trong danh sách'));
    if (!p.passportNumber) errors.push(at('passportNumber', 'Vui lòng nhập số hộ chiếu'));
    const passport = passportProblem(p.passportExpiry, last);
    if (passport) errors.push(at('passportExpiry', passport));
  }
  if (p.type === 'infant' && p.baggage.length > 0) errors.push(at('baggage', 'Em bé không mua thêm hành lý'));
  p.baggage.forEach((choice, j) => {
    const leg = legs.find((f) => f.leg === choice.leg);
    if (!leg) errors.push(at(`baggage.${j}.leg`, 'Hành trình không có chặng này'));
    else if (p.baggage.findIndex((c) => c.leg === choice.leg) !== j)
      errors.push(at(`baggage.${j}.leg`, 'Mỗi chặng chỉ chọn một gói hành lý'));
    else if (!leg.baggage.some((o) => o.kg === choice.kg))
      errors.push(at(`baggage.${j}.kg`, `Chặng này không có gói hành lý ${choice.kg} kg`));
  });
  return errors;
}

/** The passengers' problems (INVALID_PASSENGERS errors), none when they fit the request. */
export function travellerErrors(
  passengers: readonly FlightPassengerInput[],
  counts: PassengerCounts,
  legs: readonly LegFacts[],
  context: TravellerContext,
): FieldError[] {
  return [...countErrors(passengers, counts), ...passengers.flatMap((p, i) => passengerErrors(p, i, legs, context))];
}

/** The passengers as stored, in type order, names split by the spec 3 helper, baggage priced from the leg's options. */
export function storedPassengers(passengers: readonly FlightPassengerInput[], legs: readonly LegFacts[]): Stored[] {
  const international = legs.some((f) => f.international);
  return [...passengers]
    .sort((a, b) => TYPE_ORDER[a.type] - TYPE_ORDER[b.type])
    .map((p) => ({
      type: p.type,
      title: p.title,
      ...splitFullName(p.fullName),
      dateOfBirth: p.dateOfBirth ?? null,
      nationality: international ? (p.nationality ?? null) : null,
      passportNumber: international ? (p.passportNumber ?? null) : null,
      passportExpiry: international ? (p.passportExpiry ?? null) : null,
      listBaggage: p.baggage.map((c) => ({
        leg: c.leg,
        kg: c.kg,
        price: legs.find((f) => f.leg === c.leg)?.baggage.find((o) => o.kg === c.kg)?.price ?? 0,
      })),
    }));
}
