import { PASSENGER_TITLES, type FlightBookingRequest, type PassengerType } from '../../schemas';

/** One passenger as typed in step 1 (strings as the inputs hold them; baggage kg per leg, 0 for none). */
export type PassengerDraft = {
  type: PassengerType;
  title: string;
  fullName: string;
  dateOfBirth: string;
  nationality: string;
  passportNumber: string;
  passportExpiry: string;
  baggage: [number, number];
};
export type ContactDraft = { fullName: string; email: string; phone: string };
export type TravellersDraft = { contact: ContactDraft; passengers: PassengerDraft[] };

/** The passenger slots of a request in the spec's order: adults, then children, then infants. */
export function passengerTypes(request: Pick<FlightBookingRequest, 'adultCount' | 'childCount' | 'infantCount'>): PassengerType[] {
  return [
    ...Array.from({ length: request.adultCount }, () => 'adult' as const),
    ...Array.from({ length: request.childCount }, () => 'child' as const),
    ...Array.from({ length: request.infantCount }, () => 'infant' as const),
  ];
}

/** The titles a passenger of this type may take (adults MR/MRS/MS, children and infants MSTR/MISS). */
export const titlesFor = (type: PassengerType): readonly string[] => PASSENGER_TITLES[type];

export const emptyPassenger = (type: PassengerType): PassengerDraft => ({
  type,
  title: titlesFor(type)[0]!,
  fullName: '',
  dateOfBirth: '',
  nationality: '',
  passportNumber: '',
  passportExpiry: '',
  baggage: [0, 0],
});

/** The first flight's day and the last flight's day of the request (ISO), for the age and passport rules. */
export function travelDates(request: Pick<FlightBookingRequest, 'legs'>): { first: string; last: string } {
  const segments = request.legs.flatMap((leg) => leg.listFlight);
  const first = segments[0]?.startDate.slice(0, 10) ?? '';
  const last = segments.at(-1)?.startDate.slice(0, 10) ?? first;
  return { first, last };
}
