import type { FlightFare, FlightOffer, FlightSort } from '../schemas';
import { partyBaseFare } from './fares';

type Sortable = Pick<FlightOffer, 'startDate' | 'flightNumber'> & { fares: FlightFare[] };

/**
 * The price each sort mode reads of an offer's cheapest fare (spec 9; docs/decisions/083-flight-search.md):
 * _all is the whole party, _one one adult; taxFee includes taxes, fees and our service fee, noTaxFee the
 * base fare only. price_asc sorts by what the card shows by default: one adult with taxes and fees.
 */
export function sortPrice(fare: FlightFare, mode: FlightSort): number {
  const counts = { adultCount: fare.adt, childCount: fare.chd, infantCount: fare.inf };
  switch (mode) {
    case 'price_asc_taxFee_all':
      return fare.totalPrice;
    case 'price_asc_noTaxFee_all':
      return partyBaseFare(fare, counts);
    case 'price_asc_noTaxFee_one':
      return fare.fareAdt;
    case 'price_asc':
    case 'price_asc_taxFee_one':
    default:
      return fare.fareAdt + fare.taxAdt + fare.feeAdt + fare.serviceFeeAdt;
  }
}

/** The offer's lowest price under a mode (its fares are those that can seat the party). */
const lowest = (offer: Sortable, mode: FlightSort) => Math.min(...offer.fares.map((f) => sortPrice(f, mode)));

/**
 * Sorts offers in place and returns them: time_asc earliest departure first, time_desc latest first, every
 * price mode cheapest first; ties by departure time, then flight number (a stable, total order).
 */
export function sortOffers<T extends Sortable>(offers: T[], mode: FlightSort): T[] {
  const byTime = (a: T, b: T) => a.startDate.localeCompare(b.startDate) || a.flightNumber.localeCompare(b.flightNumber);
  if (mode === 'time_asc') return offers.sort(byTime);
  if (mode === 'time_desc')
    return offers.sort((a, b) => b.startDate.localeCompare(a.startDate) || a.flightNumber.localeCompare(b.flightNumber));
  return offers.sort((a, b) => lowest(a, mode) - lowest(b, mode) || byTime(a, b));
}
