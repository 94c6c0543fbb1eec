import { describe, expect, it } from 'vitest';
import { emailError, localPhone, nameError, phoneError, phoneForApi, specialRequestsError } from './field-rules';

describe('receiver form field rules', () => {
  it('wants a full name with family and given name', () => {
    expect(nameError('')).toBe('errors.nameRequired');
    expect(nameError('   ')).toBe('errors.nameRequired');
    expect(nameError('Nguyễn')).toBe('errors.nameBothParts');
    expect(nameError('Nguyễn Văn An')).toBeNull();
    expect(nameError("Đặng Thị O'Neil-Ánh")).toBeNull();
  });

  it('refuses digits, symbols, control characters and parts over 50 characters', () => {
    expect(nameError('Nguyen 123')).toBe('errors.nameInvalid');
    expect(nameError('Nguyen <b>An</b>')).toBe('errors.nameInvalid');
    expect(nameError('Nguyen\u0007 An')).toBe('errors.nameInvalid');
    expect(nameError(`Nguyễn ${'a'.repeat(51)}`)).toBe('errors.nameTooLong');
    expect(nameError(`Nguyễn ${'a'.repeat(50)}`)).toBeNull();
  });

  it('reads the phone after the fixed +84 prefix, with or without the leading 0', () => {
    expect(phoneForApi('901234567')).toBe('+84901234567');
    expect(phoneForApi('0901 234 567')).toBe('+84901234567');
    expect(phoneForApi('+84 90 123 4567')).toBe('+84901234567');
    expect(phoneForApi('12345')).toBeNull();
    expect(phoneForApi('241234567')).toBeNull();
    expect(phoneError('')).toBe('errors.phoneRequired');
    expect(phoneError('12345')).toBe('errors.phoneInvalid');
    expect(phoneError('912345678')).toBeNull();
  });

  it('shows a stored +84 number as the part after the prefix', () => {
    expect(localPhone('+84901234567')).toBe('901234567');
    expect(localPhone(null)).toBe('');
    expect(localPhone('abc')).toBe('abc');
  });

  it('checks the email', () => {
    expect(emailError('')).toBe('errors.emailRequired');
    expect(emailError('an@example')).toBe('errors.emailInvalid');
    expect(emailError('an example@x.vn')).toBe('errors.emailInvalid');
    expect(emailError('an.nguyen@example.com.vn')).toBeNull();
    expect(emailError(`${'a'.repeat(250)}@x.vn`)).toBe('errors.emailInvalid');
  });

  it('bounds special requests at 500 characters, line breaks allowed', () => {
    expect(specialRequestsError('Phòng tầng cao\nKhông hút thuốc')).toBeNull();
    expect(specialRequestsError('a'.repeat(500))).toBeNull();
    expect(specialRequestsError('a'.repeat(501))).toBe('errors.specialRequestsTooLong');
    expect(specialRequestsError('x\u0000')).toBe('errors.specialRequestsInvalid');
  });
});
