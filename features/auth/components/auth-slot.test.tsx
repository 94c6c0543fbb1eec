import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { personalizeHtml } from '@/lib/http-cache/personalize-page';
import { useEffect, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { RESOURCES } from '@/lib/i18n/resources';
import { QueryProvider } from '@/lib/query/query-provider';
import { ApiClientError } from '@/lib/api-client/api-client-error';
import { notifyUnauthorized } from '@/lib/api-client/unauthorized';
import type { Profile } from '@/features/auth/schemas';
import { AuthProvider, useAuth } from '../auth-state/auth-provider';
import type { AuthAdapters } from '../auth-state/auth-flow';
import { GUEST, type InitialAuth } from '../auth-state/initial-auth';
import { AuthSlot } from './auth-slot';

vi.mock('next/navigation', () => ({
  usePathname: () => '/khach-san',
  useSearchParams: () => new URLSearchParams('a=1'),
}));

const profile = (overrides: Partial<Profile> = {}): Profile => ({
  user_id: 1,
  first_name: 'Văn An',
  last_name: 'Nguyễn',
  gender: null,
  phone: '+84901234567',
  email: 'demo@example.com',
  expired_at: '2026-11-27T00:00:00.000Z',
  business_role: null,
  ...overrides,
});

function adapters(overrides: Partial<AuthAdapters> = {}): AuthAdapters & { calls: string[] } {
  const calls: string[] = [];
  const track =
    <T,>(name: string, fn: () => Promise<T>) =>
    () => {
      calls.push(name);
      return fn();
    };
  return {
    calls,
    profile: track('profile', overrides.profile ?? (async () => profile())),
    clearSession: track('clearSession', overrides.clearSession ?? (async () => undefined)),
    loyaltyMembers: track('loyaltyMembers', overrides.loyaltyMembers ?? (async () => [])),
    memberInfo: track('memberInfo', overrides.memberInfo ?? (async () => null)),
    activate: track('activate', overrides.activate ?? (async () => undefined)),
  };
}

// The probe renders no markup: on a rewritten cached page only the header's two marks say "member",
// and page content that rendered auth state would differ from the guest HTML.
const seen = { status: '' };
function Status() {
  const { status } = useAuth();
  useEffect(() => {
    seen.status = status;
  });
  return null;
}

function Page({ initial, fake }: { initial: InitialAuth; fake: AuthAdapters }): ReactNode {
  return (
    <QueryProvider>
      <I18nProvider lang="vi" resources={RESOURCES.vi}>
        <AuthProvider initial={initial} adapters={fake}>
          <header>
            <AuthSlot ssoBaseUrl="/sso" helpUrl="mailto:hotro@vivu.example" corporateUrl="https://corporate.example.com" />
          </header>
          <main>
            <Status />
          </main>
        </AuthProvider>
      </I18nProvider>
    </QueryProvider>
  );
}

const slot = () => document.querySelector('[data-auth-slot]');

afterEach(() => {
  document.body.innerHTML = '';
});

describe('first paint CONTRACT: a cached guest page rewritten for a member hydrates as a member', () => {
  it('renders both variants, one data-auth-slot and one empty data-auth-name for a guest', () => {
    const html = renderToString(<Page initial={GUEST} fake={adapters()} />);
    expect(html.match(/data-auth-slot=/g)).toHaveLength(1);
    expect(html).toContain('data-auth-slot="guest"');
    expect(html.match(/data-auth-name=/g)).toHaveLength(1);
    expect(html).toContain('<span data-auth-name=""></span>');
    expect(html).toContain('data-testid="login-button"');
    expect(html).toContain('data-testid="user-menu-button"');
  });

  it('hydrates the rewritten HTML with no hydration error and ends in the member state', async () => {
    // rewritten by the shared cache's own function (lib/http-cache), as a signed-in visitor gets it
    const html = personalizeHtml(renderToString(<Page initial={GUEST} fake={adapters()} />), { displayName: 'Văn An' });
    if (html === null) throw new Error('the shared cache found no auth slot to personalise');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args));
    const fake = adapters();
    await act(async () => {
      hydrateRoot(container, <Page initial={GUEST} fake={fake} />, { onRecoverableError: (error) => errors.push(error) });
    });
    await waitFor(() => expect(seen.status).toBe('member'));
    consoleError.mockRestore();
    expect(errors).toEqual([]);
    expect(slot()?.getAttribute('data-auth-slot')).toBe('member');
    expect(container.querySelector('[data-auth-name]')?.textContent).toBe('Văn An');
    expect(container.querySelector('[data-auth-name]')?.getAttribute('lang')).toBe('vi');
    expect(fake.calls[0]).toBe('profile');
  });

  it('a guest page that was not rewritten stays a guest without calling the API', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page initial={GUEST} fake={adapters()} />);
    document.body.appendChild(container);
    const fake = adapters();
    await act(async () => {
      hydrateRoot(container, <Page initial={GUEST} fake={fake} />);
    });
    expect(seen.status).toBe('guest');
    expect(fake.calls).toEqual([]);
  });
});

describe('header auth slot', () => {
  const member: InitialAuth = { status: 'member', firstName: 'Văn An', profile: profile() };

  it('links guests to the sign-on login and register pages with the current page as callback', () => {
    render(<Page initial={GUEST} fake={adapters()} />);
    expect(screen.getByTestId('login-button').getAttribute('href')).toBe(
      `/sso/login?callbackUrl=${encodeURIComponent('http://localhost:3000/khach-san?a=1')}`,
    );
    expect(screen.getByTestId('register-button').getAttribute('href')).toMatch(/^\/sso\/register\?callbackUrl=/);
  });

  it('a 401 on the profile clears the session and shows the guest links', async () => {
    const fake = adapters({ profile: () => Promise.reject(new ApiClientError('x', 'UNAUTHORIZED', 401)) });
    render(<Page initial={member} fake={fake} />);
    await waitFor(() => expect(slot()?.getAttribute('data-auth-slot')).toBe('guest'));
    expect(fake.calls).toEqual(['profile', 'clearSession']);
  });

  it('a profile error status makes a guest without clearing the session', async () => {
    const fake = adapters({ profile: () => Promise.reject(new ApiClientError('x', 'INTERNAL_ERROR', 500)) });
    render(<Page initial={member} fake={fake} />);
    await waitFor(() => expect(seen.status).toBe('guest'));
    expect(fake.calls).toEqual(['profile']);
  });

  it('any later 401 from the API (the interceptor rule) clears the session once and becomes a guest', async () => {
    const fake = adapters();
    render(<Page initial={member} fake={fake} />);
    await waitFor(() => expect(seen.status).toBe('member'));
    act(() => {
      notifyUnauthorized();
      notifyUnauthorized();
    });
    await waitFor(() => expect(slot()?.getAttribute('data-auth-slot')).toBe('guest'));
    expect(fake.calls.filter((call) => call === 'clearSession')).toHaveLength(1);
  });

  it('opens the user menu: account links in the same tab, help in a new tab, no corporate notice for individuals', async () => {
    render(<Page initial={member} fake={adapters()} />);
    await waitFor(() => expect(seen.status).toBe('member'));
    fireEvent.click(screen.getByTestId('user-menu-button'));
    const menu = screen.getByRole('menu');
    expect(menu.hidden).toBe(false);
    const links = screen.getAllByRole('menuitem');
    expect(links.slice(0, 4).map((link) => [link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      ['/tai-khoan', null],
      ['/tai-khoan/uu-dai', null],
      ['/tai-khoan/hoat-dong', null],
      ['/tai-khoan/don-hang', null],
    ]);
    expect(links[4]).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
    expect(screen.queryByTestId('business-notice')).toBeNull();
  });

  it('shows the corporate notice with its new-tab link only for business users', async () => {
    render(<Page initial={member} fake={adapters({ profile: async () => profile({ business_role: 'booker' }) })} />);
    await waitFor(() => expect(screen.getByTestId('business-notice')).toBeTruthy());
    const link = screen.getByRole('menuitem', { name: /doanh nghiệp/, hidden: true });
    expect(link).toMatchObject({ href: 'https://corporate.example.com/', target: '_blank', rel: 'noopener noreferrer' });
  });

  it('keyboard: Enter opens and focuses the first item, arrows move, Escape closes back to the button', async () => {
    render(<Page initial={member} fake={adapters()} />);
    const button = screen.getByTestId('user-menu-button');
    fireEvent.keyDown(button, { key: 'Enter' });
    await waitFor(() => expect(document.activeElement?.getAttribute('href')).toBe('/tai-khoan'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('href')).toBe('/tai-khoan/uu-dai');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Đăng xuất');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.getByRole('menu', { hidden: true }).hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('hover opens after 0.15 s and closes 0.1 s after leaving', async () => {
    vi.useFakeTimers();
    try {
      render(<Page initial={member} fake={adapters()} />);
      const root = screen.getByTestId('user-menu-button').parentElement!;
      const menu = () => screen.getByRole('menu', { hidden: true });
      fireEvent.pointerEnter(root, { pointerType: 'mouse' });
      await act(async () => {
        vi.advanceTimersByTime(149);
      });
      expect(menu().hidden).toBe(true);
      await act(async () => {
        vi.advanceTimersByTime(1);
      });
      expect(menu().hidden).toBe(false);
      fireEvent.pointerLeave(root, { pointerType: 'mouse' });
      await act(async () => {
        vi.advanceTimersByTime(99);
      });
      expect(menu().hidden).toBe(false);
      await act(async () => {
        vi.advanceTimersByTime(1);
      });
      expect(menu().hidden).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('"Đăng xuất" clears the session, closes the menu and shows the guest links', async () => {
    const fake = adapters();
    render(<Page initial={member} fake={fake} />);
    fireEvent.click(screen.getByTestId('user-menu-button'));
    fireEvent.click(screen.getByTestId('sign-out'));
    await waitFor(() => expect(slot()?.getAttribute('data-auth-slot')).toBe('guest'));
    expect(fake.calls).toContain('clearSession');
    expect(screen.getByRole('menu', { hidden: true }).hidden).toBe(true);
  });
});
