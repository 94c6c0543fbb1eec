import { describe, expect, it } from 'vitest';
import { likePrefix } from './like';

describe('likePrefix', () => {
  it('escapes the LIKE wildcards and appends %', () => {
    expect(likePrefix('da nang')).toBe('da nang%');
    expect(likePrefix('50%_off\\')).toBe('50\\%\\_off\\\\%');
  });
});
