'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Profile } from '@/features/auth/schemas';
import { onUnauthorized } from '@/lib/api-client/unauthorized';
import { headerName } from '@/features/auth/display/person-name';
import { GUEST_RESULT, loadAuth, NO_LOYALTY, type AuthAdapters, type Loyalty } from './auth-flow';
import { apiAdapters } from './api-adapters';
import { initialAuthOf, type InitialAuth } from './initial-auth';

export type AuthState = {
  /** loading: a session is claimed (by the server's HTML) and the profile is on its way */
  status: 'loading' | 'guest' | 'member';
  user: Profile | null;
  /** the header's name: the profile's first name, or the HTML's until the profile arrives */
  firstName: string;
  loyalty: Loyalty;
  /** Clears the session (server-side cookie) and becomes a guest. */
  signOut: () => Promise<void>;
};

const AUTH_QUERY_KEY = ['user', 'auth'] as const;

const AuthContext = createContext<AuthState | null>(null);

/**
 * Spec 4 "Authentication" for the whole page. The start comes from the HTML (a shared page may have been
 * rewritten for a signed-in visitor) else the server's prop, so the first render matches the HTML; the
 * browser cannot read the HttpOnly cookie, so "no access token" means the page arrived as a guest.
 */
export function AuthProvider({
  initial,
  adapters = apiAdapters,
  children,
}: {
  initial: InitialAuth;
  adapters?: AuthAdapters;
  children: ReactNode;
}) {
  const [start] = useState(() => initialAuthOf(initial));
  const [signedOut, setSignedOut] = useState(false);
  const queryClient = useQueryClient();
  const clearing = useRef<Promise<void> | null>(null);

  // one POST /logout however many 401s arrive together
  const clearSession = useCallback(() => {
    clearing.current ??= adapters.clearSession().catch(() => undefined);
    return clearing.current;
  }, [adapters]);

  const hasToken = start.status === 'member' && !signedOut;
  const query = useQuery({
    queryKey: AUTH_QUERY_KEY,
    queryFn: () => loadAuth(true, { ...adapters, clearSession }),
    enabled: hasToken,
    staleTime: Infinity,
    retry: false,
  });

  const becomeGuest = useCallback(() => {
    setSignedOut(true);
    queryClient.setQueryData(AUTH_QUERY_KEY, GUEST_RESULT);
  }, [queryClient]);

  useEffect(
    () =>
      onUnauthorized(() => {
        becomeGuest();
        void clearSession();
      }),
    [becomeGuest, clearSession],
  );

  const signOut = useCallback(async () => {
    await clearSession();
    becomeGuest();
  }, [becomeGuest, clearSession]);

  const value = useMemo<AuthState>(() => {
    if (!hasToken) return { status: 'guest', user: null, firstName: '', loyalty: NO_LOYALTY, signOut };
    const result = query.data;
    if (!result) return { status: 'loading', user: start.profile, firstName: start.firstName, loyalty: NO_LOYALTY, signOut };
    if (result.status === 'guest') return { status: 'guest', user: null, firstName: '', loyalty: NO_LOYALTY, signOut };
    return { status: 'member', user: result.user, firstName: headerName(result.user), loyalty: result.loyalty, signOut };
  }, [hasToken, query.data, signOut, start]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

const OUTSIDE: AuthState = { status: 'guest', user: null, firstName: '', loyalty: NO_LOYALTY, signOut: async () => undefined };

/** The visitor's signed-in state: { status, user, firstName, loyalty: { memberInfo, confirmed }, signOut }. */
export function useAuth(): AuthState {
  return useContext(AuthContext) ?? OUTSIDE;
}
