import 'server-only';
import { cookies } from 'next/headers';
import { GUEST_COOKIE, guestKeyHashOf, pageUser } from '@/features/auth/server';
import { getDb } from '@/lib/db/client';
import { ownedRequest } from './read-booking-request';

/**
 * Whether the visitor of a checkout page may open this booking request: the member's own, or the guest cookie's
 * (a member who signed in from checkout still carries it; the first API call claims it). Anyone else's, or an
 * unknown id, is the site's 404 with its status, not a 200 page that refuses in the browser.
 */
export async function visitorOwnsBookingRequest(id: string): Promise<boolean> {
  const [user, jar, db] = await Promise.all([pageUser(), cookies(), getDb()]);
  if (user && (await ownedRequest(db, { kind: 'user', userId: user.userId }, id))) return true;
  const keyHash = guestKeyHashOf(jar.get(GUEST_COOKIE)?.value);
  return keyHash !== null && (await ownedRequest(db, { kind: 'guest', keyHash }, id)) !== null;
}
