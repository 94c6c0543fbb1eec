/**
 * Spec 9: a combo's price is shown divided by the number of adult travellers it is for, default 1 (0, a
 * missing or a non-integer count count as 1). Whole VND, rounded half up.
 */
export function pricePerAdult(price: number, adults: number | null | undefined): number {
  const n = adults !== null && adults !== undefined && Number.isInteger(adults) && adults > 0 ? adults : 1;
  return Math.round(price / n);
}

/** The adults a deal's package is for: the largest adult_number of its flights, 1 without flights (a voucher). */
export const adultsOf = (flights: readonly { adultNumber: number }[]): number => Math.max(1, ...flights.map((f) => f.adultNumber));

/** Whole percent off the list price, rounded down (never claims more than it gives); 0 without a saving. */
export function discountPercent(listPrice: number, sellPrice: number): number {
  if (listPrice <= 0 || sellPrice >= listPrice) return 0;
  return Math.floor(((listPrice - sellPrice) * 100) / listPrice);
}

/** What a "from" price reads of a price option (the API's price_deal items). */
type PricedOption = { id: number; sell_price: number; list_price: number };

/**
 * A deal's "from" price, the one every page shows (card, deal page, calendar's lowest day, popup, JSON-LD, the
 * API's from_price and price_per_adult): its cheapest price option (lowest sell_price, then lowest id) and that
 * option's sell and list prices per adult (pricePerAdult: whole VND, half up; a voucher is for 1). null without options.
 */
export function fromPrice<T extends PricedOption>(
  options: readonly T[],
  adults: number,
): { option: T; perAdult: number; listPerAdult: number } | null {
  const option = [...options].sort((a, b) => a.sell_price - b.sell_price || a.id - b.id)[0];
  if (!option) return null;
  return { option, perAdult: pricePerAdult(option.sell_price, adults), listPerAdult: pricePerAdult(option.list_price, adults) };
}
