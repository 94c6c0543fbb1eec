import 'server-only';
import { notYet } from '../not-yet';
import type { PaymentProvider } from '../types';

/** STUB (the lead's contract): replaced by the helper who owns providers/voucher/. */
export const voucherProvider: PaymentProvider = notYet('voucher');
