import { describe, expect, it } from 'vitest';
import { locationFullAddress, locationName } from './location-text';

const hue = { name: 'Hue', name_vi: 'Huế', full_address: 'Huế, Việt Nam', full_address_en: 'Hue, Vietnam' };

describe('location text', () => {
  it('picks the name and address by language', () => {
    expect(locationName(hue, 'vi')).toBe('Huế');
    expect(locationName(hue, 'en')).toBe('Hue');
    expect(locationFullAddress(hue, 'vi')).toBe('Huế, Việt Nam');
    expect(locationFullAddress(hue, 'en')).toBe('Hue, Vietnam');
  });

  it('falls back to the Vietnamese address, then the given address, then the name', () => {
    expect(locationFullAddress({ ...hue, full_address_en: '' }, 'en')).toBe('Huế, Việt Nam');
    expect(locationFullAddress({ ...hue, full_address: '', full_address_en: '' }, 'vi', 'TP Huế')).toBe('TP Huế');
    expect(locationFullAddress({ ...hue, full_address: '', full_address_en: '' }, 'en')).toBe('Hue');
  });
});
