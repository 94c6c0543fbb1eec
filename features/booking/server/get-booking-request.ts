import 'server-only';
import { and, count, desc, eq, gt, or, sql } from 'drizzle-orm';
import { notFound } from '@/lib/api/errors';
import { getDb } from '@/lib/db/client';
import { bookingRequests } from '../db';
import type { BookingRequest, listBookingRequestsQuerySchema } from '../schemas';
import type { z } from 'zod';
import type { Owner } from '@/features/auth/server';
import { ownedBy, ownedRequest, toBookingRequest, toBookingRequests } from './read-booking-request';

/** GET /booking-requests/{id}/: the owner's request; anyone else's (or a guest without its cookie) is 404. */
export async function getBookingRequest(owner: Owner, id: string, now: Date = new Date()): Promise<BookingRequest> {
  const db = await getDb();
  const row = await ownedRequest(db, owner, id);
  if (!row) throw notFound();
  return toBookingRequest(db, row, now);
}

type ListQuery = z.infer<typeof listBookingRequestsQuerySchema>;

/** The status filter as stored: a HELD request past its expiry counts as EXPIRED, as it reads. */
function statusIs(status: ListQuery['status'], now: Date) {
  if (status === 'HELD') return and(eq(bookingRequests.status, 'HELD'), gt(bookingRequests.expiresAt, now));
  if (status === 'EXPIRED')
    return or(eq(bookingRequests.status, 'EXPIRED'), and(eq(bookingRequests.status, 'HELD'), sql`${bookingRequests.expiresAt} <= ${now}`));
  return status ? eq(bookingRequests.status, status) : undefined;
}

/** GET /booking-requests/: the owner's own requests, newest first, a page at a time (four queries, whatever the page size). */
export async function listBookingRequests(owner: Owner, query: ListQuery, now: Date = new Date()) {
  const db = await getDb();
  const where = and(ownedBy(owner), statusIs(query.status, now));
  const [total] = await db.select({ n: count() }).from(bookingRequests).where(where);
  const rows = await db
    .select()
    .from(bookingRequests)
    .where(where)
    .orderBy(desc(bookingRequests.createdAt), desc(bookingRequests.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const items = await toBookingRequests(db, rows, now);
  return { items, total: total?.n ?? 0, page: query.page, page_size: query.page_size };
}
