import { describe, expect, it } from 'vitest';
import { alternates } from './alternates';

describe('alternates', () => {
  it('gives the canonical of the page language and hreflang for both, Vietnamese as x-default', () => {
    expect(alternates('en', '/khach-san/hue')).toEqual({
      canonical: '/en/khach-san/hue',
      languages: { vi: '/khach-san/hue', en: '/en/khach-san/hue', 'x-default': '/khach-san/hue' },
    });
    expect(alternates('vi', '/').canonical).toBe('/');
  });
});
