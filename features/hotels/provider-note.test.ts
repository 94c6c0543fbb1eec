import { describe, expect, it } from 'vitest';
import { providerNote, providerNoteKind } from './provider-note';

describe('provider notes (spec 9)', () => {
  it('says fees and taxes are included but VAT is not for expedia and rapid, whatever the flags say', () => {
    for (const provider of ['expedia', 'rapid', 'Expedia']) {
      for (const includedFee of [true, false]) {
        for (const includedVat of [true, false]) {
          expect(providerNoteKind({ provider, includedFee, includedVat })).toBe('third-party');
        }
      }
    }
    expect(providerNote({ provider: 'rapid', includedFee: true, includedVat: false }, 'vi')).toBe('Giá đã bao gồm thuế và phí, chưa bao gồm VAT');
  });

  it('matches the message to each combination of fee and VAT for other providers', () => {
    const note = (includedFee: boolean, includedVat: boolean) => providerNote({ provider: 'direct', includedFee, includedVat }, 'en');
    expect(note(true, true)).toBe('Price includes the service fee and VAT');
    expect(note(true, false)).toBe('Price includes the service fee but not VAT');
    expect(note(false, true)).toBe('Price includes VAT but not the service fee');
    expect(note(false, false)).toBe('Price does not include the service fee or VAT');
  });
});
