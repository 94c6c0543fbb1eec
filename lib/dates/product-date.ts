import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(customParseFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

export const VN_TIME_ZONE = 'Asia/Ho_Chi_Minh';
/** The product date format in page addresses and the date picker */
export const PRODUCT_DATE_FORMAT = 'DD-MM-YYYY';
export const SUMMARY_DATE_FORMAT = 'DD/MM/YYYY';
export const BREADCRUMB_DATE_FORMAT = 'DD/MM';
export const ISO_DATE_FORMAT = 'YYYY-MM-DD';

// en-CA formats dates as YYYY-MM-DD; one formatter is ~100x cheaper than dayjs' tz() per call
const vietnamDate = new Intl.DateTimeFormat('en-CA', { timeZone: VN_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's calendar date in Vietnam as YYYY-MM-DD, whatever the server's time zone. */
export function todayIso(now: Date = new Date()): string {
  return vietnamDate.format(now);
}

/** Strictly parses DD-MM-YYYY (e.g. from the address); returns ISO or null when invalid. */
export function parseProductDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const parsed = dayjs(value, PRODUCT_DATE_FORMAT, true);
  return parsed.isValid() ? parsed.format(ISO_DATE_FORMAT) : null;
}

/** Strictly parses YYYY-MM-DD; returns it back or null. */
export function parseIsoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const parsed = dayjs(value, ISO_DATE_FORMAT, true);
  return parsed.isValid() ? value : null;
}

export function addDays(iso: string, days: number): string {
  return dayjs(iso, ISO_DATE_FORMAT, true).add(days, 'day').format(ISO_DATE_FORMAT);
}

export function formatIsoDate(iso: string, format: string): string {
  return dayjs(iso, ISO_DATE_FORMAT, true).format(format);
}

export const toProductDate = (iso: string) => formatIsoDate(iso, PRODUCT_DATE_FORMAT);
export const toSummaryDate = (iso: string) => formatIsoDate(iso, SUMMARY_DATE_FORMAT);
export const toBreadcrumbDate = (iso: string) => formatIsoDate(iso, BREADCRUMB_DATE_FORMAT);

/** Check-in from the address (DD-MM-YYYY) or today; check-out = check-in + nights. */
export function stayFromQuery(checkInDate: string | null | undefined, nights: number, now: Date = new Date()) {
  const checkIn = parseProductDate(checkInDate) ?? todayIso(now);
  return { checkIn, checkOut: addDays(checkIn, nights), nights };
}
