import type { Profile } from '@/features/auth/schemas';

/** The signed-in state a page starts with: from the server's render, or from the HTML that arrived. */
export type InitialAuth = { status: 'guest' | 'member'; firstName: string; profile: Profile | null };

export const GUEST: InitialAuth = { status: 'guest', firstName: '', profile: null };

/**
 * The header's two marks (the layout's CONTRACT with the shared page cache): a cached page was rendered
 * for a guest and the server may rewrite `data-auth-slot` and the `data-auth-name` text for a signed-in
 * visitor. In the browser the HTML that arrived is what hydration must match, so it wins over the prop.
 */
export function initialAuthOf(
  serverValue: InitialAuth,
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): InitialAuth {
  const slot = doc?.querySelector('[data-auth-slot]');
  if (!slot) return serverValue;
  const status = slot.getAttribute('data-auth-slot') === 'member' ? 'member' : 'guest';
  const firstName = slot.querySelector('[data-auth-name]')?.textContent ?? '';
  if (status === 'guest') return GUEST;
  const profile = serverValue.status === 'member' && serverValue.firstName === firstName ? serverValue.profile : null;
  return { status, firstName, profile };
}
