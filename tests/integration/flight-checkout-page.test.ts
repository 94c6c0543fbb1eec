import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import CheckoutPage, { generateMetadata } from '@/app/[lang]/ve-may-bay/dat-ve/[id]/page';
import { TestProviders } from '../helpers/render-with-providers';

vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useRouter: () => ({ push: () => {}, refresh: () => {} }),
}));

const ID = '7b0e6b8a-3c1f-4f7e-9d55-2a1d7f0c9e11';

/** Renders the page as Next does, or tells the 404 it threw. */
async function load(lang: string, id: string, search: Record<string, string> = {}): Promise<{ status: number; html: string }> {
  try {
    const element: ReactElement = await CheckoutPage({ params: Promise.resolve({ lang, id }), searchParams: Promise.resolve(search) });
    // eslint-disable-next-line react/no-children-prop
    return { status: 200, html: renderToString(createElement(TestProviders, { lang: lang === 'en' ? 'en' : 'vi', children: element })) };
  } catch (error) {
    if (((error as { digest?: string }).digest ?? '').endsWith(';404')) return { status: 404, html: '' };
    throw error;
  }
}

describe('flight checkout page (/ve-may-bay/dat-ve/<id>)', () => {
  it('is a 404 for anything but a request id, or an unknown language, without asking the API', async () => {
    expect((await load('vi', 'not-a-request')).status).toBe(404);
    expect((await load('fr', ID)).status).toBe(404);
  });

  it('is never indexed, titled in the page language', async () => {
    expect(await generateMetadata({ params: Promise.resolve({ lang: 'vi', id: ID }), searchParams: Promise.resolve({}) })).toEqual({
      title: 'Đặt vé máy bay',
      robots: { index: false, follow: false },
    });
    expect((await generateMetadata({ params: Promise.resolve({ lang: 'en', id: ID }), searchParams: Promise.resolve({}) })).title).toBe(
      'Book flights',
    );
  });

  it('renders the loading state first: the owner’s request is read in the browser', async () => {
    const page = await load('vi', ID, { step: '2' });
    expect(page.status).toBe(200);
    expect(page.html).toContain('aria-busy="true"');
    expect(page.html).toContain('Đang tải thông tin đặt vé…');
  });
});
