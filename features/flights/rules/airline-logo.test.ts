import { describe, expect, it } from 'vitest';
import { airlineBrand, airlineLogo } from './airline-logo';

describe('airline logo rule (spec 9)', () => {
  it('gives VN, VJ and QH their own logos', () => {
    expect(airlineLogo('VN')).toBe('/airlines/VN.svg');
    expect(airlineLogo('VJ')).toBe('/airlines/VJ.svg');
    expect(airlineLogo('QH')).toBe('/airlines/QH.svg');
  });

  it('shows JQ and BL as one brand', () => {
    expect(airlineBrand('BL')).toBe('JQ');
    expect(airlineBrand('JQ')).toBe('JQ');
    expect(airlineLogo('BL')).toBe(airlineLogo('JQ'));
  });

  it('shows any other carrier by its code', () => {
    expect(airlineLogo('SQ')).toBeNull();
    expect(airlineBrand('SQ')).toBe('SQ');
    expect(airlineLogo('vn')).toBeNull();
  });
});
