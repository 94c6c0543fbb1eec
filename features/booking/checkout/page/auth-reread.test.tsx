import { act, screen, waitFor } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBookingRequest } from '../../api/booking-requests';
import { bookingRequestFixture } from '../checkout-fixture';
import { renderCheckout } from './checkout-harness';

// the browser's sign-in state, switched by the test as a sign-in or a sign-out elsewhere would
const auth = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  const guest = {
    status: 'guest' as const,
    user: null,
    firstName: '',
    loyalty: { memberInfo: null, confirmed: false },
    signOut: async () => undefined,
  };
  const member = {
    ...guest,
    status: 'member' as const,
    firstName: 'An',
    user: {
      user_id: 7,
      first_name: 'Văn An',
      last_name: 'Nguyễn',
      gender: null,
      phone: '+84901234567',
      email: 'an@example.com',
      expired_at: '2026-12-05T00:00:00.000Z',
      business_role: null,
    },
    loyalty: { memberInfo: null, confirmed: true },
  };
  let current: typeof guest | typeof member = guest;
  return {
    guest,
    member,
    get: () => current,
    set: (next: typeof guest | typeof member) => {
      current = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
});

vi.mock('@/features/auth/index', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/auth/index')>()),
  useAuth: () => useSyncExternalStore(auth.subscribe, auth.get),
}));
vi.mock('../../api/booking-requests', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/booking-requests')>()),
  getBookingRequest: vi.fn(),
  requestPrice: vi.fn(),
  applyCoupon: vi.fn(),
  removeCoupon: vi.fn(),
}));
vi.mock('next/navigation', () => ({ usePathname: () => '/dat-phong/x', useSearchParams: () => new URLSearchParams() }));

const ID = '3f1c2b9e-8a4d-4c1e-9b2a-5d6e7f8a9b0c';
const later = () => new Date(Date.now() + 15 * 60_000).toISOString();
const priced = (member_priced: boolean) => bookingRequestFixture({ expires_at: later(), member_priced });
const memberLine = () => screen.getByTestId('breakdown-main').querySelector('[data-line="member_discount"]');
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

beforeEach(() => {
  // before the render, not after a test: an afterEach runs before the page is unmounted, which would re-read
  auth.set(auth.guest);
  window.localStorage.clear();
  window.scrollTo = vi.fn();
});
afterEach(() => vi.clearAllMocks());

describe('the checkout follows a sign-in change by re-reading its request', () => {
  it('a guest who signs in gets the request read again and sees the member prices', async () => {
    vi.mocked(getBookingRequest).mockResolvedValueOnce(priced(false)).mockResolvedValue(priced(true));
    renderCheckout(ID);
    await screen.findByRole('complementary', { name: 'Đăng nhập thành viên' });
    expect(memberLine()).toBeNull();
    expect(getBookingRequest).toHaveBeenCalledTimes(1);

    act(() => auth.set(auth.member));
    await waitFor(() => expect(memberLine()).not.toBeNull());
    expect(getBookingRequest).toHaveBeenCalledTimes(2);
    expect(getBookingRequest).toHaveBeenLastCalledWith(ID, expect.any(AbortSignal));
    expect(screen.queryByRole('complementary', { name: 'Đăng nhập thành viên' })).toBeNull();
  });

  it('a member signed out elsewhere gets the request read again, and the member lines go with the new answer', async () => {
    act(() => auth.set(auth.member));
    vi.mocked(getBookingRequest).mockResolvedValueOnce(priced(true)).mockResolvedValue(priced(false));
    renderCheckout(ID);
    await waitFor(() => expect(screen.queryByTestId('breakdown-main')).not.toBeNull());
    expect(memberLine()).not.toBeNull();

    act(() => auth.set(auth.guest));
    await waitFor(() => expect(memberLine()).toBeNull());
    expect(getBookingRequest).toHaveBeenCalledTimes(2);
  });

  it('asks once: an answer that still disagrees is shown as the server priced it', async () => {
    // every answer is a new one (its own server_time), as the server's are
    let answers = 0;
    vi.mocked(getBookingRequest).mockImplementation(async () => ({
      ...priced(true),
      server_time: new Date(Date.UTC(2026, 11, 1, 10, 0, (answers += 1))).toISOString(),
    }));
    renderCheckout(ID);
    await waitFor(() => expect(getBookingRequest).toHaveBeenCalledTimes(2));
    await settle();
    expect(getBookingRequest).toHaveBeenCalledTimes(2);
    expect(memberLine()).not.toBeNull();
  });

  it('does not re-read when the sign-in changes agree with what was priced', async () => {
    vi.mocked(getBookingRequest).mockResolvedValue(priced(true));
    act(() => auth.set(auth.member));
    renderCheckout(ID);
    await waitFor(() => expect(memberLine()).not.toBeNull());
    await settle();
    expect(getBookingRequest).toHaveBeenCalledTimes(1);
  });
});
