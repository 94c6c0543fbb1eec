import { z } from 'zod';
import { hasControlChars } from '@/lib/text/control-chars';
import { vnMobileSchema } from '@/lib/text/vn-phone';
import {
  flightPassengerSchema,
  flightQuoteSchema,
  flightSummaryLegSchema,
  PASSENGER_TYPES,
  type FlightPassenger,
} from '@/features/fares/schemas';
import { count, isoDateSchema } from './search-schemas';

// the ticket an order keeps lives with the ticket (features/fares), below orders
export type { FlightOrderSummary, FlightPassenger, FlightQuote, FlightSummaryLeg } from '@/features/fares/schemas';

/** Contracts of flight booking: a held, priced request (seats held on every leg), its travellers, then an order. */

export const flightRequestIdSchema = z.uuid('Mã yêu cầu đặt vé không hợp lệ');
export const flightRequestParamsSchema = z.strictObject({ id: flightRequestIdSchema });

/**
 * POST /api/flight-service/v1/booking-requests. `totalPrice` (what the page showed) is optional and never
 * charged: the server prices again and says priceChanged when it differs.
 */
export const createFlightRequestBodySchema = z
  .strictObject({
    adultCount: count(9).min(1),
    childCount: count(8),
    infantCount: count(9),
    legs: z
      .array(
        z.strictObject({
          leg: z.union([z.literal(0), z.literal(1)]),
          fareClassId: z.number().int().positive().max(2_147_483_647),
          departDate: isoDateSchema,
        }),
      )
      .min(1)
      .max(2),
    totalPrice: z.number().int().min(0).max(10_000_000_000).optional(),
  })
  .refine((b) => b.legs.every((l, i) => l.leg === i), { path: ['legs'], message: 'Chặng đi (leg 0) rồi chặng về (leg 1)' });
export type CreateFlightRequestBody = z.infer<typeof createFlightRequestBodySchema>;

const printable = (min: number, max: number, label: string) =>
  z
    .string()
    .trim()
    .min(min, `${label} không được để trống`)
    .max(max, `${label} tối đa ${max} ký tự`)
    .refine((v) => !hasControlChars(v), `${label} không hợp lệ`);

/** Baggage bought for one passenger on one leg (kg must be one of that leg's baggage options). */
const baggageChoiceSchema = z.strictObject({ leg: z.union([z.literal(0), z.literal(1)]), kg: z.number().int().min(1).max(100) });

export const flightPassengerInputSchema = z.strictObject({
  type: z.enum(PASSENGER_TYPES),
  title: z.enum(['MR', 'MRS', 'MS', 'MSTR', 'MISS']),
  /** split by the spec 3 name helper: first word the last name, the rest the first name */
  fullName: printable(3, 70, 'Họ và tên')
    .refine((v) => v.trim().split(/\s+/).length >= 2, 'Vui lòng nhập đầy đủ họ và tên')
    // the two-word rule for the document and the fuzzer (a refine has no JSON Schema rule of its own)
    .meta({ pattern: '^[A-Za-z]{1,20}( [A-Za-z]{1,20}){1,2}$', description: 'Family name then given names, at least two words' }),
  /** required for children and infants (age rules on the travel dates) */
  dateOfBirth: isoDateSchema.optional(),
  /** international routes: ISO country code, passport number and expiry */
  nationality: z
    .string()
    .regex(/^[A-Z]{2}$/, 'Quốc tịch không hợp lệ')
    .optional(),
  passportNumber: z
    .string()
    .regex(/^[A-Z0-9]{6,12}$/, 'Số hộ chiếu gồm 6 đến 12 chữ cái in hoa hoặc chữ số')
    .optional(),
  passportExpiry: isoDateSchema.optional(),
  baggage: z.array(baggageChoiceSchema).max(2).default([]),
});
export type FlightPassengerInput = z.infer<typeof flightPassengerInputSchema>;

const flightContactSchema = z.strictObject({
  fullName: printable(2, 100, 'Họ và tên'),
  email: z.email('Email không hợp lệ').max(254),
  phone: vnMobileSchema('Số điện thoại không hợp lệ', z.string().max(20)),
});
type FlightContact = z.infer<typeof flightContactSchema>;

/** PUT /api/flight-service/v1/booking-requests/{id}/passengers: passengers in type order (adults, children, infants). */
export const flightTravellersBodySchema = z.strictObject({
  contact: flightContactSchema,
  passengers: z.array(flightPassengerInputSchema).min(1).max(18),
});
export type FlightTravellersBody = z.infer<typeof flightTravellersBodySchema>;

/** The travellers as stored on the request (passport numbers in full, server side only). */
export type FlightTravellers = {
  contact: FlightContact;
  passengers: (Omit<FlightPassenger, 'passportMasked'> & { passportNumber: string | null })[];
};

const baggageOptionsSchema = z.array(
  z.object({ leg: z.union([z.literal(0), z.literal(1)]), options: z.array(z.object({ kg: z.number().int(), price: z.number().int() })) }),
);

/** GET / POST / PUT answers of a flight booking request. */
export const flightBookingRequestSchema = z.object({
  id: z.string(),
  status: z.enum(['HELD', 'EXPIRED', 'CANCELLED', 'CONVERTED']),
  expiresAt: z.string(),
  isDomestic: z.boolean(),
  adultCount: z.number().int(),
  childCount: z.number().int(),
  infantCount: z.number().int(),
  legs: z.array(flightSummaryLegSchema),
  quote: flightQuoteSchema,
  baggageOptions: baggageOptionsSchema,
  contact: flightContactSchema.nullable(),
  passengers: z.array(flightPassengerSchema),
  /** free cancellation until (ISO): 24 h before the first departure when every leg's fare is refundable, else null */
  freeCancelUntil: z.string().nullable(),
  /** the client's totalPrice differed from the server's (creation only) */
  priceChanged: z.boolean(),
  /** the server's clock when it answered: the hold countdown runs on it, not on the browser's */
  serverTime: z.string(),
});
export type FlightBookingRequest = z.infer<typeof flightBookingRequestSchema>;

/** POST /api/flight-service/v1/booking-requests/{id}/order (Idempotency-Key): travellers and a payment method must be set. */
export const createFlightOrderBodySchema = z.strictObject({
  lang: z.enum(['vi', 'en']).default('vi'),
  note: printable(0, 500, 'Ghi chú').optional(),
});

// GET /api/flight-service/v1/booking-requests: the caller's list (query and answer as the hotel list's).

const requestShape = flightBookingRequestSchema.shape;

export const listFlightRequestsQuerySchema = z.strictObject({
  status: requestShape.status.optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(10),
});
export type ListFlightRequestsQuery = z.infer<typeof listFlightRequestsQuerySchema>;

/** One request of the list: what it flies, for how many, for how much and until when it is held. */
const flightRequestListItemSchema = z.object({
  id: requestShape.id,
  /** a HELD request past its expiry reads EXPIRED */
  status: requestShape.status,
  createdAt: z.string(),
  expiresAt: requestShape.expiresAt,
  isDomestic: requestShape.isDomestic,
  adultCount: requestShape.adultCount,
  childCount: requestShape.childCount,
  infantCount: requestShape.infantCount,
  /** adults + children + infants */
  passengerCount: z.number().int(),
  legs: requestShape.legs,
  /** the server's quote: tickets and baggage, VND */
  totalPrice: z.number().int(),
  freeCancelUntil: requestShape.freeCancelUntil,
});
export type FlightRequestListItem = z.infer<typeof flightRequestListItemSchema>;

export const flightRequestListSchema = z.object({
  items: z.array(flightRequestListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type FlightRequestList = z.infer<typeof flightRequestListSchema>;
