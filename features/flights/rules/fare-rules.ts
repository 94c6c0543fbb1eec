import type { FareCode } from '../schemas';

/** What a fare class allows, per passenger (adult and child) and leg, in VND; null: not allowed. */
export type FareRules = {
  changeFeeVnd: number | null;
  refundFeeVnd: number | null;
  nameChangeFeeVnd: number | null;
  noShowFeeVnd: number | null;
};

/**
 * The rules a fare class is sold with, by airline, fare code and whether the route is international.
 * (First cut: refundable fares are free to refund and change, the others allow nothing; the fare-rules work
 * replaces it with each airline's real table.)
 */
export function fareRulesFor(_airline: string, code: FareCode, _international: boolean): FareRules {
  const flexible = code === 'ECO_FLEX' || code === 'BUSINESS';
  return { changeFeeVnd: flexible ? 0 : null, refundFeeVnd: flexible ? 0 : null, nameChangeFeeVnd: null, noShowFeeVnd: null };
}
