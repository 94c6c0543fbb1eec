import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as loginRoute from '@/app/sso/login/route';
import * as registerRoute from '@/app/sso/register/route';
import { startApiServer } from '../helpers/api-server';

/** The "back" link of the SSO placeholder page, as a browser would read it (entities decoded). */
function backHref(html: string): string {
  const href = /<a href="([^"]*)" data-testid="sso-back"/.exec(html)?.[1];
  if (href === undefined) throw new Error('no back link');
  return href.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

const ATTACKS = [
  '/.//evil.com',
  '/./\\evil.com',
  '//evil.com',
  '///evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  '\\/evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r\n/evil.com',
  ' //evil.com',
  'https:evil.com',
  'https://evil.com/',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://SITE@evil.com',
  'http://evil.com@SITE/x',
  'http://user:pass@SITE/x',
  'http://SITE.evil.com/',
  'http://localhost:1/x',
  'https://SITE/x',
  `/${'a'.repeat(5000)}`,
  '/x\u0000//evil.com',
  '/x\u0000',
  'ftp://SITE/x',
];

describe('GET /sso/login and /sso/register: callbackUrl stays on this site', () => {
  let api: Awaited<ReturnType<typeof startApiServer>>;
  let site: string;
  const back = async (page: 'login' | 'register', callbackUrl: string) => {
    const response = await fetch(`${api.url}/sso/${page}?callbackUrl=${encodeURIComponent(callbackUrl)}`);
    expect(response.status).toBe(200);
    return { href: backHref(await response.text()), csp: response.headers.get('content-security-policy') };
  };

  beforeAll(async () => {
    api = await startApiServer({ '/sso/login': loginRoute, '/sso/register': registerRoute });
    site = new URL(api.url).host;
  });
  afterAll(async () => {
    await api.close();
  });

  for (const page of ['login', 'register'] as const) {
    it(`/sso/${page} falls back to the home page for every way out`, async () => {
      for (const attack of ATTACKS) {
        const { href } = await back(page, attack.replaceAll('SITE', site));
        expect(href, JSON.stringify(attack)).toBe('/');
      }
    });

    it(`/sso/${page} keeps this site's addresses, rebuilt from the resolved URL`, async () => {
      const cases: [string, string][] = [
        [`${api.url}/en?utm_source=test&x=đ#top`, '/en?utm_source=test&x=%C4%91#top'],
        ['/khach-san/da-nang?nights=2', '/khach-san/da-nang?nights=2'],
        ['/a/../b/./c', '/b/c'],
        ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
        ['/%5Cevil.com', '/%5Cevil.com'],
        ['/%09/evil.com', '/%09/evil.com'],
        // same scheme as the site: a relative address in the URL standard, so a path of this site
        ['http:/evil.com', '/evil.com'],
        ['khach-san', '/khach-san'],
        // SITE_URL's origin is this site too (unset in tests: http://localhost:<PORT or 3000>)
        [`${new URL(process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).origin}/en`, '/en'],
      ];
      for (const [input, expected] of cases) {
        const { href } = await back(page, input);
        expect(href, input).toBe(expected);
        // what a browser does with the link: it stays on the site
        expect(new URL(href, api.url).origin).toBe(api.url);
      }
    });

    it(`/sso/${page} is an HTML page with a CSP that allows no script`, async () => {
      const { csp } = await back(page, '/');
      expect(csp).toMatch(/default-src 'none'/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).not.toMatch(/script-src|unsafe-inline/);
    });
  }
});
