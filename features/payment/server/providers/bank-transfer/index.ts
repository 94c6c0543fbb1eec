import 'server-only';
import { apiError } from '@/lib/api/errors';
import { receivingAccount } from '../../bank-accounts';
import { qrImageDataUrl } from '../../vietqr/image';
import { vietQrPayload } from '../../vietqr/payload';
import type { PaymentProvider } from '../types';
import { verifyBankNotification } from './notification';

/** Bank transfer to the site's account: the account, the amount, the order code as content, and a VietQR of all three. */
export const bankTransferProvider: PaymentProvider = {
  id: 'bank_transfer',

  async start(request) {
    const account = await receivingAccount();
    if (!account) throw apiError('PAYMENT_PROVIDER_UNAVAILABLE');
    const qrPayload = vietQrPayload({
      bin: account.bin,
      accountNumber: account.account_number,
      amountVnd: request.amountVnd,
      content: request.orderNumber,
    });
    return {
      kind: 'bank_transfer',
      transaction_id: request.txnRef,
      bank: {
        code: account.bank_code,
        short_name: account.bank_short_name,
        name: account.bank_name,
        name_en: account.bank_name_en,
        bin: account.bin,
        logo: account.logo,
      },
      account_number: account.account_number,
      account_name: account.account_name,
      branch: account.branch,
      branch_en: account.branch_en,
      amount_vnd: request.amountVnd,
      content: request.orderNumber,
      qr_payload: qrPayload,
      qr_image: await qrImageDataUrl(qrPayload),
      expires_at: request.expiresAt.toISOString(),
    };
  },

  // a transfer has no browser return: the page polls the order
  verifyReturn: () => ({ valid: false, txnRef: null, outcome: null }),

  verifyNotification: (request, context) => verifyBankNotification(request, context),

  async refund() {
    return {
      ok: false,
      message: 'Chuyển khoản ngân hàng được hoàn bằng chuyển khoản tới tài khoản ngân hàng của khách, không qua cổng thanh toán',
    };
  },
};
