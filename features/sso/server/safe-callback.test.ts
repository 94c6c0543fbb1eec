import { describe, expect, it } from 'vitest';
import { safeCallbackUrl } from './safe-callback';

describe('safeCallbackUrl', () => {
  const origin = 'http://localhost:3000';
  it('keeps same-site addresses as paths', () => {
    expect(safeCallbackUrl('http://localhost:3000/en?x=1', origin)).toBe('/en?x=1');
    expect(safeCallbackUrl('/khach-san', origin)).toBe('/khach-san');
  });
  it('refuses other sites, protocol-relative and script urls', () => {
    expect(safeCallbackUrl('https://evil.example/x', origin)).toBe('/');
    expect(safeCallbackUrl('//evil.example/x', origin)).toBe('/');
    expect(safeCallbackUrl('javascript:alert(1)', origin)).toBe('/');
    expect(safeCallbackUrl(null, origin)).toBe('/');
  });
});
