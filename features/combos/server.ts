// The server-only entry of combos (flight + hotel packages).
import 'server-only';
export { buyCombo, comboPaymentFacts } from './server/buy';
export { comboCalendar } from './server/calendar';
export { comboDealFlights } from './server/deal-flights';
export { createComboDraft, getComboDraft, updateComboDraft } from './server/drafts';
export { withComboFromPrices } from './server/from-prices';
export { purgeLapsedComboDrafts } from './server/purge-drafts';
