import { toSearchKey } from '@/lib/text/search-key';
import { AIRPORTS } from './airports';
import { DOMESTIC_CITIES, FOREIGN_AIRPORTS } from './world-airports';

/** world_airports rows: the domestic airports (spec order) then the foreign ones; search key of city, name and code. */
export function worldAirportRows() {
  const domestic = AIRPORTS.map((a) => {
    const city = DOMESTIC_CITIES.find((c) => c.code === a.code)!;
    return {
      airportCode: a.code,
      cityCode: city.cityCode,
      countryCode: 'VN',
      continentCode: 'AS',
      airportNameVi: a.nameVi,
      airportNameEn: a.nameEn,
      cityNameVi: city.cityVi,
      cityNameEn: city.cityEn,
      countryNameVi: 'Việt Nam',
      countryNameEn: 'Vietnam',
      utcOffsetMinutes: 420,
      searchKey: toSearchKey(`${city.cityVi} ${a.province} ${a.nameVi} ${city.cityEn} ${a.code}`),
    };
  });
  const foreign = FOREIGN_AIRPORTS.map((a) => ({
    airportCode: a.code,
    cityCode: a.cityCode,
    countryCode: a.countryCode,
    continentCode: a.continentCode,
    airportNameVi: a.nameVi,
    airportNameEn: a.nameEn,
    cityNameVi: a.cityVi,
    cityNameEn: a.cityEn,
    countryNameVi: a.countryVi,
    countryNameEn: a.countryEn,
    utcOffsetMinutes: a.utcOffsetMinutes,
    searchKey: toSearchKey(`${a.cityVi} ${a.cityEn} ${a.nameVi} ${a.nameEn} ${a.countryVi} ${a.code}`),
  }));
  return [...domestic, ...foreign];
}
