import type { Lang } from '@/lib/i18n/config';

// Pure and client-safe: the hotel page, every checkout step, the order page, the mails, the cancel dialog and the
// refund decision read the same deadline and say it in the same sentence.

/** Vietnam keeps +07:00 all year (no daylight saving), so a fixed offset is exact and independent of the host zone. */
const VN_OFFSET_MS = 7 * 3600_000;
const DAY_MS = 24 * 3600_000;
const DEFAULT_CHECK_IN_TIME = '14:00';

/** The one free-cancellation window: free until 24 hours before the start (a stay's check-in, a flight's departure). */
export const freeCancelBefore = (start: Date): Date => new Date(start.getTime() - DAY_MS);

/**
 * Spec 9 "free cancellation 24h": free until 24 hours before the hotel's check-in time on the check-in day,
 * in the hotel's time (+07:00). 2026-12-15 at 14:00 → 14:00 on 14/12/2026 (07:00Z).
 * A check-in time that is not HH:mm falls back to the site's default 14:00.
 */
export function freeCancelDeadline(checkIn: string, checkInTime: string): Date {
  const time = /^([01]\d|2[0-3]):[0-5]\d$/.test(checkInTime) ? checkInTime : DEFAULT_CHECK_IN_TIME;
  const at = new Date(`${checkIn}T${time}:00+07:00`);
  if (Number.isNaN(at.getTime())) throw new RangeError(`Invalid check-in date: ${checkIn}`);
  return freeCancelBefore(at);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as HH:mm and DD/MM/YYYY in Vietnam time. */
export function vnDeadlineParts(deadline: Date): { time: string; date: string } {
  const vn = new Date(deadline.getTime() + VN_OFFSET_MS);
  return {
    time: `${pad(vn.getUTCHours())}:${pad(vn.getUTCMinutes())}`,
    date: `${pad(vn.getUTCDate())}/${pad(vn.getUTCMonth() + 1)}/${vn.getUTCFullYear()}`,
  };
}

export type CancellationState = 'free' | 'passed' | 'none';

/** 'passed': the rate had free cancellation but its deadline is already behind `now` (a stay starting within 24 h). */
export function cancellationState(deadline: Date | null, now?: Date): CancellationState {
  if (!deadline) return 'none';
  return now && now.getTime() > deadline.getTime() ? 'passed' : 'free';
}

/**
 * The one sentence. Without `now` a deadline is stated as it is; with `now`, a deadline already gone says
 * plainly that there is no free cancellation any more (booking a stay that starts within 24 hours, or an order
 * page read after the deadline), so nobody pays believing they can still cancel for free.
 */
export function cancellationSentence(deadline: Date | null, lang: Lang, now?: Date): string {
  const state = cancellationState(deadline, now);
  if (state === 'none' || !deadline) return lang === 'vi' ? 'Không hoàn hủy' : 'Non-refundable';
  const { time, date } = vnDeadlineParts(deadline);
  if (state === 'passed') {
    return lang === 'vi'
      ? `Không còn miễn phí hủy (hạn đã qua lúc ${time} ngày ${date})`
      : `No free cancellation any more (the deadline passed at ${time} on ${date})`;
  }
  return lang === 'vi' ? `Miễn phí hủy đến ${time} ngày ${date}` : `Free cancellation until ${time} on ${date}`;
}

/** Reads a deadline carried by an API answer (ISO date-time or null). */
export const deadlineFrom = (iso: string | null | undefined): Date | null => (iso ? new Date(iso) : null);
