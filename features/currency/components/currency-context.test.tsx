// @vitest-environment-options { "url": "https://www.example.vn/khach-san" }
import { act, render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrencyProvider, useCurrency } from './currency-context';

function ChooseUsd() {
  const { setCurrency } = useCurrency();
  useEffect(() => setCurrency('USD'), [setCurrency]);
  return null;
}

describe('currency cookie', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is Secure (and SameSite=Lax) when the site is served over HTTPS', () => {
    const set = vi.spyOn(Cookies, 'set');
    act(() => {
      render(
        <CurrencyProvider initialCurrency="VND" usdRate={25_000}>
          <ChooseUsd />
        </CurrencyProvider>,
      );
    });
    expect(window.location.protocol).toBe('https:');
    expect(set).toHaveBeenCalledWith('currency', 'USD', expect.objectContaining({ secure: true, sameSite: 'lax', path: '/' }));
  });
});
