import { passengerCountProblem } from '../rules/passengers';
import { FLIGHT_LIMITS, type PassengerCounts, type PassengerType } from '../schemas';

/** Why a step is refused (a key of flights:passengers.why). */
export type StepProblem = 'maxSeats' | 'infants' | 'minAdult';

const FIELD: Record<PassengerType, keyof PassengerCounts> = { adult: 'adultCount', child: 'childCount', infant: 'infantCount' };

/** The counts after one step of one type. */
export const stepped = (counts: PassengerCounts, type: PassengerType, delta: 1 | -1): PassengerCounts => ({
  ...counts,
  [FIELD[type]]: counts[FIELD[type]] + delta,
});

/**
 * Whether a + or − may be pressed, and if not why (passengerCountProblem decides; the reason is named so
 * the page can say it in its language). Going below zero is simply disabled, with no reason.
 */
export function stepProblem(counts: PassengerCounts, type: PassengerType, delta: 1 | -1): StepProblem | 'none' | null {
  const next = stepped(counts, type, delta);
  if (next[FIELD[type]] < 0) return 'none';
  if (passengerCountProblem(next) === null) return null;
  if (next.adultCount < FLIGHT_LIMITS.minAdults) return 'minAdult';
  if (next.adultCount + next.childCount > FLIGHT_LIMITS.maxSeats) return 'maxSeats';
  return 'infants';
}

export const passengerTotal = (c: PassengerCounts) => c.adultCount + c.childCount + c.infantCount;
