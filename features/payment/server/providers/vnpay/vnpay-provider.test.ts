import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentRequest, RefundRequest } from '../types';
import { vnpaySecret } from './config';
import { asciiOrderInfo } from './order-info';
import { refundBody } from './refund';
import { pipeHash, REFUND_REQUEST_FIELDS, REFUND_RESPONSE_FIELDS, signed, signData, verifySigned } from './sign';
import { paymentParams, vnpayProvider } from './index';

const request: PaymentRequest = {
  txnRef: 'T2025ABCDEF12',
  orderNumber: 'HABCDEFGH2',
  amountVnd: 1_250_000,
  paymentMethod: 'payment_method_atm',
  lang: 'en',
  description: 'Thanh toán đơn hàng HABCDEFGH2 – Khách sạn Đà Lạt',
  expiresAt: new Date('2025-03-01T03:15:00Z'),
  createdAt: new Date('2025-03-01T03:00:00Z'),
  clientIp: '203.0.113.9',
  returnUrl: 'http://localhost:3000/thanh-toan/ket-qua?transaction_id=T2025ABCDEF12',
  userId: null,
};

const ipn = (params: Record<string, string>) =>
  new Request(`http://127.0.0.1/api/payment-service/vnpay/ipn?${signData(params)}&vnp_SecureHash=${params.vnp_SecureHash ?? ''}`);
const result = (over: Record<string, string> = {}) =>
  signed(
    {
      vnp_Amount: '125000000',
      vnp_BankCode: 'NCB',
      vnp_OrderInfo: 'Thanh toan',
      vnp_PayDate: '20250301101000',
      vnp_ResponseCode: '00',
      vnp_TmnCode: 'SANDBOX1',
      vnp_TransactionNo: '14000001',
      vnp_TransactionStatus: '00',
      vnp_TxnRef: request.txnRef,
      ...over,
    },
    vnpaySecret(),
  );

afterEach(() => vi.unstubAllGlobals());

describe('vnpayProvider.start', () => {
  it('signs a 2.1.0 payment URL: amount x100, GMT+7 dates, ASCII order info, locale', async () => {
    const link = await vnpayProvider.start(request);
    expect(link.kind).toBe('redirect');
    if (link.kind !== 'redirect') return;
    expect(link.transaction_id).toBe(request.txnRef);
    expect(link.expires_at).toBe('2025-03-01T03:15:00.000Z');
    const url = new URL(link.payment_url);
    expect(url.pathname).toBe('/sandbox/vnpay/pay');
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      vnp_Version: '2.1.0',
      vnp_Command: 'pay',
      vnp_TmnCode: 'SANDBOX1',
      vnp_Amount: '125000000',
      vnp_CurrCode: 'VND',
      vnp_TxnRef: request.txnRef,
      vnp_OrderInfo: 'Thanh toan don hang HABCDEFGH2 Khach san Da Lat',
      vnp_OrderType: 'other',
      vnp_Locale: 'en',
      vnp_ReturnUrl: request.returnUrl,
      vnp_IpAddr: '203.0.113.9',
      vnp_CreateDate: '20250301100000',
      vnp_ExpireDate: '20250301101500',
    });
    expect(verifySigned(params, vnpaySecret())).toBe(true);
    expect(verifySigned({ ...params, vnp_Amount: '100' }, vnpaySecret())).toBe(false);
  });

  it('asks VNPay for Vietnamese when the page is Vietnamese', () => {
    expect(paymentParams({ ...request, lang: 'vi' }, { tmnCode: 'X', secret: 's' }).vnp_Locale).toBe('vn');
  });

  it('keeps order info to printable ASCII', () => {
    expect(asciiOrderInfo('Đặt phòng <script>"x"</script>')).toBe('Dat phong script x script');
    expect(asciiOrderInfo('   ')).toBe('Thanh toan don hang');
  });
});

describe('vnpayProvider.verifyNotification (IPN)', () => {
  it('refuses a bad or missing checksum with RspCode 97, HTTP 200, no-store', async () => {
    const forged = { ...result(), vnp_Amount: '100' };
    const verified = await vnpayProvider.verifyNotification(ipn(forged));
    expect(verified.kind).toBe('refused');
    if (verified.kind !== 'refused') return;
    expect(verified.response.status).toBe(200);
    expect(verified.response.headers.get('cache-control')).toBe('no-store');
    expect(await verified.response.json()).toEqual({ RspCode: '97', Message: 'Invalid signature' });
    const unsigned = await vnpayProvider.verifyNotification(new Request(`http://x/ipn?vnp_TxnRef=1&vnp_Amount=100`));
    expect(unsigned.kind === 'refused' && (await unsigned.response.json()).RspCode).toBe('97');
  });

  it('reads a paid, a cancelled and a failed report', async () => {
    const paid = await vnpayProvider.verifyNotification(ipn(result()));
    expect(paid.kind === 'event' && paid.event).toMatchObject({
      txnRef: request.txnRef,
      amountVnd: 1_250_000,
      outcome: 'succeeded',
      providerTxnNo: '14000001',
    });
    const cancelled = await vnpayProvider.verifyNotification(ipn(result({ vnp_ResponseCode: '24', vnp_TransactionStatus: '02' })));
    expect(cancelled.kind === 'event' && cancelled.event.outcome).toBe('cancelled');
    const failed = await vnpayProvider.verifyNotification(ipn(result({ vnp_ResponseCode: '51', vnp_TransactionStatus: '02' })));
    expect(failed.kind === 'event' && failed.event.outcome).toBe('failed');
    const pending = await vnpayProvider.verifyNotification(ipn(result({ vnp_TransactionStatus: '01' })));
    expect(pending.kind === 'event' && pending.event.outcome).toBe('failed');
  });

  it('answers each application result with VNPay RspCode', async () => {
    const verified = await vnpayProvider.verifyNotification(ipn(result()));
    if (verified.kind !== 'event') throw new Error('expected an event');
    const codes = async (r: Parameters<typeof verified.answer>[0]) =>
      (await (await verified.answer(r)).json()) as { RspCode: string; Message: string };
    expect(await codes('applied')).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    expect(await codes('already_applied')).toEqual({ RspCode: '02', Message: 'Order already confirmed' });
    expect(await codes('not_payable')).toEqual({ RspCode: '02', Message: 'Order already confirmed' });
    expect(await codes('not_found')).toEqual({ RspCode: '01', Message: 'Order not found' });
    expect(await codes('amount_mismatch')).toEqual({ RspCode: '04', Message: 'Invalid amount' });
    expect(await codes('error')).toEqual({ RspCode: '99', Message: 'Unknown error' });
  });

  it('refuses our own signed payment URL replayed as an IPN (99): a pay link is signed like a result but is not one', async () => {
    const link = await vnpayProvider.start(request);
    if (link.kind !== 'redirect') throw new Error('expected a redirect');
    const replayed = await vnpayProvider.verifyNotification(
      new Request(`http://127.0.0.1/api/payment-service/vnpay/ipn${new URL(link.payment_url).search}`),
    );
    expect(replayed.kind === 'refused' && (await replayed.response.json())).toEqual({ RspCode: '99', Message: 'Invalid request' });
  });

  it('refuses a signed report missing a result field, carrying a request-only field, or of another merchant (99)', async () => {
    const refused = async (params: Record<string, string>) => {
      const verified = await vnpayProvider.verifyNotification(ipn(params));
      return verified.kind === 'refused' ? ((await verified.response.json()) as { RspCode: string }).RspCode : 'event';
    };
    const { vnp_SecureHash: _hash, ...base } = result();
    for (const missing of ['vnp_ResponseCode', 'vnp_TransactionStatus', 'vnp_TransactionNo']) {
      const { [missing]: _dropped, ...rest } = base;
      expect(await refused(signed(rest, vnpaySecret())), missing).toBe('99');
    }
    for (const extra of ['vnp_Command', 'vnp_ReturnUrl', 'vnp_IpAddr', 'vnp_CreateDate', 'vnp_ExpireDate']) {
      expect(await refused(signed({ ...base, [extra]: 'x' }, vnpaySecret())), extra).toBe('99');
    }
    expect(await refused(result({ vnp_TmnCode: 'OTHERTMN' }))).toBe('99');
    expect(await refused(result())).toBe('event');
  });

  it('answers a signed but malformed amount with 04', async () => {
    const verified = await vnpayProvider.verifyNotification(ipn(result({ vnp_Amount: '12.5' })));
    expect(verified.kind === 'refused' && (await verified.response.json())).toEqual({ RspCode: '04', Message: 'Invalid amount' });
  });
});

describe('vnpayProvider.verifyReturn', () => {
  it('is valid only with the right checksum', () => {
    expect(vnpayProvider.verifyReturn(result())).toEqual({ valid: true, txnRef: request.txnRef, outcome: 'succeeded' });
    expect(vnpayProvider.verifyReturn({ ...result(), vnp_ResponseCode: '24' })).toEqual({ valid: false, txnRef: null, outcome: null });
  });

  it('is not valid for our own payment URL, signed as it is', async () => {
    const link = await vnpayProvider.start(request);
    if (link.kind !== 'redirect') throw new Error('expected a redirect');
    expect(vnpayProvider.verifyReturn(Object.fromEntries(new URL(link.payment_url).searchParams)).valid).toBe(false);
  });
});

const refundRequest: RefundRequest = {
  txnRef: request.txnRef,
  providerTxnNo: '14000001',
  amountVnd: 500_000,
  paidAmountVnd: 1_250_000,
  // the pay request's time (its vnp_CreateDate), not when it was paid
  payCreatedAt: request.createdAt,
  orderNumber: 'HABCDEFGH2',
  requestedBy: 'HABCDEFGH2 traveller',
  clientIp: '203.0.113.9',
};

describe('vnpayProvider.refund', () => {
  it("sends a signed 2.1.0 refund: partial 03, amount x100, vnp_TransactionDate = the pay URL's vnp_CreateDate (GMT+7)", async () => {
    const body = refundBody(refundRequest, { tmnCode: 'SANDBOX1', secret: 's3cret' }, new Date('2025-03-02T00:00:00Z'));
    expect(body).toMatchObject({
      vnp_Version: '2.1.0',
      vnp_Command: 'refund',
      vnp_TransactionType: '03',
      vnp_Amount: 50_000_000,
      vnp_TransactionNo: '14000001',
      vnp_TransactionDate: '20250301100000',
      vnp_CreateDate: '20250302070000',
    });
    expect(body.vnp_SecureHash).toBe(pipeHash(REFUND_REQUEST_FIELDS, body, 's3cret'));
    const link = await vnpayProvider.start(request);
    expect(body.vnp_TransactionDate).toBe(
      new URL(link.kind === 'redirect' ? link.payment_url : 'http://x').searchParams.get('vnp_CreateDate'),
    );
    expect(refundBody({ ...refundRequest, amountVnd: 1_250_000 }, { tmnCode: 'SANDBOX1', secret: 's3cret' }).vnp_TransactionType).toBe(
      '02',
    );
  });

  const answer = (code: string, secret = vnpaySecret()) => {
    const body = {
      vnp_ResponseId: 'R1',
      vnp_Command: 'refund',
      vnp_ResponseCode: code,
      vnp_Message: 'msg',
      vnp_TmnCode: 'SANDBOX1',
      vnp_TxnRef: request.txnRef,
      vnp_Amount: '50000000',
      vnp_BankCode: 'NCB',
      vnp_PayDate: '20250301101000',
      vnp_TransactionNo: '14000001',
      vnp_TransactionType: '03',
      vnp_TransactionStatus: '05',
      vnp_OrderInfo: 'x',
    };
    return { ...body, vnp_SecureHash: pipeHash(REFUND_RESPONSE_FIELDS, body, secret) };
  };

  it('trusts only a correctly signed 00', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(answer('00'))),
    );
    expect(await vnpayProvider.refund(refundRequest)).toEqual({ ok: true, providerRef: '14000001' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(answer('00', 'other-secret'))),
    );
    expect((await vnpayProvider.refund(refundRequest)).ok).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(answer('91'))),
    );
    expect(await vnpayProvider.refund(refundRequest)).toEqual({ ok: false, message: 'msg' });
  });

  it('is not ok when VNPay cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    expect((await vnpayProvider.refund(refundRequest)).ok).toBe(false);
  });
});
