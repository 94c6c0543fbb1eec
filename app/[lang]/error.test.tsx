import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '@/lib/api/error-codes';
import type { Lang } from '@/lib/i18n/config';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { RESOURCES } from '@/lib/i18n/resources';
import ErrorPage from './error';
import NotFound from './not-found';

function renderIn(lang: Lang, ui: React.ReactNode) {
  return render(
    <I18nProvider lang={lang} resources={RESOURCES[lang]}>
      {ui}
    </I18nProvider>,
  );
}

describe('app/[lang]/error.tsx', () => {
  it.each([
    ['vi', 'Trang tạm thời không hiển thị được', 'Thử lại', 'Về trang chủ', '/'],
    ['en', 'This page could not be shown', 'Try again', 'Back to home', '/en'],
  ] as const)('shows the catalogue message, a retry and a way home in %s', async (lang, title, retryLabel, homeLabel, home) => {
    const retry = vi.fn();
    renderIn(lang, <ErrorPage error={new Error('secret SQL detail')} retry={retry} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByText(ERROR_CODES.INTERNAL_ERROR[lang])).toBeTruthy();
    expect(screen.queryByText(/secret SQL/)).toBeNull();
    expect(screen.getByRole('link', { name: homeLabel }).getAttribute('href')).toBe(home);
    await userEvent.click(screen.getByRole('button', { name: retryLabel }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe('app/[lang]/not-found.tsx', () => {
  it.each(['vi', 'en'] as const)('shows the catalogue NOT_FOUND message in %s', (lang) => {
    renderIn(lang, <NotFound />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(RESOURCES[lang].common.notFoundTitle);
    expect(screen.getByText(`${ERROR_CODES.NOT_FOUND[lang]} (404)`)).toBeTruthy();
  });
});
