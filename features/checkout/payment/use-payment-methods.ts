'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  choosePaymentMethod,
  clearPaymentMethod,
  listPaymentMethods,
  paymentMethodsKey,
  VOUCHER_METHOD,
  type BookingPayment,
  type PaymentMethodCode,
} from '@/features/payment/index';
import { useActionKey } from '@/lib/hooks/use-action-key';
import { HOLD_EXPIRED_CODES, keepPayLaterMin } from './pay-later-rules';

/**
 * The method list of a request, hotel or flight (read again when its refresh-time value changes) and choosing one (spec 7.5
 * "Set payment method", user_type "person", one Idempotency-Key per click). After a voucher is chosen the server
 * lists only the fixed "Pay by voucher" option, so the list is read again; removing the voucher clears the choice on
 * the server and reads the whole list again. The list marks the choice the server keeps (a reload shows it chosen).
 */
export function usePaymentMethods(
  requestId: string,
  refreshTime: number,
  requestKey: readonly unknown[],
  onRefused: (error: Error) => void,
) {
  const queryClient = useQueryClient();
  const { begin, settle, busy } = useActionKey();
  const methods = useQuery({
    queryKey: paymentMethodsKey(requestId, refreshTime),
    queryFn: async ({ signal }) => {
      const list = await listPaymentMethods(requestId, signal);
      keepPayLaterMin(list.find((m) => m.payment_method === 'payment_method_pay_later')?.payment_limit.min ?? null);
      return list;
    },
    retry: false,
  });
  const choose = useMutation({
    mutationFn: ({ code, voucherCode, key }: { code: PaymentMethodCode; voucherCode?: string; key: string }) =>
      choosePaymentMethod(
        requestId,
        { payment_method: code, user_type: 'person', ...(voucherCode ? { voucher_code: voucherCode } : {}) },
        key,
      ),
    onSuccess: (answer: BookingPayment) => {
      settle(null);
      if (answer.payment_method === VOUCHER_METHOD) void queryClient.invalidateQueries({ queryKey: ['payment-methods', requestId] });
    },
    onError: (error: Error) => {
      settle(error);
      onRefused(error);
      if ('errorCode' in error && HOLD_EXPIRED_CODES.has(String(error.errorCode)))
        void queryClient.invalidateQueries({ queryKey: requestKey });
    },
  });
  const clear = useMutation({
    mutationFn: (key: string) => clearPaymentMethod(requestId, key),
    onSuccess: async () => {
      settle(null);
      choose.reset();
      await queryClient.invalidateQueries({ queryKey: ['payment-methods', requestId] });
    },
    onError: (error: Error) => {
      settle(error);
      onRefused(error);
    },
  });
  const run = (code: PaymentMethodCode, voucherCode?: string) => {
    const key = begin(`choose:${code}:${voucherCode ?? ''}`);
    if (key) choose.mutate({ code, voucherCode, key });
  };
  const remove = () => {
    const key = begin('clear');
    if (key) clear.mutate(key);
  };
  const kept = methods.data?.find((m) => m.chosen)?.payment_method ?? null;
  return {
    methods,
    choose: run,
    remove,
    choosing: busy || choose.isPending || clear.isPending,
    chosen: choose.data?.payment_method ?? kept,
    chooseError: choose.error ?? clear.error,
    resetChoose: choose.reset,
  };
}
