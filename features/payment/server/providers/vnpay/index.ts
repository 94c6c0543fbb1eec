import 'server-only';
import { notYet } from '../not-yet';
import type { PaymentProvider } from '../types';

/** STUB (the lead's contract): replaced by the helper who owns providers/vnpay/. */
export const vnpayProvider: PaymentProvider = notYet('vnpay');
