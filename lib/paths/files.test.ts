import { describe, expect, it } from 'vitest';
import { hotelImagePath, readHotelImageName, sitemapFilePath, ssoUrl } from './files';

describe('ssoUrl', () => {
  it('appends /login and the encoded current address', () => {
    expect(ssoUrl('/sso', 'login', 'http://localhost:3000/khach-san?a=1&b=đ')).toBe(
      '/sso/login?callbackUrl=http%3A%2F%2Flocalhost%3A3000%2Fkhach-san%3Fa%3D1%26b%3D%C4%91',
    );
  });

  it('asks for the English sign-on page from an English page', () => {
    expect(ssoUrl('/sso', 'login', 'http://localhost:3000/en?a=1')).toBe(
      '/sso/login?callbackUrl=http%3A%2F%2Flocalhost%3A3000%2Fen%3Fa%3D1&lang=en',
    );
    expect(ssoUrl('/sso', 'register', '/en/khach-san')).toBe('/sso/register?callbackUrl=%2Fen%2Fkhach-san&lang=en');
    expect(ssoUrl('/sso', 'login', '/enterprise')).toBe('/sso/login?callbackUrl=%2Fenterprise');
  });

  it('does not double the slash of a base ending in /', () => {
    expect(ssoUrl('https://sso.example.com/', 'register', 'https://site/x')).toBe(
      'https://sso.example.com/register?callbackUrl=https%3A%2F%2Fsite%2Fx',
    );
  });
});

describe('generated files', () => {
  it('names hotel pictures and sitemap chunks', () => {
    expect(hotelImagePath(42, 1)).toBe('/media/hotels/42-1.svg');
    expect(hotelImagePath(42, 2, '360')).toBe('/media/hotels/42-360-2.svg');
    expect(sitemapFilePath('hotels-1.xml.gz')).toBe('/sitemaps/hotels-1.xml.gz');
  });
});

describe('readHotelImageName', () => {
  it('reads back exactly the names hotelImagePath writes', () => {
    expect(readHotelImageName('42-1.svg')).toEqual({ hotelId: 42, n: 1, kind: 'photo' });
    expect(readHotelImageName('42-360-2.svg')).toEqual({ hotelId: 42, n: 2, kind: '360' });
  });

  it('refuses every other spelling of a picture', () => {
    for (const file of [
      '042-1.svg',
      '42-01.svg',
      '42-1.SVG',
      '42-1.svg.png',
      '42-180-1.svg',
      '-1.svg',
      `${'9'.repeat(30)}-1.svg`,
      '../42-1.svg',
    ]) {
      expect(readHotelImageName(file)).toBeNull();
    }
  });
});
