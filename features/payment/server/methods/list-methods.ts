import 'server-only';
import type { Owner } from '@/features/auth/server';
import { VOUCHER_METHOD, type PaymentMethod, type PaymentMethodCode } from '../../schemas';
import { factsOf, type HeldRequestReader, type PayableFacts, type PayableRequest } from './held-request';
import { amountOf } from './method-amount';
import { activeMethods, choiceOf, type MethodRow } from './method-rows';
import { isVoucher, unlistedReason } from './rules';

function listed(method: MethodRow, request: Pick<PayableRequest, 'id' | 'totalPrice' | 'couponDiscount'>): PaymentMethod {
  const { payment_fee, final_price } = amountOf(method, request);
  return {
    id: method.id,
    payment_method: method.paymentMethod as PaymentMethodCode,
    name_vi: method.nameVi,
    name_en: method.nameEn,
    logo: method.logo,
    short_desc_vi: method.shortDescVi,
    short_desc_en: method.shortDescEn,
    final_fee: payment_fee,
    fee_percent: method.feePercent,
    payment_limit: { min: method.minAmount },
    order_value: final_price,
    disabled: false,
  };
}

/** Spec 2.10: once a voucher is chosen, the only option is this fixed, disabled one (order value 0, fee 0). */
function fixedVoucherOption(method: MethodRow | undefined, voucherHint: string | null): PaymentMethod {
  return {
    id: method?.id ?? 0,
    payment_method: VOUCHER_METHOD,
    name_vi: 'Thanh toán bằng voucher',
    name_en: 'Pay by voucher',
    logo: method?.logo ?? `/payment/${VOUCHER_METHOD}.svg`,
    short_desc_vi: method?.shortDescVi ?? '',
    short_desc_en: method?.shortDescEn ?? '',
    final_fee: 0,
    fee_percent: 0,
    payment_limit: { min: null },
    order_value: 0,
    disabled: true,
    chosen: true,
    voucher_hint: voucherHint,
  };
}

/** GET /v3-booking/payment-methods: the methods that fit the caller's held request, with this order's numbers. */
export async function listMethods(
  heldRequest: HeldRequestReader,
  owner: Owner,
  bookingRequestId: string,
  now: Date = new Date(),
): Promise<PaymentMethod[]> {
  const request = await heldRequest(owner, bookingRequestId, now);
  const [methods, choice] = await Promise.all([activeMethods(), choiceOf(bookingRequestId)]);
  // a voucher since used or voided no longer pays this request: the whole list again, to choose another way
  if (choice && isVoucher(choice.paymentMethod) && choice.voucherStatus === 'available')
    return [
      fixedVoucherOption(
        methods.find((m) => isVoucher(m.paymentMethod)),
        choice.voucherHint,
      ),
    ];
  const facts = factsOf(request, now);
  const kept = choice && !isVoucher(choice.paymentMethod) ? choice.paymentMethod : null;
  return methods.filter((m) => unlistedReason(m, facts) === null).map((m) => ({ ...listed(m, request), chosen: m.paymentMethod === kept }));
}

/**
 * The methods for a purchase that has no booking request (vouchers of a deal, a combo draft): its facts decide,
 * as for a request (the voucher method never pays a deal or a combo).
 */
export async function listMethodsForPurchase(purchase: PayableFacts, now: Date = new Date()): Promise<PaymentMethod[]> {
  const facts = factsOf(purchase, now);
  return (await activeMethods()).filter((m) => unlistedReason(m, facts) === null).map((m) => listed(m, { id: '', ...purchase }));
}
