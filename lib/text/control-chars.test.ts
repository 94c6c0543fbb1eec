import { describe, expect, it } from 'vitest';
import { hasControlChars, hasSearchableChars } from './control-chars';

describe('hasControlChars', () => {
  it.each(['\u0000', 'a\u0001b', 'x\ty', 'x\ny', '\u001b[0m', '\u007f', '\u0085'])('finds one in %j', (value) => {
    expect(hasControlChars(value)).toBe(true);
  });
  it.each(['', 'Đà Nẵng', 'da-nang', '!!! ', '\u0301', '東京'])('finds none in %j', (value) => {
    expect(hasControlChars(value)).toBe(false);
  });
});

describe('hasSearchableChars', () => {
  it.each(['a', 'Đ', '5', '東'])('%j has', (value) => expect(hasSearchableChars(value)).toBe(true));
  it.each(['', '   ', '!!!', '\u0301', '-.-'])('%j has not', (value) => expect(hasSearchableChars(value)).toBe(false));
});
