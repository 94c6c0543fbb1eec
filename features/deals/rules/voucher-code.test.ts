import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { crockfordOf, VOUCHER_CODE_PATTERN, voucherCodeOf } from './voucher-code';

const digest = (message: string) => createHmac('sha256', 'a test key of at least thirty-two bytes').update(message).digest();

describe('deal voucher codes', () => {
  it('are VV- and three groups of 4 Crockford base32 characters', () => {
    for (let i = 0; i < 200; i += 1) {
      const code = voucherCodeOf(digest(`ORDER${i}:0`));
      expect(code).toMatch(VOUCHER_CODE_PATTERN);
      expect(code).not.toMatch(/[ILOU]/);
      // the hotel checkout's voucher_code field accepts them as they are
      expect(code).toMatch(/^[A-Za-z0-9-]{8,32}$/);
    }
  });
  it('encode the first 60 bits of the digest, 5 bits a character', () => {
    expect(crockfordOf(new Uint8Array(8))).toBe('000000000000');
    expect(crockfordOf(new Uint8Array(8).fill(0xff))).toBe('ZZZZZZZZZZZZ');
    // 0x08 0x42 ... = 00001 00001 00001 ...: every character "1"
    expect(crockfordOf(Uint8Array.from([0x08, 0x42, 0x10, 0x84, 0x21, 0x08, 0x42, 0x10]))).toBe('111111111111');
    expect(() => crockfordOf(new Uint8Array(7))).toThrow();
  });
  it('are the same for the same order and index, and distinct over many', () => {
    expect(voucherCodeOf(digest('ABC123:2'))).toBe(voucherCodeOf(digest('ABC123:2')));
    const codes = new Set<string>();
    for (let order = 0; order < 5_000; order += 1)
      for (let index = 0; index < 4; index += 1) codes.add(voucherCodeOf(digest(`O${order}:${index}`)));
    expect(codes.size).toBe(20_000);
    const random = new Set(Array.from({ length: 20_000 }, () => voucherCodeOf(randomBytes(32))));
    expect(random.size).toBe(20_000);
  });
});
