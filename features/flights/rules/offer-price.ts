import type { FlightFare, OfferPrice } from '../schemas';

/** An offer's spec 3 price fields: those of its cheapest fare (fares come cheapest first). */
export function offerPriceOf(f: FlightFare): OfferPrice {
  return {
    fareAdt: f.fareAdt,
    fareChd: f.fareChd,
    fareInf: f.fareInf,
    taxAdt: f.taxAdt,
    taxChd: f.taxChd,
    taxInf: f.taxInf,
    feeAdt: f.feeAdt,
    feeChd: f.feeChd,
    feeInf: f.feeInf,
    serviceFeeAdt: f.serviceFeeAdt,
    serviceFeeChd: f.serviceFeeChd,
    serviceFeeInf: f.serviceFeeInf,
    adt: f.adt,
    chd: f.chd,
    inf: f.inf,
    totalPrice: f.totalPrice,
  };
}
