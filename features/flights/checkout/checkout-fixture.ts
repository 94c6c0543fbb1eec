import { flightBookingRequestSchema, type FlightBookingRequest, type FlightPassenger, type FlightSummaryLeg } from '../schemas';

const amounts = {
  fareAdt: 1_200_000,
  fareChd: 900_000,
  fareInf: 150_000,
  taxAdt: 220_000,
  taxChd: 140_000,
  taxInf: 15_000,
  feeAdt: 60_000,
  feeChd: 60_000,
  feeInf: 0,
  serviceFeeAdt: 50_000,
  serviceFeeChd: 50_000,
  serviceFeeInf: 0,
};

const leg = (
  n: 0 | 1,
  from: string,
  to: string,
  day: string,
  start: string,
  end: string,
  minutes: number,
  flightNumber: string,
  airline: string,
  airlineName: string,
): FlightSummaryLeg => ({
  leg: n,
  airline,
  airlineName,
  logo: airline === 'VN' || airline === 'VJ' || airline === 'QH' ? `/airlines/${airline}.svg` : null,
  fareClassId: 10 + n,
  fareCode: n === 0 ? 'ECO_STANDARD' : 'ECO_SAVER',
  cabin: 'economy',
  bookingClass: n === 0 ? 'M' : 'E',
  refundable: n === 0,
  includedBaggageKg: n === 0 ? 23 : 0,
  cabinBaggageKg: 7,
  listFlight: [{ startPoint: from, endPoint: to, startDate: `${day}T${start}`, endDate: `${day}T${end}`, duration: minutes, flightNumber }],
});

/** Per person: 2 legs of the amounts above; 2 adults + 1 infant. */
const perAdult = 2 * (1_200_000 + 220_000 + 60_000 + 50_000);
const perInfant = 2 * (150_000 + 15_000);
const tickets = 2 * perAdult + perInfant;

/**
 * A held HAN -> DAD round trip for 2 adults and 1 infant, as GET .../booking-requests/{id} answers it (parsed
 * with the contract's schema): Vietnam Airlines out (1h20), Vietjet back, baggage options per leg, nothing saved yet.
 */
export function flightRequestFixture(over: Partial<FlightBookingRequest> = {}): FlightBookingRequest {
  return flightBookingRequestSchema.parse({
    id: '7b0e6b8a-3c1f-4f7e-9d55-2a1d7f0c9e11',
    status: 'HELD',
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    isDomestic: true,
    adultCount: 2,
    childCount: 0,
    infantCount: 1,
    legs: [
      leg(0, 'HAN', 'DAD', '2026-12-20', '07:05', '08:25', 80, 'VN157', 'VN', 'Vietnam Airlines'),
      leg(1, 'DAD', 'HAN', '2026-12-23', '18:40', '20:05', 85, 'VJ522', 'VJ', 'Vietjet Air'),
    ],
    quote: {
      ...Object.fromEntries(Object.entries(amounts).map(([k, v]) => [k, v * 2])),
      adt: 2,
      chd: 0,
      inf: 1,
      ticketPrice: tickets,
      baggagePrice: 0,
      totalPrice: tickets,
      perLeg: [
        { ...amounts, leg: 0, ticketPrice: tickets / 2 },
        { ...amounts, leg: 1, ticketPrice: tickets / 2 },
      ],
    },
    baggageOptions: [
      {
        leg: 0,
        options: [
          { kg: 15, price: 200_000 },
          { kg: 20, price: 260_000 },
        ],
      },
      {
        leg: 1,
        options: [
          { kg: 15, price: 210_000 },
          { kg: 25, price: 330_000 },
        ],
      },
    ],
    contact: null,
    passengers: [],
    freeCancelUntil: null,
    priceChanged: false,
    serverTime: new Date().toISOString(),
    ...over,
  });
}

export const TICKETS_FIXTURE_TOTAL = tickets;

export const passengerFixture = (over: Partial<FlightPassenger> = {}): FlightPassenger => ({
  type: 'adult',
  title: 'MR',
  firstName: 'VAN AN',
  lastName: 'NGUYEN',
  dateOfBirth: null,
  nationality: null,
  passportMasked: null,
  passportExpiry: null,
  listBaggage: [],
  ...over,
});

/** An international variant: SGN -> BKK one way for 1 adult and 1 child. */
export function internationalFixture(): FlightBookingRequest {
  const base = flightRequestFixture();
  return {
    ...base,
    isDomestic: false,
    adultCount: 1,
    childCount: 1,
    infantCount: 0,
    legs: [leg(0, 'SGN', 'BKK', '2026-12-20', '09:00', '10:35', 95, 'VN601', 'VN', 'Vietnam Airlines')],
    baggageOptions: [{ leg: 0, options: [{ kg: 20, price: 450_000 }] }],
  };
}
