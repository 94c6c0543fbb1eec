'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { choosePaymentMethod, listPaymentMethods, paymentMethodsKey, VOUCHER_METHOD, type BookingPayment, type PaymentMethodCode } from '@/features/payment/index';
import { bookingRequestKey } from '../../api/booking-requests';
import type { BookingRequest } from '../../schemas';
import { useActionKey } from '@/lib/hooks/use-action-key';
import { keepPayLaterMin } from './pay-later-rules';
import { refreshTimeOf } from './refresh-time';

/**
 * The method list of a request (read again when its refresh-time value changes) and choosing one (spec 7.5
 * "Set payment method", user_type "person", one Idempotency-Key per click). After a voucher is chosen the server
 * lists only the fixed "Pay by voucher" option, so the list is read again.
 */
export function usePaymentMethods(request: BookingRequest, onRefused: (error: Error) => void) {
  const queryClient = useQueryClient();
  const { keyFor, settle } = useActionKey();
  const methods = useQuery({
    queryKey: paymentMethodsKey(request.id, refreshTimeOf(request)),
    queryFn: async ({ signal }) => {
      const list = await listPaymentMethods(request.id, signal);
      keepPayLaterMin(list.find((m) => m.payment_method === 'payment_method_pay_later')?.payment_limit.min ?? null);
      return list;
    },
    retry: false,
  });
  const choose = useMutation({
    mutationFn: ({ code, voucherCode, key }: { code: PaymentMethodCode; voucherCode?: string; key: string }) =>
      choosePaymentMethod(request.id, { payment_method: code, user_type: 'person', ...(voucherCode ? { voucher_code: voucherCode } : {}) }, key),
    onSuccess: (answer: BookingPayment) => {
      settle(null);
      if (answer.payment_method === VOUCHER_METHOD) void queryClient.invalidateQueries({ queryKey: ['payment-methods', request.id] });
    },
    onError: (error: Error) => {
      settle(error);
      onRefused(error);
      if ('errorCode' in error && error.errorCode === 'HOLD_EXPIRED') void queryClient.invalidateQueries({ queryKey: bookingRequestKey(request.id) });
    },
  });
  const run = (code: PaymentMethodCode, voucherCode?: string) => choose.mutate({ code, voucherCode, key: keyFor(`choose:${code}:${voucherCode ?? ''}`) });
  return { methods, choose: run, choosing: choose.isPending, chosen: choose.data ?? null, chooseError: choose.error, resetChoose: choose.reset };
}
