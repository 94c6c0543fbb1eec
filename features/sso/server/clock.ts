import 'server-only';

let clock: () => Date = () => new Date();

/** The service's "now": sessions and reset links expire against it. */
export const ssoNow = (): Date => clock();

/** Tests move time (a session 4 days later, a reset link after 30 minutes); null restores the real clock. */
export function setSsoClock(next: (() => Date) | null): void {
  clock = next ?? (() => new Date());
}
