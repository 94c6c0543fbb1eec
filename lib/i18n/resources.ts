import viCommon from '@/locales/vi/common.json';
import viHome from '@/locales/vi/home.json';
import viSearchBox from '@/locales/vi/search-box.json';
import viHotelList from '@/locales/vi/hotel-list.json';
import viHotelMap from '@/locales/vi/hotel-map.json';
import viHotelDetail from '@/locales/vi/hotel-detail.json';
import viAccount from '@/locales/vi/account.json';
import viLoyalty from '@/locales/vi/loyalty.json';
import viBooking from '@/locales/vi/booking.json';
import viOrders from '@/locales/vi/orders.json';
import viOrderLookup from '@/locales/vi/order-lookup.json';
import viFlights from '@/locales/vi/flights.json';
import viFlightCheckout from '@/locales/vi/flight-checkout.json';
import viFareRules from '@/locales/vi/fare-rules.json';
import viCombos from '@/locales/vi/combos.json';
import viDeals from '@/locales/vi/deals.json';
import viContent from '@/locales/vi/content.json';
import viLegal from '@/locales/vi/legal.json';
import enCommon from '@/locales/en/common.json';
import enHome from '@/locales/en/home.json';
import enSearchBox from '@/locales/en/search-box.json';
import enHotelList from '@/locales/en/hotel-list.json';
import enHotelMap from '@/locales/en/hotel-map.json';
import enHotelDetail from '@/locales/en/hotel-detail.json';
import enAccount from '@/locales/en/account.json';
import enLoyalty from '@/locales/en/loyalty.json';
import enBooking from '@/locales/en/booking.json';
import enOrders from '@/locales/en/orders.json';
import enOrderLookup from '@/locales/en/order-lookup.json';
import enFlights from '@/locales/en/flights.json';
import enFlightCheckout from '@/locales/en/flight-checkout.json';
import enFareRules from '@/locales/en/fare-rules.json';
import enCombos from '@/locales/en/combos.json';
import enDeals from '@/locales/en/deals.json';
import enContent from '@/locales/en/content.json';
import enLegal from '@/locales/en/legal.json';
import type { Lang } from './config';
import type { LangResources } from './translate';

/** Every namespace of every language; vi is the source of truth (a test checks en has the same keys). */
export const RESOURCES = {
  vi: {
    common: viCommon,
    home: viHome,
    searchBox: viSearchBox,
    hotelList: viHotelList,
    hotelMap: viHotelMap,
    hotelDetail: viHotelDetail,
    account: viAccount,
    loyalty: viLoyalty,
    booking: viBooking,
    orders: viOrders,
    orderLookup: viOrderLookup,
    flights: viFlights,
    flightCheckout: viFlightCheckout,
    fareRules: viFareRules,
    combos: viCombos,
    deals: viDeals,
    content: viContent,
    legal: viLegal,
  },
  en: {
    common: enCommon,
    home: enHome,
    searchBox: enSearchBox,
    hotelList: enHotelList,
    hotelMap: enHotelMap,
    hotelDetail: enHotelDetail,
    account: enAccount,
    loyalty: enLoyalty,
    booking: enBooking,
    orders: enOrders,
    orderLookup: enOrderLookup,
    flights: enFlights,
    flightCheckout: enFlightCheckout,
    fareRules: enFareRules,
    combos: enCombos,
    deals: enDeals,
    content: enContent,
    legal: enLegal,
  },
} satisfies Record<Lang, Record<string, unknown>>;

export type Namespace = keyof (typeof RESOURCES)['vi'];
export const NAMESPACES = Object.keys(RESOURCES.vi) as Namespace[];

/**
 * The namespaces every page's client components translate with (header, footer, sign-in): the root layout
 * gives them. A page gives its own components' namespaces with <PageWords> (lib/i18n/page-words.tsx), so a
 * page's payload carries only the words it can show (lib/i18n/page-words.test.ts checks every page).
 */
export const SHELL_NAMESPACES = ['common'] as const satisfies readonly Namespace[];

/** Some namespaces of a language, as the browser gets them. */
export function pickWords(lang: Lang, namespaces: readonly Namespace[]): LangResources {
  const all = RESOURCES[lang];
  return Object.fromEntries(namespaces.map((ns) => [ns, all[ns]]));
}
