import 'server-only';
import { randomBytes } from 'node:crypto';
import { bankAccounts, bankBranches, banks, paymentMethods, sandboxPayLaterAccounts, vouchers } from '@/features/payment/db';
import { addDays, todayIso } from '@/lib/dates/product-date';
import { syncSerial } from '@/lib/db/bulk';
import type { SeedContext } from '@/lib/db/seed-context';
import { sha256Hex } from '@/lib/security/sha256';
import { DEMO_VOUCHERS, DEMO_VOUCHER_DAYS } from './demo-vouchers';

/** Payment methods (spec §3, §9), Vietnamese banks with their NAPAS BINs, and the site's own accounts. */

const PAYMENT_METHODS = [
  {
    paymentMethod: 'payment_method_bank_transfer',
    provider: 'bank_transfer',
    feePercent: 0,
    minAmount: null,
    nameVi: 'Chuyển khoản ngân hàng',
    nameEn: 'Bank transfer',
    shortDescVi: 'Chuyển khoản tới tài khoản của chúng tôi trong vòng 2 giờ',
    shortDescEn: 'Transfer to our bank account within 2 hours',
  },
  {
    paymentMethod: 'payment_method_credit_card',
    provider: 'vnpay',
    feePercent: 2.2,
    minAmount: null,
    nameVi: 'Thẻ tín dụng/ghi nợ quốc tế',
    nameEn: 'International credit/debit card',
    shortDescVi: 'Visa, Mastercard, JCB, American Express',
    shortDescEn: 'Visa, Mastercard, JCB, American Express',
  },
  {
    paymentMethod: 'payment_method_atm',
    provider: 'vnpay',
    feePercent: 1.1,
    minAmount: null,
    nameVi: 'Thẻ ATM nội địa',
    nameEn: 'Domestic ATM card',
    shortDescVi: 'Thẻ ATM có đăng ký thanh toán trực tuyến',
    shortDescEn: 'ATM cards enabled for online payment',
  },
  {
    paymentMethod: 'payment_method_vietqr',
    provider: 'vnpay',
    feePercent: 0,
    minAmount: null,
    nameVi: 'Quét mã VietQR',
    nameEn: 'Scan VietQR',
    shortDescVi: 'Quét mã bằng ứng dụng ngân hàng bất kỳ',
    shortDescEn: 'Scan with any banking app',
  },
  {
    paymentMethod: 'payment_method_pay_later',
    provider: 'pay_later',
    feePercent: 0,
    minAmount: 1_000_000,
    nameVi: 'Mua trước trả sau',
    nameEn: 'Buy now, pay later',
    shortDescVi: 'Trả góp 0% qua đối tác tài chính tiêu dùng, đơn từ 1.000.000 ₫',
    shortDescEn: '0% instalments with a consumer-finance partner, from 1.000.000 ₫',
  },
  {
    paymentMethod: 'payment_method_voucher',
    provider: 'voucher',
    feePercent: 0,
    minAmount: null,
    nameVi: 'Thanh toán bằng voucher',
    nameEn: 'Pay with a voucher',
    shortDescVi: 'Dùng mã voucher để thanh toán toàn bộ đơn hàng',
    shortDescEn: 'Pay the whole order with a voucher code',
  },
] as const;

const BANKS = [
  { code: 'VCB', shortName: 'Vietcombank', name: 'Ngân hàng TMCP Ngoại thương Việt Nam', bin: '970436' },
  { code: 'CTG', shortName: 'VietinBank', name: 'Ngân hàng TMCP Công thương Việt Nam', bin: '970415' },
  { code: 'BIDV', shortName: 'BIDV', name: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam', bin: '970418' },
  { code: 'TCB', shortName: 'Techcombank', name: 'Ngân hàng TMCP Kỹ thương Việt Nam', bin: '970407' },
  { code: 'MB', shortName: 'MB', name: 'Ngân hàng TMCP Quân đội', bin: '970422' },
  { code: 'ACB', shortName: 'ACB', name: 'Ngân hàng TMCP Á Châu', bin: '970416' },
  { code: 'VPB', shortName: 'VPBank', name: 'Ngân hàng TMCP Việt Nam Thịnh Vượng', bin: '970432' },
  { code: 'TPB', shortName: 'TPBank', name: 'Ngân hàng TMCP Tiên Phong', bin: '970423' },
  { code: 'STB', shortName: 'Sacombank', name: 'Ngân hàng TMCP Sài Gòn Thương Tín', bin: '970403' },
  { code: 'VBA', shortName: 'Agribank', name: 'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam', bin: '970405' },
  { code: 'VIB', shortName: 'VIB', name: 'Ngân hàng TMCP Quốc tế Việt Nam', bin: '970441' },
  { code: 'HDB', shortName: 'HDBank', name: 'Ngân hàng TMCP Phát triển TP. Hồ Chí Minh', bin: '970437' },
] as const;

const BANK_ACCOUNTS = [
  { bankCode: 'VCB', accountNumber: '0071000123456', accountName: 'CONG TY CP DU LICH TRUC TUYEN VIET', branch: 'Chi nhánh Hồ Chí Minh' },
  { bankCode: 'TCB', accountNumber: '19035678901234', accountName: 'CONG TY CP DU LICH TRUC TUYEN VIET', branch: 'Chi nhánh Hà Nội' },
];

const PROVINCES = ['Hà Nội', 'TP. Hồ Chí Minh', 'Đà Nẵng', 'Hải Phòng', 'Cần Thơ'] as const;

/** 2-4 branches per bank, the same on every run: the bank's place in the list picks how many and where. */
const branchesOf = (bankIndex: number, shortName: string) =>
  PROVINCES.slice(0, 2 + (bankIndex % 3)).map((province) => ({ name: `${shortName} chi nhánh ${province}`, province }));

/** The sandbox partner's demo members (tokens random: a partner's token is never guessable): one with the default limit, one not allowed. */
const SANDBOX_PAY_LATER = [
  { phone: '+84901234567', limitAmount: 5_000_000 },
  { phone: '+84901234560', limitAmount: 0 },
];

export async function seedPayment(ctx: SeedContext): Promise<void> {
  await ctx.handle.db.transaction(async (tx) => {
    await tx
      .insert(paymentMethods)
      .values(
        PAYMENT_METHODS.map((m, i) => ({ ...m, id: i + 1, logo: `/payment/${m.paymentMethod}.svg`, sortOrder: i + 1, active: true })),
      );
    await tx.insert(banks).values(BANKS.map((b, i) => ({ ...b, id: i + 1, logo: `/banks/${b.code}.svg` })));
    await tx.insert(bankAccounts).values(BANK_ACCOUNTS.map((a, i) => ({ ...a, id: i + 1 })));
    await tx
      .insert(bankBranches)
      .values(BANKS.flatMap((b, i) => branchesOf(i, b.shortName).map((branch) => ({ ...branch, bankId: i + 1 }))));
    const today = todayIso();
    await tx.insert(vouchers).values(
      DEMO_VOUCHERS.map((v) => ({
        codeHash: sha256Hex(v.code.toUpperCase()),
        codeHint: v.code.slice(-4),
        hotelId: v.hotelId !== null && v.hotelId <= ctx.hotelCount ? v.hotelId : null,
        roomNights: v.roomNights,
        validFrom: today,
        validTo: addDays(today, DEMO_VOUCHER_DAYS),
        status: 'available',
      })),
    );
    await tx.insert(sandboxPayLaterAccounts).values(
      SANDBOX_PAY_LATER.map((a) => ({
        ...a,
        token: randomBytes(24).toString('base64url'),
        registered: false,
        availLimitAmount: a.limitAmount,
      })),
    );
    for (const table of ['payment_methods', 'banks', 'bank_accounts']) await syncSerial(tx, table);
  });
  ctx.log(`payment: ${PAYMENT_METHODS.length} methods, ${BANKS.length} banks, ${BANK_ACCOUNTS.length} accounts`);
  ctx.log(`payment: demo vouchers ${DEMO_VOUCHERS.map((v) => `${v.code} (${v.note})`).join(', ')}`);
}
