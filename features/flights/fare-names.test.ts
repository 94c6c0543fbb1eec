import { describe, expect, it } from 'vitest';
import combosEn from '@/locales/en/combos.json';
import checkoutEn from '@/locales/en/flight-checkout.json';
import flightsEn from '@/locales/en/flights.json';
import combosVi from '@/locales/vi/combos.json';
import checkoutVi from '@/locales/vi/flight-checkout.json';
import flightsVi from '@/locales/vi/flights.json';

// Issue 34: the checkout wrote "Phổ thông Tiết kiệm" where the results and the combo wrote "Phổ thông tiết kiệm".
describe('a fare has one name on every screen', () => {
  it.each([
    ['vi', flightsVi.card.fareCodes, checkoutVi.fares, combosVi.fares],
    ['en', flightsEn.card.fareCodes, checkoutEn.fares, combosEn.fares],
  ])('%s: the results, the flight checkout and the combo name each fare alike', (_lang, results, checkout, combo) => {
    expect(checkout).toEqual(results);
    expect(combo).toEqual(results);
  });
});
