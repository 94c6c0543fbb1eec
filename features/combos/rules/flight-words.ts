import type { Translate } from '@/lib/i18n/translate';

/** What a fare's label reads: a flight offer's fare or a combo leg. */
type FareFacts = { code: string; bookingClass: string; cabinBaggageKg: number; includedBaggageKg: number };

/**
 * A combo fare as travellers read it, never its code: "Phổ thông tiết kiệm (E) – 7 kg" (name, booking class,
 * carry-on), "+ 20 kg ký gửi" when a checked bag is included. `t` is the combos namespace.
 */
export function fareLabel(t: Translate, fare: FareFacts): string {
  const name = t(`fares.${fare.code}`, { defaultValue: fare.code });
  const base = t('fareLabel', { name, bookingClass: fare.bookingClass, cabin: fare.cabinBaggageKg });
  return fare.includedBaggageKg > 0 ? `${base} ${t('fareChecked', { kg: fare.includedBaggageKg })}` : base;
}

/** Days between a local departure's and its arrival's dates ("YYYY-MM-DDTHH:mm", airport times): 1 lands after midnight. */
export function arrivalDayOffset(startDate: string, endDate: string): number {
  const day = (local: string) => Date.parse(`${local.slice(0, 10)}T00:00:00Z`) / 86_400_000;
  return Math.round(day(endDate) - day(startDate));
}

/**
 * The outbound the builder picks for the traveller: the first (cheapest) that lands on its departure day, so the
 * check-in night is not spent in the air; when every flight lands after midnight, the first, marked `lateOnly`.
 */
export function preferredOutbound<T extends { startDate: string; endDate: string }>(
  offers: readonly T[],
): { offer: T; lateOnly: boolean } | null {
  const sameDay = offers.find((o) => arrivalDayOffset(o.startDate, o.endDate) === 0);
  if (sameDay) return { offer: sameDay, lateOnly: false };
  return offers[0] ? { offer: offers[0], lateOnly: true } : null;
}
