import { describe, expect, it } from 'vitest';
import { profileBodySchema } from './schemas';

const good = { first_name: ' Văn An ', last_name: 'Nguyễn', gender: 'male', phone: '+84 90 123 4567' };

describe('profileBodySchema', () => {
  it('trims names and stores the phone as +84', () => {
    expect(profileBodySchema.parse(good)).toEqual({ first_name: 'Văn An', last_name: 'Nguyễn', gender: 'male', phone: '+84901234567' });
    expect(profileBodySchema.parse({ ...good, phone: '0381234567' }).phone).toBe('+84381234567');
  });

  it.each([
    ['phone', { ...good, phone: '0201234567' }, 'Số điện thoại'],
    ['phone', { ...good, phone: '' }, 'Số điện thoại'],
    ['first_name', { ...good, first_name: '' }, 'Tên'],
    ['first_name', { ...good, first_name: 'a'.repeat(51) }, '50'],
    ['last_name', { ...good, last_name: 'Nguyễn\nVăn' }, 'Họ'],
    ['last_name', { ...good, last_name: 'x\u009b' }, 'Họ'],
    ['gender', { ...good, gender: 'unknown' }, 'Giới tính'],
  ])('rejects a bad %s with a Vietnamese field message', (field, body, words) => {
    const parsed = profileBodySchema.safeParse(body);
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues.find((candidate) => candidate.path[0] === field);
    expect(issue?.message).toContain(words);
  });

  it('accepts 50 characters and rejects unknown fields', () => {
    expect(profileBodySchema.safeParse({ ...good, first_name: 'a'.repeat(50) }).success).toBe(true);
    expect(profileBodySchema.safeParse({ ...good, email: 'x@example.com' }).success).toBe(false);
  });
});
