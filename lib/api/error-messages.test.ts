import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './error-codes';
import { ERROR_MESSAGES, fieldMessageError, messageError, messageText, type ErrorMessageKey } from './error-messages';

const places = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('specific error messages', () => {
  it('each has a known code and a text in both languages with the same places', () => {
    for (const key of Object.keys(ERROR_MESSAGES) as ErrorMessageKey[]) {
      const { code, vi, en } = ERROR_MESSAGES[key];
      expect(ERROR_CODES[code], key).toBeDefined();
      expect(vi.trim(), key).not.toBe('');
      expect(en.trim(), key).not.toBe('');
      expect(places(en), key).toEqual(places(vi));
    }
  });

  it("fills the places and makes the code's error with the Vietnamese text", () => {
    expect(messageText('dealOnlyLeft', 'en', { left: 2 })).toBe('Sorry, this deal has only 2 left');
    const error = messageError('dealOnlyLeft', { left: 2 }, [{ path: 'quantity_left', message: '2' }]);
    expect([error.errorCode, error.httpStatus, error.message, error.errors]).toEqual([
      'DEAL_SOLD_OUT',
      409,
      'Rất tiếc, ưu đãi này chỉ còn 2 suất',
      [{ path: 'quantity_left', message: '2' }],
    ]);
    expect(fieldMessageError('comboNotOfDeal', 'deal_id').errors).toEqual([{ path: 'deal_id', message: 'Combo không thuộc ưu đãi này' }]);
  });
});
