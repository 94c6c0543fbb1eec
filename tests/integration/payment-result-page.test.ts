import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import PaymentResultRoute from '@/app/[lang]/thanh-toan/ket-qua/page';
import { TestProviders } from '../helpers/render-with-providers';
import { CANCELLED_AT_GATEWAY as CANCELLED, returnQuery, startStrandedTestbed } from './stranded-helpers';

// the page's cookies: none (another browser) unless a test puts the guest cookie of the order's browser in
const jar = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined) }),
  headers: async () => new Headers(),
}));
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useRouter: () => ({ push: () => {}, refresh: () => {} }),
}));

const VIETNAMESE = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i;
let bed: Awaited<ReturnType<typeof startStrandedTestbed>>;

async function resultPage(query: Record<string, string>, lang: 'vi' | 'en' = 'vi'): Promise<string> {
  const element = (await PaymentResultRoute({ params: Promise.resolve({ lang }), searchParams: Promise.resolve(query) })) as ReactElement;
  // eslint-disable-next-line react/no-children-prop
  return renderToString(createElement(TestProviders, { lang, children: element }));
}
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

beforeAll(async () => {
  bed = await startStrandedTestbed();
});
afterAll(async () => {
  await bed.close();
});
beforeEach(() => jar.clear());

describe(`the payment result page in another browser [${process.env.TEST_DB_KIND}]`, () => {
  it('a signed return and no cookie: the outcome from the database, the order code and the lookup with it filled in; nothing personal', async () => {
    const made = await bed.guestOrder();
    const cancelled = text(await resultPage({ transaction_id: made.txnRef, ...returnQuery(made, CANCELLED) }));
    expect(cancelled).toContain('Giao dịch đã bị hủy. Đơn hàng chưa được thanh toán.');
    expect(cancelled).toContain(made.code);
    expect(await resultPage({ transaction_id: made.txnRef, ...returnQuery(made, CANCELLED) })).toContain(
      `href="/tra-cuu-don-hang?code=${made.code}"`,
    );
    expect(cancelled).not.toContain('Transaction not found');
    for (const personal of ['Nguyễn Văn An', 'an@example.com', '0901234567']) expect(cancelled).not.toContain(personal);

    // paid from a banking app: the IPN lands, the phone's browser comes back without the cookie
    await bed.pay(made);
    for (const lang of ['vi', 'en'] as const) {
      const html = await resultPage({ transaction_id: made.txnRef, ...returnQuery(made) }, lang);
      const words = text(html);
      expect(words).toContain(
        lang === 'vi' ? 'Thanh toán thành công: đơn hàng đã được thanh toán.' : 'Payment successful: the order is paid.',
      );
      expect(words).toContain(made.code);
      expect(html).toContain(`href="${lang === 'en' ? '/en' : ''}/tra-cuu-don-hang?code=${made.code}"`);
      if (lang === 'en') expect(words.replace(/Tra cứu đơn hàng|Tiếng Việt/g, '')).not.toMatch(VIETNAMESE);
    }
  });

  it('a tampered or missing signature without the cookie: no outcome and no code, only the lookup; never "Transaction not found"', async () => {
    const made = await bed.guestOrder();
    const forged = { ...returnQuery(made), vnp_ResponseCode: '24' };
    for (const query of [{ transaction_id: made.txnRef, ...forged }, { transaction_id: made.txnRef }]) {
      const html = await resultPage(query, 'en');
      expect(html).toContain('data-testid="payment-result-unverified"');
      expect(html).not.toContain(made.code);
      expect(html).not.toContain('Transaction not found');
      expect(html).toContain('href="/en/tra-cuu-don-hang"');
    }
    // a return signed for another attempt does not speak for this one
    const other = await bed.guestOrder();
    expect(await resultPage({ transaction_id: made.txnRef, ...returnQuery(other, CANCELLED) })).toContain(
      'data-testid="payment-result-unverified"',
    );
  });

  it('"Transaction not found" only for a missing or unknown transaction_id, with the localized hint and the lookup link', async () => {
    for (const [lang, hint] of [
      ['vi', 'Không tìm thấy giao dịch.'],
      ['en', 'Check the link, or find your order with its code and PIN:'],
    ] as const) {
      for (const query of [{}, { transaction_id: '' }, { transaction_id: 'NOSUCHTXN0000000000' }] as Record<string, string>[]) {
        const html = await resultPage(query, lang);
        expect(html).toContain('data-testid="transaction-not-found"');
        expect(text(html)).toContain('Transaction not found');
        expect(text(html)).toContain(hint);
        expect(html).toContain(`href="${lang === 'en' ? '/en' : ''}/tra-cuu-don-hang"`);
      }
    }
  });

  it("the order's own browser (its guest cookie) gets the full result, read in the browser", async () => {
    const made = await bed.guestOrder();
    const [name, value] = made.cookie.split('=') as [string, string];
    jar.set(name, value);
    const html = await resultPage({ transaction_id: made.txnRef, ...returnQuery(made, CANCELLED) });
    expect(html).toContain('data-testid="payment-result-loading"');
  });
});
