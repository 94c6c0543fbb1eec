import { describe, expect, it } from 'vitest';
import { providerNote, providerNoteKind } from './provider-note';

describe('provider notes (spec 9), describing the price as shown (issue 33)', () => {
  it('classes expedia and rapid as quoting fees and taxes without VAT, whatever the flags say', () => {
    for (const provider of ['expedia', 'rapid', 'Expedia']) {
      for (const includedFee of [true, false]) {
        for (const includedVat of [true, false]) {
          expect(providerNoteKind({ provider, includedFee, includedVat })).toBe('third-party');
        }
      }
    }
    expect(providerNote({ provider: 'rapid', includedFee: true, includedVat: false }, 'vi')).toBe(
      'Giá đã bao gồm phí dịch vụ và VAT (nhà cung cấp báo giá đã gồm thuế và phí, chưa gồm VAT; VAT được cộng vào)',
    );
  });

  it('never says "not included" under a price with taxes and fees: it names what was added to the quote', () => {
    const note = (includedFee: boolean, includedVat: boolean) => providerNote({ provider: 'direct', includedFee, includedVat }, 'en');
    expect(note(true, true)).toBe('Price includes the service fee and VAT');
    expect(note(true, false)).toBe("Price includes the service fee and VAT (VAT added to the provider's price)");
    expect(note(false, true)).toBe("Price includes the service fee and VAT (service fee added to the provider's price)");
    expect(note(false, false)).toBe("Price includes the service fee and VAT (service fee and VAT added to the provider's price)");
    for (const includedFee of [true, false]) {
      for (const includedVat of [true, false]) {
        for (const lang of ['vi', 'en'] as const) {
          expect(providerNote({ provider: 'direct', includedFee, includedVat }, lang)).not.toMatch(
            /chưa bao gồm phí dịch vụ|not the service fee|does not include/,
          );
        }
      }
    }
  });

  it('under a price before taxes and fees says it includes neither, whatever the provider quoted', () => {
    expect(providerNote({ provider: 'direct', includedFee: true, includedVat: true }, 'vi', 'exclusive')).toBe(
      'Giá chưa bao gồm phí dịch vụ và VAT',
    );
    expect(providerNote({ provider: 'expedia', includedFee: true, includedVat: false }, 'en', 'exclusive')).toBe(
      'Price does not include the service fee or VAT',
    );
  });
});
