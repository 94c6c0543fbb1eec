import { describe, expect, it } from 'vitest';
import { cheapestRate, freeRoomsByNight, roomsFreeForStay, type RateForStay } from './cheapest-rate';
import { memberPrice } from './member-price';
import { priceStay } from './pricing';

// a Thursday and a Friday night (one weekend night)
const nightDates = ['2026-12-03', '2026-12-04'];
const plan = (id: number, overrides: Partial<RateForStay> = {}): RateForStay => ({
  id,
  roomTypeId: id * 10,
  basePrice: 1_000_000,
  weekendPercent: 0,
  seasonRules: [],
  promotionPercent: 0,
  vatRate: 8,
  vatIncluded: false,
  serviceFeePercent: 5,
  feeIncluded: false,
  memberDiscountPercent: 0,
  mobileRatePercent: 0,
  maxAdults: 2,
  freeRooms: [5, 5],
  ...overrides,
});
const guest = { kind: 'guest' } as const;
const member = { kind: 'signed-in', rates: { loyaltyDiscountPercent: 3 } } as const;

describe('cheapestRate: the one price of a hotel for a stay (issue 33)', () => {
  it('skips a cheaper room too small for the party spread over the rooms asked, as the booking refuses it', () => {
    const cheapForTwo = plan(1, { basePrice: 600_000, maxAdults: 2 });
    const dearForFour = plan(2, { basePrice: 900_000, maxAdults: 4 });
    expect(cheapestRate([cheapForTwo, dearForFour], { nightDates, roomCount: 1, guests: 2, viewer: guest })?.planId).toBe(1);
    expect(cheapestRate([cheapForTwo, dearForFour], { nightDates, roomCount: 1, guests: 3, viewer: guest })?.planId).toBe(2);
    // two rooms of the small type take four
    expect(cheapestRate([cheapForTwo, dearForFour], { nightDates, roomCount: 2, guests: 4, viewer: guest })?.planId).toBe(1);
    expect(cheapestRate([cheapForTwo], { nightDates, roomCount: 1, guests: 3, viewer: guest })).toBeNull();
  });

  it('skips a cheaper plan whose room type is sold out on one night, and says sold out when none is left', () => {
    const cheapSoldOut = plan(1, { basePrice: 600_000, freeRooms: [4, 0] });
    const dear = plan(2, { basePrice: 900_000 });
    const offer = cheapestRate([cheapSoldOut, dear], { nightDates, roomCount: 1, guests: 1, viewer: guest });
    expect(offer?.planId).toBe(2);
    expect(offer?.payTotal).toBe(priceStay(dear, nightDates).inclusive);
    expect(offer?.roomsLeft).toBe(5);
    expect(cheapestRate([cheapSoldOut], { nightDates, roomCount: 1, guests: 1, viewer: guest })).toBeNull();
  });

  it('needs the rooms asked free on every night of the stay, not only some', () => {
    const three = plan(1, { basePrice: 600_000, freeRooms: [3, 2] });
    const dear = plan(2, { basePrice: 900_000, freeRooms: [9, 9] });
    expect(cheapestRate([three, dear], { nightDates, roomCount: 2, guests: 2, viewer: guest })?.planId).toBe(1);
    expect(cheapestRate([three, dear], { nightDates, roomCount: 3, guests: 3, viewer: guest })?.planId).toBe(2);
    expect(cheapestRate([three], { nightDates, roomCount: 3, guests: 3, viewer: guest })).toBeNull();
    // a night missing from the free-rooms list is not bookable
    expect(roomsFreeForStay([5], 2)).toBe(0);
  });

  it('minimises what the viewer pays: a member may be priced at another plan than a guest', () => {
    const publicCheapest = plan(1, { basePrice: 1_000_000 });
    const memberCheapest = plan(2, { basePrice: 1_050_000, memberDiscountPercent: 15, mobileRatePercent: 5 });
    const forGuest = cheapestRate([publicCheapest, memberCheapest], { nightDates, roomCount: 1, guests: 1, viewer: guest });
    const forMember = cheapestRate([publicCheapest, memberCheapest], { nightDates, roomCount: 1, guests: 1, viewer: member });
    const nonMember = cheapestRate([publicCheapest, memberCheapest], {
      nightDates,
      roomCount: 1,
      guests: 1,
      viewer: { kind: 'signed-in', rates: null },
    });
    expect(forGuest?.planId).toBe(1);
    expect(nonMember?.planId).toBe(1);
    expect(forMember?.planId).toBe(2);
    const stay = priceStay(memberCheapest, nightDates);
    expect(forMember?.payTotal).toBe(
      memberPrice(stay.inclusive, { memberPercent: 15, mobilePercent: 5 }, { loyaltyDiscountPercent: 3 })?.price,
    );
    expect(forMember?.memberLines.map((l) => l.kind)).toEqual(['member_discount', 'mobile_rate', 'loyalty_discount']);
    // the guest's teaser is the least a member pays (member discount and mobile rate, no level)
    expect(forGuest?.teaserTotal).toBe(
      memberPrice(stay.inclusive, { memberPercent: 15, mobilePercent: 5 }, { loyaltyDiscountPercent: 0 })?.price,
    );
    expect(forMember?.teaserTotal).toBeNull();
    expect(nonMember?.payTotal).toBe(priceStay(publicCheapest, nightDates).inclusive);
  });

  it('prices every plan over the stay: a weekend surcharge changes which plan is cheapest', () => {
    const weekendDear = plan(1, { basePrice: 950_000, weekendPercent: 20 });
    const flat = plan(2, { basePrice: 1_000_000 });
    const weekday = ['2026-12-01', '2026-12-02'];
    const weekend = ['2026-12-04', '2026-12-05'];
    const fresh = (p: RateForStay) => ({ ...p, freeRooms: [5, 5] });
    expect(cheapestRate([weekendDear, flat].map(fresh), { nightDates: weekday, roomCount: 1, guests: 1, viewer: guest })?.planId).toBe(1);
    expect(cheapestRate([weekendDear, flat].map(fresh), { nightDates: weekend, roomCount: 1, guests: 1, viewer: guest })?.planId).toBe(2);
  });

  it('breaks ties on the lower public price, then the lower plan id, whatever the input order', () => {
    const a = plan(7);
    const b = plan(3);
    expect(cheapestRate([a, b], { nightDates, roomCount: 1, guests: 1, viewer: guest })?.planId).toBe(3);
    expect(cheapestRate([b, a], { nightDates, roomCount: 1, guests: 1, viewer: guest })?.planId).toBe(3);
  });

  it('reads free rooms per night from inventory rows, the default allotment where a night has none', () => {
    expect(freeRoomsByNight([{ stayDate: '2026-12-04', allotment: 4, held: 1, sold: 2 }], nightDates, 6)).toEqual([6, 1]);
  });
});
