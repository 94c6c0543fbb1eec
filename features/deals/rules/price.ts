/**
 * Spec 9: a combo's price is shown divided by the number of adult travellers it is for, default 1 (0, a
 * missing or a non-integer count count as 1). Whole VND, rounded.
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
