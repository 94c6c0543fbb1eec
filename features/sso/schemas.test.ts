import { describe, expect, it } from 'vitest';
import { registerBodySchema, resetPasswordBodySchema } from './schemas';

const valid = { email: ' Lan@Example.COM ', password: 'Hanoi-Pho-2026', first_name: ' Lan ', last_name: 'Phạm', phone: '0912345678' };
const errorsOf = (body: unknown, lang: 'vi' | 'en' = 'vi') => {
  const parsed = registerBodySchema(lang).safeParse(body);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('registration rules', () => {
  it('normalises email (trimmed, lower case), names and phone', () => {
    expect(registerBodySchema('vi').parse(valid)).toMatchObject({ email: 'lan@example.com', first_name: 'Lan', phone: '+84912345678' });
  });

  it.each([
    ['0912345678', '+84912345678'],
    ['+84912345678', '+84912345678'],
    ['84 912 345 678', '+84912345678'],
    ['0312.345.678', '+84312345678'],
    ['058-123-4567', '+84581234567'],
    ['0701234567', '+84701234567'],
    ['0861234567', '+84861234567'],
  ])('accepts the mobile number %s as %s', (phone, stored) => {
    expect(registerBodySchema('vi').parse({ ...valid, phone }).phone).toBe(stored);
  });

  it.each(['0212345678', '0412345678', '0612345678', '091234567', '09123456789', '+8512345678', 'abc', ''])(
    'refuses %j as a phone',
    (phone) => {
      expect(errorsOf({ ...valid, phone }).phone).toMatch(/Số điện thoại/);
    },
  );

  it.each(['Lan\u0000', 'L\u0001an', 'La\nn', 'Lan\u0085'])(
    'refuses the control character of %j in a name (PostgreSQL refuses NUL in text)',
    (name) => {
      expect(errorsOf({ ...valid, first_name: name }).first_name).toBe('Tên chứa ký tự không hợp lệ');
      expect(errorsOf({ ...valid, last_name: name }, 'en').last_name).toBe('The name contains characters that are not allowed');
    },
  );

  it('wants 8 characters and no common password, said in Vietnamese or English', () => {
    expect(errorsOf({ ...valid, password: 'Ab1@xyz' }).password).toBe('Mật khẩu cần ít nhất 8 ký tự');
    expect(errorsOf({ ...valid, password: 'Ab1@xyz' }, 'en').password).toBe('The password needs at least 8 characters');
    for (const common of ['password', 'Password123', '12345678', 'qwerty123', 'MATKHAU123', 'iloveyou']) {
      expect(errorsOf({ ...valid, password: common }).password, common).toMatch(/phổ biến/);
    }
    expect(errorsOf({ ...valid, password: 'x'.repeat(129) }).password).toMatch(/quá dài/);
    expect(errorsOf({ ...valid, password: 'Bánh-mì-Hội-An' })).toEqual({});
  });

  it('names every bad field', () => {
    expect(Object.keys(errorsOf({ email: 'nope', password: '', first_name: '', phone: '1' })).sort()).toEqual([
      'email',
      'first_name',
      'last_name',
      'password',
      'phone',
    ]);
  });

  it('applies the same password rules to a reset', () => {
    expect(resetPasswordBodySchema('vi').safeParse({ token: 'x'.repeat(43), password: 'password1' }).success).toBe(false);
    expect(resetPasswordBodySchema('vi').safeParse({ token: 'x'.repeat(43), password: 'Sao-Mai-2026' }).success).toBe(true);
  });
});
