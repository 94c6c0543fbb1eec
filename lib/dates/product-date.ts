// Plain date arithmetic on YYYY-MM-DD strings (no dayjs): these helpers run in the listing's and the
// search box's first-load script. Dates are calendar days, computed in UTC so no local time zone shifts them.

const VN_TIME_ZONE = 'Asia/Ho_Chi_Minh';
/** The product date format in page addresses and the date picker */
export const PRODUCT_DATE_FORMAT = 'DD-MM-YYYY';
const SUMMARY_DATE_FORMAT = 'DD/MM/YYYY';
const BREADCRUMB_DATE_FORMAT = 'DD/MM';
export const ISO_DATE_FORMAT = 'YYYY-MM-DD';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const INVALID = 'Invalid Date';

/** Year, month (1-12) and day of a real calendar date, or null. */
function calendarDate(year: number, month: number, day: number): Date | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year); // years 0-99 would otherwise be read as 1900-1999
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

const isoOf = (date: Date) => `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

function fromIso(iso: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? calendarDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

// Made on first use: a formatter with a time zone is costly to build (tens of ms on a phone), and most
// pages that load this module never need today's date in the browser.
let vnDateFormat: Intl.DateTimeFormat | undefined;

/** Today's calendar date in Vietnam as YYYY-MM-DD, whatever the server's time zone. */
export function todayIso(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD
  vnDateFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: VN_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  return vnDateFormat.format(now);
}

let vnDateTimeFormat: Intl.DateTimeFormat | undefined;

/** An instant (ISO date-time) as HH:mm DD/MM/YYYY in Vietnam time (where the hotels are), whatever the browser's zone. */
export function vnDateTime(iso: string): string {
  vnDateTimeFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: VN_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(vnDateTimeFormat.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.hour}:${parts.minute} ${parts.day}/${parts.month}/${parts.year}`;
}

/** Strictly parses DD-MM-YYYY (e.g. from the address); returns ISO or null when invalid. */
export function parseProductDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  const date = match ? calendarDate(Number(match[3]), Number(match[2]), Number(match[1])) : null;
  return date ? isoOf(date) : null;
}

/** Strictly parses YYYY-MM-DD; returns it back or null. */
export function parseIsoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  return fromIso(value) ? value : null;
}

export function addDays(iso: string, days: number): string {
  const date = fromIso(iso);
  if (!date) return INVALID;
  date.setUTCDate(date.getUTCDate() + days);
  return isoOf(date);
}

/** Formats an ISO date with the tokens YYYY, MM and DD (e.g. "DD/MM/YYYY"). */
function formatIsoDate(iso: string, format: string): string {
  const date = fromIso(iso);
  if (!date) return INVALID;
  return format.replace(/YYYY|MM|DD/g, (token) =>
    token === 'YYYY' ? pad(date.getUTCFullYear(), 4) : token === 'MM' ? pad(date.getUTCMonth() + 1) : pad(date.getUTCDate()),
  );
}

export const toProductDate = (iso: string) => formatIsoDate(iso, PRODUCT_DATE_FORMAT);
export const toSummaryDate = (iso: string) => formatIsoDate(iso, SUMMARY_DATE_FORMAT);
export const toBreadcrumbDate = (iso: string) => formatIsoDate(iso, BREADCRUMB_DATE_FORMAT);
