import 'server-only';
import type { ProviderId } from '../../schemas';
import { bankTransferProvider } from './bank-transfer';
import { payLaterProvider } from './pay-later';
import type { PaymentProvider } from './types';
import { vnpayProvider } from './vnpay';
import { voucherProvider } from './voucher';

const PROVIDERS: Record<ProviderId, PaymentProvider> = {
  vnpay: vnpayProvider,
  bank_transfer: bankTransferProvider,
  pay_later: payLaterProvider,
  voucher: voucherProvider,
};

/** The adapter that takes a payment method's payments (payment_methods.provider). */
export const providerFor = (id: ProviderId): PaymentProvider => PROVIDERS[id];
