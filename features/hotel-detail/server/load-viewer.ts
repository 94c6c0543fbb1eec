import 'server-only';
import type { Viewer } from '@/features/hotels/index';
import { pageUser } from '@/features/auth/server';

/**
 * Who looks at the hotel page (spec 6). The page is rendered per request (never shared), so it reads the
 * session itself: a confirmed member sees their own prices on first paint.
 */
export async function loadViewer(): Promise<Viewer> {
  const user = await pageUser();
  if (!user) return { kind: 'guest' };
  return { kind: 'signed-in', rates: null };
}
