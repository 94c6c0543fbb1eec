import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('cuts text around http(s) links and leaves the closing punctuation out of them', () => {
    expect(linkify('Xem đơn hàng: http://localhost:3000/don-hang/HABC?token=x.y.z.\nCảm ơn')).toEqual([
      { kind: 'text', value: 'Xem đơn hàng: ' },
      { kind: 'link', href: 'http://localhost:3000/don-hang/HABC?token=x.y.z' },
      { kind: 'text', value: '.\nCảm ơn' },
    ]);
  });

  it('never makes a link of another scheme', () => {
    expect(linkify('javascript:alert(1) and ftp://x')).toEqual([{ kind: 'text', value: 'javascript:alert(1) and ftp://x' }]);
  });
});
