import { test } from '@playwright/test';

test('which code fetches blob:', async ({ page }) => {
  page.on('console', (m) => console.log(`CONSOLE ${m.type()} ${m.text()}`));
  page.on('pageerror', (e) => console.log(`PAGEERROR ${e.message}`));
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __log: string[] }).__log = log;
    document.addEventListener('securitypolicyviolation', (e) => log.push(`VIOLATION ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`));
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
      log.push(`XHR ${method} ${String(url)} ${new Error().stack?.split('\n').slice(1, 4).join(' | ')}`);
      return (open as (...a: unknown[]) => void).call(this, method, url, ...rest);
    } as typeof XMLHttpRequest.prototype.open;
    const create = URL.createObjectURL;
    URL.createObjectURL = (obj: Blob | MediaSource) => {
      const u = create(obj);
      log.push(`CREATE ${u} ${(obj as Blob).type} ${(obj as Blob).size} ${new Error().stack?.split('\n').slice(1, 3).join(' | ')}`);
      return u;
    };
    const f = window.fetch;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      log.push(`FETCH ${url} ${new Error().stack?.split('\n').slice(1, 4).join(' | ')}`);
      return f(input, init);
    };
  });
  const body = (await (await page.request.get('/api/v2-hotel/hotels/search?keyword=da-nang&page=1')).json()) as { data: { hotels: { id: number; slug: string; tags: string[] }[] } };
  let hotel = body.data.hotels.find((h) => h.tags.includes('has-360img'));
  for (let p = 2; !hotel && p < 6; p++) {
    const b = (await (await page.request.get(`/api/v2-hotel/hotels/search?keyword=ho-chi-minh&page=${p}`)).json()) as typeof body;
    hotel = b.data.hotels.find((h) => h.tags.includes('has-360img'));
  }
  await page.goto(`/khach-san/vn/${hotel!.slug}-${hotel!.id}`);
  await page.getByTestId('gallery-360').click();
  await page.waitForTimeout(4000);
  await page.screenshot({ path: '/tmp/pano-view.png' });
  console.log(await page.evaluate(async (url) => {
    const blob = await (await fetch(url)).blob();
    const ok = await new Promise((resolve) => { const img = document.createElement('img'); img.onload = () => resolve(`img ok ${img.naturalWidth}x${img.naturalHeight} type=${blob.type}`); img.onerror = () => resolve(`img error type=${blob.type}`); img.src = URL.createObjectURL(blob); });
    return ok;
  }, `/media/hotels/${hotel!.id}-360-1.svg`));
  console.log((await page.evaluate(() => (window as unknown as { __log: string[] }).__log)).join('\n'));
});
