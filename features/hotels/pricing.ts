import type { SeasonRule } from './db';

/** The rate-plan fields that decide a price. */
export type PricedPlan = {
  basePrice: number;
  weekendPercent: number;
  seasonRules: readonly SeasonRule[];
  promotionPercent: number;
  vatRate: number;
  vatIncluded: boolean;
  serviceFeePercent: number;
  feeIncluded: boolean;
};

export type NightPrice = {
  /** before promotion, as quoted (may include VAT/fee per the plan's flags) */
  list: number;
  /** after promotion, excluding VAT and service fee */
  exclusive: number;
  /** after promotion, including VAT and service fee: what the traveller pays */
  inclusive: number;
  /** list price excluding VAT and fee, shown struck through when a promotion applies */
  listExclusive: number;
  listInclusive: number;
};

const roundVnd = (value: number) => Math.round(value);

/** Friday and Saturday nights are weekend nights. `isoDate` is YYYY-MM-DD. */
export function isWeekendNight(isoDate: string): boolean {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return day === 5 || day === 6;
}

/** Season percent for a night: every rule whose MM-DD range (inclusive, may wrap the year) holds it. */
export function seasonPercent(rules: readonly SeasonRule[], isoDate: string): number {
  const md = isoDate.slice(5);
  return rules.reduce((sum, rule) => {
    const inRange = rule.from <= rule.to ? md >= rule.from && md <= rule.to : md >= rule.from || md <= rule.to;
    return inRange ? sum + rule.percent : sum;
  }, 0);
}

/** The price of one room for one night under a plan, rounded to whole dong. */
export function priceNight(plan: PricedPlan, isoDate: string): NightPrice {
  const surcharge = (isWeekendNight(isoDate) ? plan.weekendPercent : 0) + seasonPercent(plan.seasonRules, isoDate);
  const list = plan.basePrice * (1 + surcharge / 100);
  const sale = list * (1 - plan.promotionPercent / 100);
  const fee = 1 + plan.serviceFeePercent / 100;
  const vat = 1 + plan.vatRate / 100;
  const includedFactor = (plan.feeIncluded ? fee : 1) * (plan.vatIncluded ? vat : 1);
  const toExclusive = (quoted: number) => quoted / includedFactor;
  return {
    list: roundVnd(list),
    exclusive: roundVnd(toExclusive(sale)),
    inclusive: roundVnd(toExclusive(sale) * fee * vat),
    listExclusive: roundVnd(toExclusive(list)),
    listInclusive: roundVnd(toExclusive(list) * fee * vat),
  };
}

/** Sum of the nightly prices over a stay of `nights` nights starting at `checkIn`. */
export function priceStay(plan: PricedPlan, nightDates: readonly string[]): NightPrice {
  return nightDates.reduce<NightPrice>(
    (total, date) => {
      const night = priceNight(plan, date);
      return {
        list: total.list + night.list,
        exclusive: total.exclusive + night.exclusive,
        inclusive: total.inclusive + night.inclusive,
        listExclusive: total.listExclusive + night.listExclusive,
        listInclusive: total.listInclusive + night.listInclusive,
      };
    },
    { list: 0, exclusive: 0, inclusive: 0, listExclusive: 0, listInclusive: 0 },
  );
}
