import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, queryRows } from '@/lib/db/client';
import type { DbLike } from './shared';

/**
 * Credits past their expired_at become EXPIRED and what was left of them leaves the balance, in one
 * statement (the old remaining is read from a locked subquery: RETURNING sees only the new row).
 * `memberId` null: every member (the job).
 */
export async function expireCredits(db: DbLike, memberId: number | null, now: Date): Promise<number> {
  const rows = await queryRows<{ expired: number }>(
    db,
    sql`with old as (
          select id, member_id, remaining_point from loyalty_point_transactions
          where type = 'CREDIT' and status = 'POSTED' and expired_at <= ${now.toISOString()}::timestamptz
            and (${memberId}::int is null or member_id = ${memberId}::int)
          for update
        ), expired as (
          update loyalty_point_transactions t set status = 'EXPIRED', remaining_point = 0
          from old where t.id = old.id
          returning old.member_id, old.remaining_point
        ), debited as (
          update loyalty_members m set available_point = m.available_point - s.points
          from (select member_id, sum(remaining_point)::int points from expired group by member_id) s
          where m.id = s.member_id
          returning m.id
        )
        select count(*)::int expired from expired`,
  );
  return rows[0]?.expired ?? 0;
}

/** The expiry job: expires every member's overdue credits; returns how many credits it expired. */
export async function expirePoints(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // members first, as every other operation locks them: the job and a redemption cannot deadlock
    await tx.execute(sql`select id from loyalty_members where id in (
        select member_id from loyalty_point_transactions
        where type = 'CREDIT' and status = 'POSTED' and expired_at <= ${now.toISOString()}::timestamptz)
      order by id for update`);
    return expireCredits(tx, null, now);
  });
}
