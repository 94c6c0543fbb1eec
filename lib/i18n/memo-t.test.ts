import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { memoizePlainT } from './memo-t';

const words = {
  common: { hello: 'Xin chào', named: 'Chào {{name}}', nights_one: '{{count}} đêm', nights_other: '{{count}} đêm nữa', nested: { a: 'A' } },
  orders: { hello: 'Đơn hàng' },
};

function make() {
  const plain = createInstance();
  void plain.init({ lng: 'vi', resources: { vi: words }, ns: ['common', 'orders'], defaultNS: 'common', initAsync: false });
  const memo = memoizePlainT(createInstance());
  void memo.init({ lng: 'vi', resources: { vi: words }, ns: ['common', 'orders'], defaultNS: 'common', initAsync: false });
  return { plain, memo };
}

describe('memoizePlainT', () => {
  it('answers every kind of call as i18next does, the second time too', () => {
    const { plain, memo } = make();
    for (const ns of ['common', 'orders', ['orders', 'common']] as const) {
      const a = plain.getFixedT('vi', ns as never);
      const b = memo.getFixedT('vi', ns as never);
      for (let round = 0; round < 2; round++) {
        expect(b('hello')).toBe(a('hello'));
        expect(b('named', { name: 'An' })).toBe(a('named', { name: 'An' }));
        expect(b('nights', { count: 1 })).toBe(a('nights', { count: 1 }));
        expect(b('nights', { count: 3 })).toBe(a('nights', { count: 3 }));
        expect(b('nested.a')).toBe(a('nested.a'));
        expect(b('missing.key')).toBe(a('missing.key'));
        expect(b('orders:hello')).toBe(a('orders:hello'));
        expect(b('nested', { returnObjects: true })).toEqual(a('nested', { returnObjects: true }));
        expect(b('named', { name: 'Bình', lng: 'vi' })).toBe(a('named', { name: 'Bình', lng: 'vi' }));
      }
    }
  });

  it('keeps namespaces and key prefixes apart', () => {
    const { memo } = make();
    expect(memo.getFixedT('vi', 'common')('hello')).toBe('Xin chào');
    expect(memo.getFixedT('vi', 'orders')('hello')).toBe('Đơn hàng');
    expect(memo.getFixedT('vi', 'common', 'nested')('a')).toBe('A');
    expect(memo.getFixedT('vi', 'common')('hello')).toBe('Xin chào');
  });
});
