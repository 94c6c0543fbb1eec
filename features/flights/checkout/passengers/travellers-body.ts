import { phoneForApi } from '@/features/checkout/index';
import type { FlightBookingRequest, FlightTravellersBody } from '../../schemas';
import type { TravellersDraft } from './travellers-draft';
import { toTicketName } from './ticket-name';

/** The PUT .../passengers body from the form: names as tickets print them, extra baggage only where bought. */
export function toTravellersBody(draft: TravellersDraft, request: Pick<FlightBookingRequest, 'isDomestic' | 'legs'>): FlightTravellersBody {
  const international = !request.isDomestic;
  const legs = request.legs.map((leg) => leg.leg);
  return {
    contact: {
      fullName: draft.contact.fullName.trim(),
      email: draft.contact.email.trim(),
      phone: phoneForApi(draft.contact.phone) ?? draft.contact.phone.trim(),
    },
    passengers: draft.passengers.map((p) => ({
      type: p.type,
      title: p.title as FlightTravellersBody['passengers'][number]['title'],
      fullName: toTicketName(p.fullName),
      ...(p.type !== 'adult' && p.dateOfBirth ? { dateOfBirth: p.dateOfBirth } : {}),
      ...(international
        ? { nationality: p.nationality, passportNumber: p.passportNumber.trim().toUpperCase(), passportExpiry: p.passportExpiry }
        : {}),
      // infants travel on an adult's allowance: no baggage of their own
      baggage: p.type === 'infant' ? [] : legs.filter((leg) => p.baggage[leg] > 0).map((leg) => ({ leg, kg: p.baggage[leg] })),
    })),
  };
}

/** Whether the baggage on the form differs from what the server priced (the quote then changes on Continue). */
export function baggageChanged(draft: TravellersDraft, request: Pick<FlightBookingRequest, 'passengers'>): boolean {
  const priced = (i: number, leg: 0 | 1) => request.passengers[i]?.listBaggage.find((b) => b.leg === leg)?.kg ?? 0;
  return draft.passengers.some((p, i) => p.baggage[0] !== priced(i, 0) || p.baggage[1] !== priced(i, 1));
}

/** What the baggage on the form costs, from the request's options (the server prices the same options on Continue). */
export function draftBaggagePrice(draft: TravellersDraft, request: Pick<FlightBookingRequest, 'baggageOptions'>): number {
  const price = (leg: 0 | 1, kg: number) => request.baggageOptions.find((o) => o.leg === leg)?.options.find((o) => o.kg === kg)?.price ?? 0;
  return draft.passengers.reduce((sum, p) => (p.type === 'infant' ? sum : sum + price(0, p.baggage[0]) + price(1, p.baggage[1])), 0);
}
