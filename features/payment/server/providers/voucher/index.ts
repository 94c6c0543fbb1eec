import 'server-only';
import { errorResponse } from '@/lib/api/envelope';
import type { PaymentProvider } from '../types';

/**
 * A stay voucher pays the whole order (order value 0): nothing to collect, no partner to hear from. Refunding
 * gives the voucher back, which the cancel flow does on the vouchers row; here there is no money to return.
 */
export const voucherProvider: PaymentProvider = {
  id: 'voucher',
  start: async (request) => ({ kind: 'paid', transaction_id: request.txnRef }),
  verifyReturn: () => ({ valid: false, txnRef: null, outcome: null }),
  verifyNotification: async () => ({ kind: 'refused', response: errorResponse('NOT_FOUND') }),
  refund: async () => ({ ok: true, providerRef: null }),
};
