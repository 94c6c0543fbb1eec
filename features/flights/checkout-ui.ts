// The flight checkout's public parts (checkout page, order sections): explicit named exports.
export { FlightCheckoutPage } from './checkout/page/flight-checkout-page';
export { FlightOrderSections } from './checkout/order/flight-order-sections';
export { FlightOrderWords } from './checkout/order/flight-order-words';
// the passenger step's parts the combo checkout reuses (same fields, rules and booker_and_passengers storage)
export { PassengerFields } from './checkout/passengers/passenger-fields';
export { passengerProblems, type PassengerField } from './checkout/passengers/passenger-problems';
export { titlesFor, type PassengerDraft } from './checkout/passengers/travellers-draft';
export {
  readStoredTravellers,
  restoreTravellers,
  toStoredTravellers,
  writeStoredTravellers,
} from './checkout/passengers/travellers-storage';
export { toTravellersBody } from './checkout/passengers/travellers-body';
export { usePassportCountries } from './api/travellers';
