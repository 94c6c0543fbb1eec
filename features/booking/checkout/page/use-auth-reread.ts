'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from '@/features/auth/index';
import { bookingRequestKey } from '../../api/booking-requests';

type AuthStatus = ReturnType<typeof useAuth>['status'];

/**
 * Whether the browser's sign-in state and the request's pricing disagree in a way a fresh read settles:
 * - the visitor became a member here (back from the sign-in offer, or the profile just arrived) while the
 *   request is priced for a guest: the server lets the member claim the request and prices it for them;
 * - the browser says guest while the request is member-priced (signed out elsewhere): the member lines
 *   must not stay on a guest's screen.
 */
export function needsReread(previous: AuthStatus, current: AuthStatus, memberPriced: boolean): boolean {
  if (current === 'member') return previous !== 'member' && !memberPriced;
  return current === 'guest' && memberPriced;
}

/**
 * Re-reads the page's request (invalidates its React Query key) when `needsReread` says so; `memberPriced` is
 * undefined until the first answer. It looks again only when the sign-in state or `member_priced` changes, so
 * an answer that still disagrees (an unconfirmed member, a session the server still honours) is shown as the
 * server priced it, without asking again.
 */
export function useAuthReread(id: string, memberPriced: boolean | undefined) {
  const { status } = useAuth();
  const queryClient = useQueryClient();
  const previous = useRef(status);

  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    if (memberPriced !== undefined && needsReread(before, status, memberPriced))
      void queryClient.invalidateQueries({ queryKey: bookingRequestKey(id) });
  }, [id, memberPriced, queryClient, status]);
}
