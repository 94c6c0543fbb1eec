import { describe, expect, it } from 'vitest';
import { crc16Ccitt, transferPurpose, vietQrPayload } from './payload';

describe('VietQR', () => {
  it('computes CRC-16/CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });

  it('reproduces the example of github.com/subiz/vietqr README (120.000 to VietinBank 0011001932418, "ủng hộ lũ lụt")', () => {
    expect(vietQrPayload({ bin: '970415', accountNumber: '0011001932418', amountVnd: 120_000, content: 'ủng hộ lũ lụt' })).toBe(
      '00020101021238570010A00000072701270006970415011300110019324180208QRIBFTTA530370454061200005802VN62170813ung ho lu lut6304C15C',
    );
  });

  it('reproduces the example of the vietnam_qr_pay Ruby gem README (10.000 to ACB 257678859, "Chuyen tien")', () => {
    expect(vietQrPayload({ bin: '970416', accountNumber: '257678859', amountVnd: 10_000, content: 'Chuyen tien' })).toBe(
      '00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA53037045405100005802VN62150811Chuyen tien630453E6',
    );
  });

  it('agrees with the CRC of a published static payload (github.com/thanhtinhpas1/vietqr-parser README)', () => {
    expect(crc16Ccitt('00020001021238570010A00000072701270006970436011308810004580860208QRIBFTTA53037045802VN6304')).toBe('CD60');
  });

  it('puts the order code as the purpose and ends with 6304 + its CRC', () => {
    const payload = vietQrPayload({ bin: '970436', accountNumber: '0071000123456', amountVnd: 2_150_000, content: 'HABCDEFGH2' });
    expect(payload).toContain('62140810HABCDEFGH2');
    expect(payload).toContain('54072150000');
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(payload.slice(-4)).toBe(crc16Ccitt(payload.slice(0, -4)));
  });

  it('keeps the purpose to 25 ASCII characters and refuses impossible input', () => {
    expect(transferPurpose('Đơn #H12, "phòng" đôi — thêm giường phụ')).toBe('Don H12 phong doi  them g');
    expect(() => vietQrPayload({ bin: '97', accountNumber: '1', amountVnd: 1, content: '' })).toThrow();
    expect(() => vietQrPayload({ bin: '970436', accountNumber: '1', amountVnd: 0, content: '' })).toThrow();
  });
});
