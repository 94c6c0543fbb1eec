import { describe, expect, it } from 'vitest';
import { normalizeVnMobile, vnMobileSchema } from './vn-phone';

describe('normalizeVnMobile', () => {
  it('stores every way of writing a Vietnamese mobile number as +84 and 9 digits', () => {
    for (const input of [
      '0901234567',
      '+84901234567',
      '84901234567',
      '090 123 4567',
      '090.123.4567',
      ' 0901-234-567 ',
      '(+84) 901 234 567',
    ]) {
      expect(normalizeVnMobile(input), input).toBe('+84901234567');
    }
    for (const prefix of ['03', '05', '07', '08', '09'])
      expect(normalizeVnMobile(`${prefix}12345678`)).toBe(`+84${prefix.slice(1)}12345678`);
  });

  it('refuses landlines, other countries, wrong lengths and letters', () => {
    for (const input of [
      '',
      '02412345678',
      '0412345678',
      '090123456',
      '09012345678',
      '+1901234567',
      '+8490123456a',
      '0061234567',
      '++84901234567',
    ]) {
      expect(normalizeVnMobile(input), input).toBeNull();
    }
  });
});

describe('vnMobileSchema', () => {
  it('stores the +84 form and fails with the given message', () => {
    const schema = vnMobileSchema('Số sai');
    expect(schema.parse('090 123 4567')).toBe('+84901234567');
    const failed = schema.safeParse('12345');
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0]?.message).toBe('Số sai');
  });
});
