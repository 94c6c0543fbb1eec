/**
 * How far the server's clock runs ahead of the browser's (ms, negative when behind), from an answer's
 * `server_time` and the browser's clock when it arrived. The way back makes it a little short: the count
 * errs on the side of less time left.
 */
export function serverClockOffset(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** Milliseconds of hold left at `now`; 0 once expired (or when the date cannot be read). */
export function holdLeftMs(expiresAt: string, now: number): number {
  const end = Date.parse(expiresAt);
  return Number.isNaN(end) ? 0 : Math.max(0, end - now);
}

/** mm:ss of what is left, rounded up to the second so 0:00 shows only when the hold is over. */
export function formatHoldLeft(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The minutes announced to screen readers: whole minutes left, rounded up (announced once per minute step). */
export function holdMinutesLeft(ms: number): number {
  return Math.ceil(ms / 60_000);
}
