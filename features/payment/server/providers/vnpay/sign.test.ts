import { describe, expect, it } from 'vitest';
import { parseVnpDate, pipeHash, REFUND_REQUEST_FIELDS, secureHash, signData, signed, verifySigned, vnpDate } from './sign';

/**
 * A return VNPay's own sandbox signed (secret, parameters and vnp_SecureHash as published in a public
 * GitHub debugging script of a merchant, "Dữ liệu từ VNPAY"): Vietnamese order info with spaces and '#',
 * which only VNPay's encoding (encodeURIComponent, %20 as '+') reproduces.
 */
const VNPAY_RETURN = {
  vnp_Amount: '14108000',
  vnp_BankCode: 'NCB',
  vnp_BankTranNo: 'VNP14980726',
  vnp_CardType: 'ATM',
  vnp_OrderInfo: 'Thanh toán đơn hàng #6834803ff5166e338d7103a8',
  vnp_PayDate: '20250526215346',
  vnp_ResponseCode: '00',
  vnp_TmnCode: 'L8M3EKX2',
  vnp_TransactionNo: '14980726',
  vnp_TransactionStatus: '00',
  vnp_TxnRef: '6834803ff5166e338d7103a8',
  vnp_SecureHash:
    '3264dbf4850cb57d0cd597716260bf0722810f49b7abb144254f7f77adf08a1a6f496ab19e18c16266153c8caee87497fea7fa3507e61bcf9786dcff0d71b532',
};
const VNPAY_SECRET = '6HEKW2H6YES2FSOKLKKRQ0JS3QF1M4H6';

const SECRET = 'SECRETKEYTESTVNPAY2024ABCDEFGHIJ';
const PAY = {
  vnp_Version: '2.1.0',
  vnp_Command: 'pay',
  vnp_TmnCode: 'DEMOV210',
  vnp_Amount: '1806000',
  vnp_CurrCode: 'VND',
  vnp_TxnRef: '5',
  vnp_OrderInfo: 'Thanh toan don hang :5',
  vnp_OrderType: 'other',
  vnp_Locale: 'vn',
  vnp_ReturnUrl: 'https://domainmerchant.vn/ReturnUrl',
  vnp_IpAddr: '127.0.0.1',
  vnp_CreateDate: '20210801153333',
};

describe('VNPay checksums', () => {
  it('verifies a return VNPay signed', () => {
    expect(verifySigned(VNPAY_RETURN, VNPAY_SECRET)).toBe(true);
  });

  it('signs sorted, encoded parameters (vector computed independently with openssl dgst -sha512 -hmac)', () => {
    expect(signData(PAY)).toBe(
      'vnp_Amount=1806000&vnp_Command=pay&vnp_CreateDate=20210801153333&vnp_CurrCode=VND&vnp_IpAddr=127.0.0.1&vnp_Locale=vn&vnp_OrderInfo=Thanh+toan+don+hang+%3A5&vnp_OrderType=other&vnp_ReturnUrl=https%3A%2F%2Fdomainmerchant.vn%2FReturnUrl&vnp_TmnCode=DEMOV210&vnp_TxnRef=5&vnp_Version=2.1.0',
    );
    expect(secureHash(PAY, SECRET)).toBe(
      'df1c4f1ba18736106b182286e0d497433edee66c39aaace6db03a4fdd288fd7f35a4a5ec0f1c1367617a6e6546b06a0b82670a360b522466bc5ee9c5c0ba6d2b',
    );
  });

  it('refuses a tampered parameter, a wrong secret, a missing or malformed hash', () => {
    expect(verifySigned({ ...VNPAY_RETURN, vnp_Amount: '14108100' }, VNPAY_SECRET)).toBe(false);
    expect(verifySigned({ ...VNPAY_RETURN, vnp_ResponseCode: '24' }, VNPAY_SECRET)).toBe(false);
    expect(verifySigned(VNPAY_RETURN, `${VNPAY_SECRET}x`)).toBe(false);
    const { vnp_SecureHash: _, ...unsigned } = VNPAY_RETURN;
    expect(verifySigned(unsigned, VNPAY_SECRET)).toBe(false);
    expect(verifySigned({ ...VNPAY_RETURN, vnp_SecureHash: VNPAY_RETURN.vnp_SecureHash.slice(0, 64) }, VNPAY_SECRET)).toBe(false);
    expect(verifySigned({ ...VNPAY_RETURN, vnp_SecureHash: 'zz' }, VNPAY_SECRET)).toBe(false);
  });

  it('ignores the hash fields themselves and accepts an upper-case hash', () => {
    const params = signed(PAY, SECRET);
    expect(verifySigned({ ...params, vnp_SecureHashType: 'HmacSHA512' }, SECRET)).toBe(true);
    expect(verifySigned({ ...params, vnp_SecureHash: params.vnp_SecureHash!.toUpperCase() }, SECRET)).toBe(true);
  });

  it('writes dates as yyyyMMddHHmmss in GMT+7 and reads them back', () => {
    expect(vnpDate(new Date('2024-12-31T17:30:05Z'))).toBe('20250101003005');
    expect(vnpDate(new Date('2025-06-15T02:04:09.999Z'))).toBe('20250615090409');
    expect(parseVnpDate('20250101003005')?.toISOString()).toBe('2024-12-31T17:30:05.000Z');
    expect(parseVnpDate('20250230000000')).toBeNull();
    expect(parseVnpDate('2025')).toBeNull();
  });

  it('signs the refund request over its pipe order (vector from openssl)', () => {
    const body = {
      vnp_RequestId: 'REQ1',
      vnp_Version: '2.1.0',
      vnp_Command: 'refund',
      vnp_TmnCode: 'DEMOV210',
      vnp_TransactionType: '02',
      vnp_TxnRef: '5',
      vnp_Amount: 1806000,
      vnp_TransactionNo: '14422574',
      vnp_TransactionDate: '20210801153333',
      vnp_CreateBy: 'admin',
      vnp_CreateDate: '20210802090000',
      vnp_IpAddr: '127.0.0.1',
      vnp_OrderInfo: 'Hoan tien don hang 5',
    };
    expect(pipeHash(REFUND_REQUEST_FIELDS, body, SECRET)).toBe(
      '9f90d09e60e4e5b7fcea8c5c70f151de9faa0df54b78941df53aa9d91343c58986c3fbd918cdd24979f754155bcfe877f354a2833940879cf1d12dbd01ca3b68',
    );
  });
});
