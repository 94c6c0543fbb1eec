import 'server-only';
import type { ApiOperation } from './operation-kit';
import { BOOKING_OPERATIONS } from './operations-booking';
import { COMBO_OPERATIONS } from './operations-combos';
import { DEAL_OPERATIONS } from './operations-deals';
import { CONTENT_OPERATIONS } from './operations-content';
import { FLIGHT_BOOKING_OPERATIONS } from './operations-flight-booking';
import { FLIGHT_SEARCH_OPERATIONS } from './operations-flight-search';
import { PAYMENT_METHOD_OPERATIONS } from './operations-payment-methods';
import { PAYMENT_OPERATIONS } from './operations-payments';
import { SITE_OPERATIONS } from './operations-site';
import { SSO_OPERATIONS } from './operations-sso';
import { USER_OPERATIONS } from './operations-user';

export {
  BAD_INPUT,
  described,
  METHOD_NOT_ALLOWED,
  noQuerySchema,
  type ApiAuth,
  type ApiOperation,
  type ErrorStatus,
} from './operation-kit';
export { SSO_OPERATIONS };

/** Every operation of the document: the site's public API, the signed-in user's, flights (search and booking), booking requests, deals, payment methods, orders and payments, the sign-on service's. */
export const API_OPERATIONS: readonly ApiOperation[] = [
  ...SITE_OPERATIONS,
  ...FLIGHT_SEARCH_OPERATIONS,
  ...CONTENT_OPERATIONS,
  ...USER_OPERATIONS,
  ...BOOKING_OPERATIONS,
  ...FLIGHT_BOOKING_OPERATIONS,
  ...COMBO_OPERATIONS,
  ...DEAL_OPERATIONS,
  ...PAYMENT_METHOD_OPERATIONS,
  ...PAYMENT_OPERATIONS,
  ...SSO_OPERATIONS,
];
