import { describe, expect, it } from 'vitest';
import { closeHotelOnMap, initialMapCentre, mapCentreReducer, selectHotelOnMap, type MapCentreState } from './map-centre';

const start: MapCentreState = { activeHotelId: null, latitude: 16.0627397, longitude: 108.2422757 };
const hotel = { id: 7, location: { lat: 10.77, lon: 106.7 } };

describe('map centre state (spec 3, 4)', () => {
  it('starts at the search location centre with zoom 13', () => {
    expect(initialMapCentre({ lat: 21.03, lon: 105.85 })).toEqual({
      state: { activeHotelId: null, latitude: 21.03, longitude: 105.85 },
      zoom: 13,
    });
  });

  it('starts at the default centre with zoom 7 when the search has no (valid) centre', () => {
    const expected = { state: { activeHotelId: null, latitude: 16.0627397, longitude: 108.2422757 }, zoom: 7 };
    expect(initialMapCentre(null)).toEqual(expected);
    expect(initialMapCentre(undefined)).toEqual(expected);
    expect(initialMapCentre({ lat: Number.NaN, lon: 105 })).toEqual(expected);
  });

  it('a pin click sets the active hotel and centres the map on it', () => {
    expect(mapCentreReducer(start, selectHotelOnMap(hotel))).toEqual({ activeHotelId: 7, latitude: 10.77, longitude: 106.7 });
  });

  it('closing the pin card clears the active hotel and keeps the centre at that hotel', () => {
    const selected = mapCentreReducer(start, selectHotelOnMap(hotel));
    expect(mapCentreReducer(selected, closeHotelOnMap)).toEqual({ activeHotelId: null, latitude: 10.77, longitude: 106.7 });
  });

  it('selecting another hotel moves the centre to it', () => {
    const first = mapCentreReducer(start, selectHotelOnMap(hotel));
    const second = mapCentreReducer(first, selectHotelOnMap({ id: 9, location: { lat: 12.2, lon: 109.19 } }));
    expect(second).toEqual({ activeHotelId: 9, latitude: 12.2, longitude: 109.19 });
  });

  it('a hotel with invalid coordinates becomes active without moving the centre', () => {
    const action = selectHotelOnMap({ id: 3, location: { lat: Number.NaN, lon: 106 } });
    expect(action).toEqual({ type: 'select', hotelId: 3, latitude: null, longitude: null });
    expect(mapCentreReducer(start, action)).toEqual({ ...start, activeHotelId: 3 });
  });

  it('closing with nothing active changes nothing', () => {
    expect(mapCentreReducer(start, closeHotelOnMap)).toBe(start);
  });
});
