import { describe, expect, it } from 'vitest';
import { bankNameEn, branchNameEn } from './bank-names';

const VIETNAMESE = /[ăâđêôơưàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ]/i;

describe('bank and branch names in English (issue 34)', () => {
  it('names every seeded bank by its registered English name, an unknown one by its short name', () => {
    for (const code of ['VCB', 'CTG', 'BIDV', 'TCB', 'MB', 'ACB', 'VPB', 'TPB', 'STB', 'VBA', 'VIB', 'HDB']) {
      const name = bankNameEn({ code, shortName: code });
      expect(name).toMatch(/Bank/);
      expect(name).not.toMatch(VIETNAMESE);
    }
    expect(bankNameEn({ code: 'VCB', shortName: 'Vietcombank' })).toBe('Joint Stock Commercial Bank for Foreign Trade of Vietnam');
    expect(bankNameEn({ code: 'XYZ', shortName: 'NewBank' })).toBe('NewBank');
  });

  it('writes a branch as "<bank> <place> Branch", places in their English form', () => {
    expect(branchNameEn('Vietcombank chi nhánh Hà Nội')).toBe('Vietcombank Hanoi Branch');
    expect(branchNameEn('BIDV chi nhánh TP. Hồ Chí Minh')).toBe('BIDV Ho Chi Minh City Branch');
    expect(branchNameEn('ACB chi nhánh Đà Nẵng')).toBe('ACB Da Nang Branch');
    expect(branchNameEn('Chi nhánh Hồ Chí Minh')).toBe('Ho Chi Minh City Branch');
    expect(branchNameEn('MB chi nhánh Cần Thơ')).toBe('MB Can Tho Branch');
    expect(branchNameEn('Sở giao dịch')).toBe('So giao dich');
  });
});
