import { describe, expect, it } from 'vitest';
import { LANGS } from './config';
import { createI18n } from './create-i18n';
import { createClientI18n } from './i18n-provider';
import { NAMESPACES, RESOURCES } from './resources';

function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
}
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

// The browser's instance holds only the namespaces a page is given and no fallback language: it must answer as the
// server's instance (every namespace, vi as fallback) does for every key the page can show.
describe('the client i18next instance answers as the server one', () => {
  for (const lang of LANGS) {
    const i18n = createI18n(lang);
    for (const ns of NAMESPACES) {
      it(`${lang}/${ns}: every key, with and without counts and values`, () => {
        const ours = createClientI18n(lang, { [ns]: RESOURCES[lang][ns] }).getFixedT(lang, ns);
        const theirs = i18n.getFixedT(lang, ns);
        const keys = [...new Set(leafKeys(RESOURCES[lang][ns]).map(baseKey))];
        for (const key of keys) {
          const values = { location: 'Đà Nẵng', price: '1.000.000 ₫', name: 'Khách sạn A', min: 'x', max: 'y', from: '01/02', to: '03/02' };
          for (const options of [undefined, values, ...[0, 1, 2, 21].map((count) => ({ ...values, count }))]) {
            expect(ours(key, options), `${key} ${JSON.stringify(options)}`).toBe(theirs(key, options));
          }
        }
      });
    }
  }

  it('falls back to defaultValue, then to the key', () => {
    const ours = createClientI18n('vi', { hotelList: RESOURCES.vi.hotelList }).getFixedT('vi', 'hotelList');
    const theirs = createI18n('vi').getFixedT('vi', 'hotelList');
    for (const [key, options] of [
      ['type.castle', { defaultValue: 'Lâu đài' }],
      ['no.such.key', undefined],
    ] as const) {
      expect(ours(key, options)).toBe(theirs(key, options));
    }
  });
});
