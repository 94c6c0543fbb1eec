import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import OrderPage, { generateMetadata as orderMetadata } from '@/app/[lang]/don-hang/[code]/page';
import PaymentResultPage from '@/app/[lang]/thanh-toan/ket-qua/page';
import LookupPage from '@/app/[lang]/tra-cuu-don-hang/page';
import AccountOrderPage from '@/app/[lang]/tai-khoan/don-hang/[orderNumber]/page';
import { orders } from '@/features/orders/db';
import { signOrderToken } from '@/features/orders/server';
import { sharedCacheMatch } from '@/lib/http-cache/shared-cache-rules';
import { TestProviders } from '../helpers/render-with-providers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

// a guest without cookies (the pages read the request's cookies; here there is no request)
vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }), headers: async () => new Headers() }));
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useRouter: () => ({ push: () => {}, refresh: () => {} }),
}));

type Search = Record<string, string>;

/** Renders a page the way Next does, or tells the 404 / redirect it threw (their digests name them). */
async function load(
  page: () => Promise<ReactElement | void>,
  lang: 'vi' | 'en' = 'vi',
): Promise<{ status: number; html: string; location?: string }> {
  try {
    const element = (await page()) ?? null;
    // eslint-disable-next-line react/no-children-prop
    return { status: 200, html: renderToString(createElement(TestProviders, { lang, children: element })) };
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? '';
    if (digest.endsWith(';404')) return { status: 404, html: '' };
    const redirect = /^NEXT_REDIRECT;\w+;([^;]+);(\d{3});/.exec(digest);
    if (redirect) return { status: Number(redirect[2]), html: '', location: redirect[1] };
    throw error;
  }
}

const orderPage = (code: string, search: Search = {}, lang: 'vi' | 'en' = 'vi') =>
  load(() => OrderPage({ params: Promise.resolve({ lang, code }), searchParams: Promise.resolve(search) }), lang);

describe(`order pages [${process.env.TEST_DB_KIND}]`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase({ hotels: 0 });
    // a member's order: nobody else opens it without its link
    await database.handle.db.insert(orders).values({
      orderNumber: 'VVTHEIRS1',
      userId: 901,
      productType: 'hotel',
      status: 'pending',
      title: 'Khách sạn A',
      totalVnd: 1_000_000,
    });
  });
  afterAll(async () => {
    await database.drop();
  });

  it('the order page is a 404 for a malformed code, an unknown code, and a code the viewer cannot see (the same answer)', async () => {
    expect((await orderPage('not-a-code')).status).toBe(404);
    expect((await orderPage('ZZZZZZ99')).status).toBe(404);
    expect((await orderPage('VVTHEIRS1')).status).toBe(404);
    // a link signed for another order opens nothing here, nor does a forged one
    expect((await orderPage('VVTHEIRS1', { token: await signOrderToken('VVOTHER01', 'manage') })).status).toBe(404);
    expect((await orderPage('VVTHEIRS1', { token: 'x'.repeat(40) }, 'en')).status).toBe(404);
  });

  it('order pages are never indexed nor shared-cached (they read cookies)', async () => {
    const metadata = await orderMetadata({ params: Promise.resolve({ lang: 'vi', code: 'VVTHEIRS1' }), searchParams: Promise.resolve({}) });
    expect(metadata.robots).toEqual({ index: false, follow: false });
    for (const url of [
      '/don-hang/VVTHEIRS1',
      '/en/don-hang/VVTHEIRS1',
      '/thanh-toan/ket-qua?transaction_id=TX0001AB',
      '/tra-cuu-don-hang',
    ]) {
      expect(sharedCacheMatch({ method: 'GET', url, headers: {} }, '2026-11-24', undefined, { signedInPages: true }), url).toBeNull();
    }
  });

  it('the payment result without transaction_id, or with an unknown one, says "Transaction not found"', async () => {
    const none = await load(() => PaymentResultPage({ params: Promise.resolve({ lang: 'vi' }), searchParams: Promise.resolve({}) }));
    expect(none.status).toBe(200);
    expect(none.html).toContain('Transaction not found');
    expect(none.html).toContain('Không tìm thấy giao dịch.');
    const english = await load(
      () => PaymentResultPage({ params: Promise.resolve({ lang: 'en' }), searchParams: Promise.resolve({ transaction_id: '' }) }),
      'en',
    );
    expect(english.html).toContain('Transaction not found');
    const one = await load(() =>
      PaymentResultPage({ params: Promise.resolve({ lang: 'vi' }), searchParams: Promise.resolve({ transaction_id: 'TX0001AB' }) }),
    );
    expect(one.html).toContain('data-testid="transaction-not-found"');
    expect(one.html).toContain('Không tìm thấy giao dịch.');
  });

  it('find my order renders its form; the account order address redirects to the one order page', async () => {
    const lookup = await load(() => LookupPage({ params: Promise.resolve({ lang: 'vi' }) }));
    expect(lookup.html).toContain('Tra cứu đơn hàng');
    expect(lookup.html).toContain('Mã PIN');
    const moved = await load(() => AccountOrderPage({ params: Promise.resolve({ lang: 'en', orderNumber: 'VVTHEIRS1' }) }));
    expect(moved).toMatchObject({ status: 308, location: '/en/don-hang/VVTHEIRS1' });
    expect((await load(() => AccountOrderPage({ params: Promise.resolve({ lang: 'vi', orderNumber: 'VV-1' }) }))).status).toBe(404);
  });
});
