import { describe, expect, it } from 'vitest';
import { guestCookieHeader, personalizeHtml } from './personalize-page';

const page = (header: string, main = '<p>x</p>') => `<html><body><header>${header}</header><main>${main}</main></body></html>`;
const SLOT = '<div data-auth-slot="guest" class="s"><a>Đăng nhập</a><button><span data-auth-name=""></span></button></div>';

describe('personalizeHtml', () => {
  it('turns the guest slot into the member one and inserts the escaped name', () => {
    expect(personalizeHtml(page(SLOT), { displayName: `Văn "An" <b>&'` })).toBe(
      page(
        '<div data-auth-slot="member" class="s"><a>Đăng nhập</a><button><span data-auth-name="" lang="vi">Văn &quot;An&quot; &lt;b&gt;&amp;&#x27;</span></button></div>',
      ),
    );
  });

  it('marks a name written in Vietnamese lang="vi" (an English page reads it as Vietnamese), another name not', () => {
    expect(personalizeHtml(page(SLOT), { displayName: 'John' })).toContain('<span data-auth-name="">John</span>');
  });

  it('refuses a page whose markers are missing, doubled, or inside the page content', () => {
    expect(personalizeHtml(page('<nav></nav>'), { displayName: 'An' })).toBeNull();
    expect(personalizeHtml(page(SLOT + SLOT), { displayName: 'An' })).toBeNull();
    expect(
      personalizeHtml(page('<div data-auth-slot="guest"></div>', '<span data-auth-name=""></span>'), { displayName: 'An' }),
    ).toBeNull();
  });

  it('bounds the name it inserts', () => {
    expect(personalizeHtml(page(SLOT), { displayName: 'x'.repeat(500) })).toContain(`>${'x'.repeat(80)}</span>`);
  });
});

describe('guestCookieHeader', () => {
  it('keeps only the cookies the shared key holds, as Next reads them', () => {
    expect(guestCookieHeader('accessToken=abc; currency=USD; other=1')).toBe('currency=USD');
    expect(guestCookieHeader('currency=VND; currency=USD')).toBe('currency=USD');
    expect(guestCookieHeader('accessToken=abc')).toBeUndefined();
    expect(guestCookieHeader(undefined)).toBeUndefined();
  });
});
