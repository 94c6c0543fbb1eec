import type { FareCode, FareRules } from '../schemas';

export type { FareRules };

/** Full-service carriers (Vietnam Airlines, Bamboo Airways); every other carrier sells low-cost conditions. */
const FULL_SERVICE: ReadonlySet<string> = new Set(['VN', 'QH']);

type Table = Record<FareCode, FareRules>;
const rules = (
  changeFeeVnd: number | null,
  refundFeeVnd: number | null,
  nameChangeFeeVnd: number | null,
  noShowFeeVnd: number | null,
): FareRules => ({
  changeFeeVnd,
  refundFeeVnd,
  nameChangeFeeVnd,
  noShowFeeVnd,
});

/**
 * The one table of fare conditions, per passenger (adult and child) and leg, in VND; a change also pays the fare
 * difference; null: not allowed (a no-show of null forfeits the fare). Modelled on the carriers' published
 * conditions: full service (VN, QH) refunds Standard for a fee and lets nobody change a name; low cost (VJ, BL)
 * refunds only Flex but changes names for a fee. Migration 0017 sets the same numbers on existing databases.
 */
export const FARE_RULES = {
  full: {
    domestic: {
      ECO_SAVER: rules(600_000, null, null, null),
      ECO_STANDARD: rules(300_000, 500_000, null, 500_000),
      ECO_FLEX: rules(0, 0, null, 300_000),
      BUSINESS: rules(0, 0, null, 0),
    },
    international: {
      ECO_SAVER: rules(1_200_000, null, null, null),
      ECO_STANDARD: rules(800_000, 1_500_000, null, 1_200_000),
      ECO_FLEX: rules(0, 600_000, null, 800_000),
      BUSINESS: rules(0, 0, null, 0),
    },
  },
  lowCost: {
    domestic: {
      ECO_SAVER: rules(450_000, null, 450_000, null),
      ECO_STANDARD: rules(350_000, null, 350_000, null),
      ECO_FLEX: rules(0, 350_000, 350_000, 500_000),
      BUSINESS: rules(0, 0, 350_000, 0),
    },
    international: {
      ECO_SAVER: rules(900_000, null, 900_000, null),
      ECO_STANDARD: rules(700_000, null, 700_000, null),
      ECO_FLEX: rules(0, 800_000, 700_000, 1_000_000),
      BUSINESS: rules(0, 0, 700_000, 0),
    },
  },
} as const satisfies Record<'full' | 'lowCost', Record<'domestic' | 'international', Table>>;

/** The rules a fare class is sold with, by airline, fare code and whether the route is international. */
export function fareRulesFor(airline: string, code: FareCode, international: boolean): FareRules {
  return { ...FARE_RULES[FULL_SERVICE.has(airline) ? 'full' : 'lowCost'][international ? 'international' : 'domestic'][code] };
}
