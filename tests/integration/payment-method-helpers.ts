import type { NextRequest } from 'next/server';
import * as listMethods from '@/app/api/v3-booking/payment-methods/route';
import * as chooseMethod from '@/app/api/v3-booking/booking-requests/[id]/choose-payment-method/route';
import * as methodAmount from '@/app/api/payment-service/fe/payment-method-amount/route';
import * as banks from '@/app/api/common/hotel/banks/route';
import * as branches from '@/app/api/booking/refund/get-branch-by-bank-id/[id]/route';
import * as payLaterToken from '@/app/api/payment-service/pay-later/token/route';
import * as payLaterRegister from '@/app/api/payment-service/pay-later/register-token/route';
import * as payLaterLimit from '@/app/api/payment-service/pay-later/limit/route';
import * as sandboxPayLater from '@/app/sandbox/pay-later/api/[action]/route';
import { BOOKING_ROUTES, type Answer } from './booking-helpers';

/** The booking routes, this work's payment routes and the sandbox partner's API, as Next serves them. */
export const PAYMENT_ROUTES = {
  ...BOOKING_ROUTES,
  '/api/v3-booking/payment-methods': listMethods,
  '/api/v3-booking/booking-requests/[id]/choose-payment-method': chooseMethod,
  '/api/payment-service/fe/payment-method-amount': methodAmount,
  '/api/common/hotel/banks': banks,
  '/api/booking/refund/get-branch-by-bank-id/[id]': branches,
  '/api/payment-service/pay-later/token': payLaterToken,
  '/api/payment-service/pay-later/register-token': payLaterRegister,
  '/api/payment-service/pay-later/limit': payLaterLimit,
  // its handler's context names its param (Next's typed routes); the test server's is a record of every param
  '/sandbox/pay-later/api/[action]': {
    POST: (request: NextRequest, { params }: { params: Promise<Record<string, string>> }) =>
      sandboxPayLater.POST(request, { params: params.then((p) => ({ action: p.action ?? '' })) }),
  },
};

/** An HTTP caller of any path on one test server (writes send the site's Origin). */
export function apiClient(api: { url: string; origin: string }) {
  return async function call(
    method: string,
    path: string,
    { cookie, body, key }: { cookie?: string; body?: unknown; key?: string } = {},
  ): Promise<Answer> {
    const response = await fetch(`${api.url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(method === 'GET' ? {} : { origin: api.origin }),
        ...(cookie ? { cookie } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'], setCookie: response.headers.get('set-cookie') };
  };
}
