import { describe, expect, it } from 'vitest';
import { facilityOverflow } from './facility-overflow';

const groups = (n: number) => Array.from({ length: n }, (_, i) => `g${i}`);

describe('facilityOverflow', () => {
  it('shows up to 6 groups without an overflow count', () => {
    expect(facilityOverflow(groups(0))).toEqual({ visible: [], overflow: 0 });
    expect(facilityOverflow(groups(6))).toEqual({ visible: groups(6), overflow: 0 });
  });

  it('counts the groups past the sixth', () => {
    const result = facilityOverflow(groups(7));
    expect(result.visible).toEqual(groups(6));
    expect(result.overflow).toBe(1);
    expect(facilityOverflow(groups(11)).overflow).toBe(5);
  });
});
