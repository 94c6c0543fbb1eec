import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Lang } from '@/lib/i18n/config';
import type { CurrencyCode } from '@/lib/money/currency';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import type { CheckoutStep } from '@/lib/paths';
import type { BookingRequest } from '../../schemas';
import { PriceBreakdown } from './price-breakdown';
import { quotedRequest } from './quoted-request';

const USD_RATE = 25_400;

type Render = { step: CheckoutStep; incl?: boolean; currency?: CurrencyCode; lang?: Lang; fee?: number };
function renderBox(request: BookingRequest, { step, incl = true, currency = 'VND', lang = 'vi', fee }: Render) {
  const payment = fee === undefined ? null : { feeVnd: fee, voucher: false };
  renderWithProviders(
    <PriceBreakdown request={request} step={step} isShowFinalPrice={incl} onShowFinalPriceChange={() => {}} payment={payment} />,
    { currency, usdRate: USD_RATE, lang },
  );
  return screen.getByTestId('price-breakdown');
}

/** A shown amount in minor units (dong, cents), negative when shown as taken off. */
function shown(text: string): number {
  const negative = /[−-]/.test(text);
  const usd = text.includes('$');
  const digits = usd ? text.replace(/[^0-9.]/g, '') : text.replace(/[^0-9]/g, '');
  const value = usd ? Math.round(Number(digits) * 100) : Number(digits);
  return negative ? -value : value;
}

/** What a traveller reads: every line that carries an amount, outside the "already included" panel. */
function readBox(box: HTMLElement) {
  const included = within(box).queryByTestId('breakdown-included');
  const lines = Array.from(box.querySelectorAll<HTMLElement>('[data-line]')).filter((el) => !included?.contains(el));
  const amounts = lines
    .filter((el) => el.dataset.kind !== 'subtotal' && el.dataset.kind !== 'note')
    .map((el) => ({ id: el.dataset.line ?? '', amount: el.querySelector('dd')?.textContent ?? '' }))
    .filter((l) => /\d/.test(l.amount));
  const totalEl = within(box).queryByTestId('breakdown-total');
  // the price is the total line's last child (the first holds the words and the percent badge)
  const totalText = totalEl?.lastElementChild?.textContent ?? '';
  return {
    ids: lines.map((el) => el.dataset.line),
    sum: amounts.reduce((s, l) => s + shown(l.amount), 0),
    total: totalEl ? shown(totalText) : null,
  };
}

const charged = (request: BookingRequest, fee = 0) => request.prices.final_price.inclusive + fee;

describe('checkout price box: the lines add up to "Tổng cộng", which is what will be charged (issue 33)', () => {
  it('step 2: VAT and the service fee are shown as already included, not as lines added to the room price', () => {
    const request = quotedRequest({ coupon: { amount: 150_000, afterVat: false } });
    const box = renderBox(request, { step: 2 });
    const read = readBox(box);
    expect(read.total).toBe(charged(request));
    expect(read.sum).toBe(read.total);
    expect(read.ids).not.toContain('vat');
    const included = within(box).getByTestId('breakdown-included');
    expect(included).toHaveTextContent('Đã gồm trong giá trên (không cộng thêm)');
    expect(included).toHaveTextContent('Thuế VAT (8%)');
  });

  it('step 1: the member discounts the total takes off are listed (25.700.000 − 2.759.000 − 832.960 ≠ 21.002.638)', () => {
    const request = quotedRequest();
    const read = readBox(renderBox(request, { step: 1 }));
    expect(read.ids).toEqual(expect.arrayContaining(['promotion', 'member_discount', 'mobile_rate', 'loyalty_discount']));
    expect(read.total).toBe(charged(request));
    expect(read.sum).toBe(read.total);
  });

  it('"giá đã gồm thuế" unticked: Tổng cộng is still the charged amount; the exclusive subtotal is its own labelled line', () => {
    const request = quotedRequest({ coupon: { amount: 150_000, afterVat: true } });
    const box = renderBox(request, { step: 1, incl: false });
    const read = readBox(box);
    expect(read.total).toBe(charged(request));
    expect(read.sum).toBe(read.total);
    const subtotal = box.querySelector('[data-line="subtotal_excl"]');
    expect(subtotal).toHaveTextContent('Tạm tính chưa gồm thuế phí');
    expect(shown(subtotal?.querySelector('dd')?.textContent ?? '')).toBe(request.prices.final_price.exclusive);
  });

  it.each([1, 2, 3] as const)('step %i in USD: the shown lines add up to the shown total (each line rounded alone would not)', (step) => {
    const request = quotedRequest();
    const read = readBox(renderBox(request, { step, currency: 'USD', lang: 'en' }));
    expect(read.total).toBe(Math.round((charged(request) / USD_RATE) * 100));
    expect(read.sum).toBe(read.total);
  });

  it("step 3: the total is shown, with the chosen method's fee as a line: what the payment adapter is asked to charge", () => {
    const request = quotedRequest({ coupon: { amount: 150_000, afterVat: false, points: 500 } });
    const box = renderBox(request, { step: 3, fee: 23_456 });
    const read = readBox(box);
    expect(read.ids).toContain('payment_fee');
    expect(read.total).toBe(charged(request, 23_456));
    expect(read.sum).toBe(read.total);
    expect(box).toHaveTextContent('Đã dùng 500 điểm');
  });

  it('a guest sees no member line, and the lines still add up', () => {
    const request = quotedRequest({ member: false });
    const read = readBox(renderBox(request, { step: 1 }));
    expect(read.ids).not.toContain('member_discount');
    expect(read.ids).not.toContain('mobile_rate');
    expect(read.sum).toBe(read.total);
    expect(read.total).toBe(charged(request));
  });

  it("the rate's provider note agrees with the amounts shown: included under the inclusive view, not included under the exclusive one", () => {
    const request = quotedRequest();
    request.rooms = request.rooms.map((room) => ({ ...room, provider: 'expedia', included_service_fee: true, included_vat: false }));
    const box = renderBox(request, { step: 2 });
    const note = within(box).getByTestId('breakdown-provider-note');
    expect(note).toHaveTextContent('Giá đã bao gồm phí dịch vụ và VAT');
    expect(note.textContent).not.toMatch(/^Giá đã bao gồm thuế và phí, chưa bao gồm VAT$/);
  });

  it('the exclusive view says its room price does not include the service fee or VAT', () => {
    const box = renderBox(quotedRequest(), { step: 1, incl: false });
    expect(within(box).getByTestId('breakdown-provider-note')).toHaveTextContent('Giá chưa bao gồm phí dịch vụ và VAT');
  });
});
