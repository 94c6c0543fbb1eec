import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';

/** The first hotel linked from the Đà Nẵng listing (path and query as the card writes it). */
async function firstHotelHref(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/khach-san/da-nang')).text();
  const href = html.match(/href="(\/khach-san\/[a-z]{2}\/[^"]+-\d+\?[^"]*)"/)?.[1];
  expect(href).toBeTruthy();
  return (href ?? '').replace(/&amp;/g, '&');
}

test.describe('hotel page', () => {
  test('first-load JS (gzip of its script tags) is reported', async ({ request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'measured once');
    const html = await (await request.get(await firstHotelHref(request))).text();
    const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].filter((m) => !/\bnomodule\b/i.test(m[0]));
    let gz = 0;
    for (const src of new Set(tags.map((m) => m[1] ?? ''))) gz += gzipSync(Buffer.from(await (await request.get(src)).body())).length;
    testInfo.annotations.push({ type: 'first-load-js', description: `${(gz / 1024).toFixed(1)} KB gz` });
    console.log(`hotel page first-load JS: ${(gz / 1024).toFixed(1)} KB gz`);
    expect(gz).toBeGreaterThan(0);
  });
});
