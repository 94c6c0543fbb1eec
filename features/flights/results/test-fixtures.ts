import { offerPriceOf } from '../rules/offer-price';
import type { AirportOption, FlightFare, FlightOffer, FlightSearchResult, SuggestedDestinations } from '../schemas';

const airport = (
  code: string,
  cityNameVi: string,
  cityNameEn: string,
  nameVi: string,
  region: number | null,
  destinations: string[],
  countryCode = 'VN',
): AirportOption => ({
  code,
  cityCode: code,
  countryCode,
  nameVi,
  nameEn: nameVi,
  cityNameVi,
  cityNameEn,
  countryNameVi: countryCode === 'VN' ? 'Việt Nam' : 'Thái Lan',
  countryNameEn: countryCode === 'VN' ? 'Vietnam' : 'Thailand',
  region,
  destinations,
});

export const AIRPORTS: AirportOption[] = [
  airport('HAN', 'Hà Nội', 'Hanoi', 'Sân bay quốc tế Nội Bài', 1, ['DAD', 'SGN', 'PQC', 'BKK']),
  airport('DAD', 'Đà Nẵng', 'Da Nang', 'Sân bay quốc tế Đà Nẵng', 2, ['HAN', 'SGN', 'PQC']),
  airport('SGN', 'Hồ Chí Minh', 'Ho Chi Minh City', 'Sân bay quốc tế Tân Sơn Nhất', 3, ['HAN', 'DAD', 'PQC', 'BKK']),
  airport('PQC', 'Phú Quốc', 'Phu Quoc', 'Sân bay quốc tế Phú Quốc', 3, ['HAN', 'SGN', 'DAD']),
  airport('DIN', 'Điện Biên', 'Dien Bien', 'Sân bay Điện Biên Phủ', 1, []),
  airport('BKK', 'Bangkok', 'Bangkok', 'Suvarnabhumi', null, ['HAN', 'SGN'], 'TH'),
];

const s = (code: string, cityName: string) => ({ code, cityName, countryName: 'Việt Nam', countryCode: 'VN', fontWeight: 'bold' });
export const SUGGESTIONS: SuggestedDestinations = {
  vi: {
    trending: [s('DAD', 'Đà Nẵng'), s('PQC', 'Phú Quốc')],
    northern: [s('HAN', 'Hà Nội')],
    central: [s('DAD', 'Đà Nẵng')],
    southern: [s('SGN', 'Hồ Chí Minh'), s('PQC', 'Phú Quốc')],
  },
  en: {
    trending: [s('DAD', 'Da Nang'), s('PQC', 'Phu Quoc')],
    northern: [s('HAN', 'Hanoi')],
    central: [s('DAD', 'Da Nang')],
    southern: [s('SGN', 'Ho Chi Minh City'), s('PQC', 'Phu Quoc')],
  },
};

/** A fare for 2 adults and 1 infant. */
export function fare(fareClassId: number, fareAdt: number, overrides: Partial<FlightFare> = {}): FlightFare {
  const base = {
    fareAdt,
    fareChd: Math.round(fareAdt * 0.75),
    fareInf: 150_000,
    taxAdt: Math.round(fareAdt / 10) + 100_000,
    taxChd: 50_000,
    taxInf: 15_000,
    feeAdt: 60_000,
    feeChd: 60_000,
    feeInf: 0,
    serviceFeeAdt: 50_000,
    serviceFeeChd: 50_000,
    serviceFeeInf: 0,
  };
  const adt = 2;
  const inf = 1;
  const totalPrice = adt * (base.fareAdt + base.taxAdt + base.feeAdt + base.serviceFeeAdt) + inf * (base.fareInf + base.taxInf);
  return {
    ...base,
    fareClassId,
    code: 'ECO_SAVER',
    cabin: 'economy',
    bookingClass: 'E',
    seatsLeft: 9,
    refundable: false,
    changeable: true,
    includedBaggageKg: 0,
    cabinBaggageKg: 7,
    rules: { changeFeeVnd: 450_000, refundFeeVnd: null, nameChangeFeeVnd: 450_000, noShowFeeVnd: null },
    adt,
    chd: 0,
    inf,
    totalPrice,
    ...overrides,
  };
}

export function offer(id: string, airline: string, time: string, fares: FlightFare[], overrides: Partial<FlightOffer> = {}): FlightOffer {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const end = h * 60 + m + 80;
  const pad = (n: number) => String(n).padStart(2, '0');
  const names: Record<string, string> = {
    VN: 'Vietnam Airlines',
    VJ: 'Vietjet Air',
    QH: 'Bamboo Airways',
    BL: 'Pacific Airlines',
    XX: 'Example Air',
  };
  const logos: Record<string, string | null> = {
    VN: '/airlines/VN.svg',
    VJ: '/airlines/VJ.svg',
    QH: '/airlines/QH.svg',
    BL: '/airlines/JQ.svg',
    XX: null,
  };
  return {
    ...offerPriceOf(fares[0]!),
    id,
    scheduleId: Number(id.split('-')[0]),
    leg: 0,
    airline,
    airlineName: names[airline] ?? airline,
    logo: logos[airline] ?? null,
    flightNumber: `${airline}${id.split('-')[0]}`,
    aircraft: 'A321',
    startPoint: 'HAN',
    endPoint: 'DAD',
    startDate: `2026-12-10T${time}`,
    endDate: `2026-12-10T${pad(Math.floor(end / 60) % 24)}:${pad(end % 60)}`,
    duration: 80,
    stops: 0,
    via: null,
    timeBucket: h < 8 ? 'before_8h' : h < 12 ? 'from_8h_to_12h' : h < 18 ? 'from_12h_to_18h' : 'after_18h',
    international: false,
    listFlight: [],
    fares,
    ...overrides,
  };
}

export const OFFERS: FlightOffer[] = [
  offer('101-20261210', 'VJ', '06:10', [
    fare(1011, 900_000, { seatsLeft: 3 }),
    fare(1012, 1_300_000, { code: 'ECO_STANDARD', includedBaggageKg: 20 }),
  ]),
  offer('102-20261210', 'VN', '09:30', [fare(1021, 1_500_000, { refundable: true, includedBaggageKg: 23 })]),
  offer('103-20261210', 'XX', '19:45', [fare(1031, 1_100_000)]),
];

export function result(overrides: Partial<FlightSearchResult> = {}): FlightSearchResult {
  return {
    params: {
      isDomestic: true,
      originCode: 'HAN',
      destinCode: 'DAD',
      departDate: '2026-12-10',
      returnDate: '2026-12-14',
      adultCount: 2,
      childCount: 0,
      infantCount: 1,
      leg: 1,
      listFlight: [],
    },
    direction: 0,
    sort: 'price_asc',
    flights: OFFERS,
    total: OFFERS.length,
    totalAll: OFFERS.length,
    facets: {
      airlines: [
        { code: 'VJ', name: 'Vietjet Air', logo: '/airlines/VJ.svg', count: 1, minPrice: 1_200_000 },
        { code: 'VN', name: 'Vietnam Airlines', logo: '/airlines/VN.svg', count: 1, minPrice: 1_860_000 },
        { code: 'XX', name: 'Example Air', logo: null, count: 1, minPrice: 1_420_000 },
      ],
      timeBuckets: [
        { key: 'before_8h', count: 1 },
        { key: 'from_8h_to_12h', count: 1 },
        { key: 'from_12h_to_18h', count: 0 },
        { key: 'after_18h', count: 1 },
      ],
    },
    minPrice: 1_200_000,
    ...overrides,
  };
}
