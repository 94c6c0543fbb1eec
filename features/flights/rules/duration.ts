/** Spec 9: a flight's duration as HHh:MMm from minutes (125 -> "02h:05m"). */
export function formatFlightDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(whole / 60))}h:${pad(whole % 60)}m`;
}
