import 'server-only';
import type { NextRequest } from 'next/server';
import type { Owner } from '@/features/auth/server';
import { getBookingRequest } from '@/features/booking/server';
import { payableFlightRequest } from '@/features/flights/server';
import type { ChoosePaymentMethodBody, PaymentMethodCode } from '@/features/payment/schemas';
import {
  choosePaymentMethod as chooseFor,
  clearPaymentMethod as clearFor,
  hotelPayable,
  listPaymentMethodsFor as listFor,
  paymentMethodAmount as amountFor,
  type PayableRequest,
} from '@/features/payment/server';
import type { KeepAnswer } from '@/features/platform/server';
import { apiError } from '@/lib/api/errors';

/**
 * The caller's own HELD booking request, hotel or flight, as payment reads it (anyone else's is 404; a lapsed hold
 * 409 HOLD_EXPIRED, FLIGHT_HOLD_EXPIRED for a flight). A flight has no coupon or promotion.
 */
async function heldRequestOf(owner: Owner, id: string, now: Date): Promise<PayableRequest> {
  const flight = await payableFlightRequest(owner, id, now);
  if (flight) {
    if (flight.status !== 'HELD') throw apiError('FLIGHT_HOLD_EXPIRED');
    return {
      id,
      totalPrice: flight.totalPrice,
      couponDiscount: 0,
      promotion: false,
      startDate: flight.startDate,
      productType: 'flight',
      hotel: null,
      travellersSet: flight.travellersSet,
    };
  }
  const request = await getBookingRequest(owner, id, now);
  if (request.status !== 'HELD') throw apiError('HOLD_EXPIRED');
  return {
    id,
    ...hotelPayable({ prices: request.prices, hasCoupon: request.coupon !== null, checkIn: request.check_in }),
    hotel: request,
    travellersSet: true,
  };
}

// payment's request-bound calls with the request of any product
export const listPaymentMethodsFor = (owner: Owner, bookingRequestId: string, now?: Date) =>
  listFor(heldRequestOf, owner, bookingRequestId, now);
export const paymentMethodAmount = (owner: Owner, bookingRequestId: string, code: PaymentMethodCode, now?: Date) =>
  amountFor(heldRequestOf, owner, bookingRequestId, code, now);
export const choosePaymentMethod = (
  httpRequest: NextRequest,
  owner: Owner,
  bookingRequestId: string,
  body: ChoosePaymentMethodBody,
  keep?: KeepAnswer,
  now?: Date,
) => chooseFor(heldRequestOf, httpRequest, owner, bookingRequestId, body, keep, now);
export const clearPaymentMethod = (owner: Owner, bookingRequestId: string, keep?: KeepAnswer, now?: Date) =>
  clearFor(heldRequestOf, owner, bookingRequestId, keep, now);
