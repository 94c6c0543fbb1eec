import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import RootLayout from '@/app/[lang]/layout';
import { DemoBanner } from '@/components/layout/demo-banner';
import { resetServerEnvCache } from '@/lib/env/server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

// Issue 32.1: a declared public demo (DEMO_MODE=public) says so on every page, above the header, with noindex.
vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }), headers: async () => new Headers() }));

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ hotels: 0 });
});
afterAll(async () => {
  delete process.env.DEMO_MODE;
  resetServerEnvCache();
  await database.drop();
});

/** The elements directly in the root layout's <body>. */
async function bodyOf(lang: string): Promise<ReactElement<Record<string, unknown>>[]> {
  const html = (await RootLayout({ children: null, params: Promise.resolve({ lang }) })) as ReactElement<{
    children: ReactElement<{ children: ReactNode[] }>;
  }>;
  return [html.props.children.props.children].flat().filter(isValidElement) as ReactElement<Record<string, unknown>>[];
}

describe('the root layout in DEMO_MODE', () => {
  it('shows no banner on a normal site', async () => {
    delete process.env.DEMO_MODE;
    resetServerEnvCache();
    expect((await bodyOf('vi')).some((element) => element.type === DemoBanner)).toBe(false);
  });

  it('puts the banner first in <body>, in the page language, when DEMO_MODE=public', async () => {
    process.env.DEMO_MODE = 'public';
    resetServerEnvCache();
    const [vi, en] = [(await bodyOf('vi'))[0], (await bodyOf('en'))[0]];
    expect(vi?.type).toBe(DemoBanner);
    expect(vi?.props).toEqual({ label: 'Bản demo', text: 'Bản demo: không có thanh toán thật. Không đặt phòng hay trả tiền thật ở đây.' });
    expect(en?.props).toEqual({ label: 'Demo', text: 'Demo: no real payments. Nothing booked or paid here is real.' });
  });
});
