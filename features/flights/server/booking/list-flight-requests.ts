import 'server-only';
import { and, count, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { Owner } from '@/features/auth/server';
import { getDb, type Db } from '@/lib/db/client';
import { flightBookingRequests } from '../../db';
import type { FlightRequestList, FlightRequestListItem, ListFlightRequestsQuery } from '../../schemas';
import { flightOwnedBy, flightRequestView, legsOfRequest, type FlightRequestRow } from './read-flight-request';

const t = flightBookingRequests;

/** The status filter as stored: a HELD request past its expiry counts as EXPIRED, as it reads. */
function statusIs(status: ListFlightRequestsQuery['status'], now: Date) {
  if (status === 'HELD') return and(eq(t.status, 'HELD'), gt(t.expiresAt, now));
  if (status === 'EXPIRED') return or(eq(t.status, 'EXPIRED'), and(eq(t.status, 'HELD'), sql`${t.expiresAt} <= ${now}`));
  return status ? eq(t.status, status) : undefined;
}

async function itemOf(db: Db, row: FlightRequestRow, now: Date): Promise<FlightRequestListItem> {
  // the one view of a request (status at `now`, legs, free cancellation), cut to what a list shows
  const view = flightRequestView(row, await legsOfRequest(db, row), now);
  return {
    id: view.id,
    status: view.status,
    createdAt: row.createdAt.toISOString(),
    expiresAt: view.expiresAt,
    isDomestic: view.isDomestic,
    adultCount: view.adultCount,
    childCount: view.childCount,
    infantCount: view.infantCount,
    passengerCount: view.adultCount + view.childCount + view.infantCount,
    legs: view.legs,
    totalPrice: view.quote.totalPrice,
    freeCancelUntil: view.freeCancelUntil,
  };
}

/**
 * GET /flight-service/v1/booking-requests: the owner's own flight requests, newest first, a page at a time;
 * nobody (a guest without a cookie) has none. Each row's legs are read as the single request's are.
 */
export async function listFlightRequests(owner: Owner, query: ListFlightRequestsQuery, now: Date = new Date()): Promise<FlightRequestList> {
  // the primary: a request just held is in the list at once
  const db = await getDb();
  const where = and(flightOwnedBy(owner), statusIs(query.status, now));
  const [total] = await db.select({ n: count() }).from(t).where(where);
  const rows = await db
    .select()
    .from(t)
    .where(where)
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const items: FlightRequestListItem[] = [];
  // one row after another: a page of 50 must not take 50 pool connections at once
  for (const row of rows) items.push(await itemOf(db, row, now));
  return { items, total: total?.n ?? 0, page: query.page, page_size: query.page_size };
}
