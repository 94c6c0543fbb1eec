import { describe, expect, it } from 'vitest';
import { headerName, joinFullName, splitFullName } from './person-name';

describe('spec 3 name helper', () => {
  it('splits: the first word is the last name, the rest the first name', () => {
    expect(splitFullName('Nguyễn Văn An')).toEqual({ lastName: 'Nguyễn', firstName: 'Văn An' });
    expect(splitFullName('  Trần   Thị  Mai ')).toEqual({ lastName: 'Trần', firstName: 'Thị Mai' });
    expect(splitFullName('An')).toEqual({ lastName: 'An', firstName: '' });
    expect(splitFullName('   ')).toEqual({ lastName: '', firstName: '' });
  });

  it('joins back, last name first, and round-trips', () => {
    expect(joinFullName({ lastName: 'Nguyễn', firstName: 'Văn An' })).toBe('Nguyễn Văn An');
    expect(joinFullName({ lastName: 'Nguyễn', firstName: '' })).toBe('Nguyễn');
    expect(joinFullName({ lastName: '', firstName: 'An' })).toBe('An');
    for (const name of ['Lê Minh', 'Phạm Thị Thu Hà', 'Bùi']) expect(joinFullName(splitFullName(name))).toBe(name);
  });

  it('shows the first name in the header, the last name when there is no first name', () => {
    expect(headerName({ first_name: 'Văn An', last_name: 'Nguyễn' })).toBe('Văn An');
    expect(headerName({ first_name: ' ', last_name: 'Nguyễn' })).toBe('Nguyễn');
  });
});
