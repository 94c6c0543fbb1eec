export { isWeekendNight, priceStay, seasonPercent } from './pricing';
export type { SeasonRule } from './db';
export { memberPrice, memberTeaserPrice, type MemberPriceLine, type MemberRates, type Viewer } from './member-price';
export { providerNote } from './provider-note';
export {
  cheapestRate,
  freeRoomsByNight,
  perNight,
  withoutTaxes,
  type RateForStay,
  type RateOffer,
} from './cheapest-rate';
export { quoteStay, type QuotePlan } from './quote';
export { chargeLines, priceLines, signedVnd, summands, type PriceLine, type PriceLineId, type PriceLines } from './price-lines';
export { HOTEL_IMAGE_FALLBACK } from './media/fallback-image';
export { hotelImageSvg } from './media/hotel-image-svg';
export { cancellationSentence, cancellationState, deadlineFrom, freeCancelBefore, freeCancelDeadline } from './cancellation';
