import { describe, expect, it } from 'vitest';
import { flightRequestFixture, passengerFixture } from '../checkout-fixture';
import {
  BOOKER_AND_PASSENGERS_KEY,
  readStoredTravellers,
  restoreTravellers,
  toStoredTravellers,
  writeStoredTravellers,
} from './travellers-storage';
import { baggageChanged, toTravellersBody } from './travellers-body';

const memoryStorage = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
};

describe('booker_and_passengers (spec 3 local data)', () => {
  it('keeps names, titles, dates of birth and nationality, never passport numbers or baggage', () => {
    const storage = memoryStorage();
    const draft = restoreTravellers(flightRequestFixture(), null, null);
    draft.contact = { fullName: 'Nguyễn Văn An', email: 'an@example.com', phone: '901234567' };
    draft.passengers[0] = { ...draft.passengers[0]!, fullName: 'NGUYEN VAN AN', passportNumber: 'B1234567', baggage: [15, 0] };
    writeStoredTravellers(storage, toStoredTravellers(draft));
    const text = storage.map.get(BOOKER_AND_PASSENGERS_KEY)!;
    expect(text).not.toContain('B1234567');
    expect(JSON.parse(text).passengers[0]).toEqual({
      type: 'adult',
      title: 'MR',
      fullName: 'NGUYEN VAN AN',
      dateOfBirth: '',
      nationality: '',
    });
  });

  it('fills the n-th slot of each type from the n-th stored passenger of that type', () => {
    const stored = {
      contact: { fullName: 'Trần Bình', email: 'b@example.com', phone: '912345678' },
      passengers: [
        { type: 'infant' as const, title: 'MISS', fullName: 'TRAN AN', dateOfBirth: '2026-03-01', nationality: '' },
        { type: 'adult' as const, title: 'MRS', fullName: 'TRAN THI BINH', dateOfBirth: '', nationality: 'VN' },
        { type: 'child' as const, title: 'MSTR', fullName: 'TRAN CUONG', dateOfBirth: '2019-01-01', nationality: '' },
      ],
    };
    const draft = restoreTravellers(flightRequestFixture(), stored, null);
    expect(draft.contact).toEqual(stored.contact);
    expect(draft.passengers.map((p) => [p.type, p.title, p.fullName, p.dateOfBirth])).toEqual([
      ['adult', 'MRS', 'TRAN THI BINH', ''],
      ['adult', 'MR', '', ''],
      ['infant', 'MISS', 'TRAN AN', '2026-03-01'],
    ]);
  });

  it("keeps the passengers of an earlier, larger party beyond this booking's slots", () => {
    const previous = {
      contact: { fullName: '', email: '', phone: '' },
      passengers: [
        { type: 'adult' as const, title: 'MR', fullName: 'A ONE', dateOfBirth: '', nationality: '' },
        { type: 'adult' as const, title: 'MRS', fullName: 'A TWO', dateOfBirth: '', nationality: '' },
        { type: 'adult' as const, title: 'MS', fullName: 'A THREE', dateOfBirth: '', nationality: '' },
        { type: 'child' as const, title: 'MISS', fullName: 'C ONE', dateOfBirth: '2019-01-01', nationality: '' },
      ],
    };
    const draft = restoreTravellers(flightRequestFixture(), previous, null);
    draft.passengers[0]!.fullName = 'A NEW';
    expect(toStoredTravellers(draft, previous).passengers.map((p) => p.fullName)).toEqual(['A NEW', 'A TWO', '', 'A THREE', 'C ONE']);
  });

  it('takes the contact from the profile when nothing was stored, and reads junk as nothing', () => {
    const storage = memoryStorage();
    storage.setItem(BOOKER_AND_PASSENGERS_KEY, '{not json');
    expect(readStoredTravellers(storage)).toBeNull();
    const draft = restoreTravellers(flightRequestFixture(), null, {
      first_name: 'Văn An',
      last_name: 'Nguyễn',
      email: 'an@example.com',
      phone: '+84901234567',
    });
    expect(draft.contact).toEqual({ fullName: 'Nguyễn Văn An', email: 'an@example.com', phone: '901234567' });
  });

  it('starts baggage from what the server already priced on this request', () => {
    const request = flightRequestFixture({ passengers: [passengerFixture({ listBaggage: [{ leg: 1, kg: 25, price: 330_000 }] })] });
    const draft = restoreTravellers(request, null, null);
    expect(draft.passengers[0]!.baggage).toEqual([0, 25]);
    expect(baggageChanged(draft, request)).toBe(false);
    draft.passengers[1]!.baggage = [15, 0];
    expect(baggageChanged(draft, request)).toBe(true);
  });
});

describe('the PUT passengers body', () => {
  it('sends ticket names, children and infants dates, baggage only where bought, none for infants', () => {
    const request = flightRequestFixture();
    const draft = restoreTravellers(request, null, null);
    draft.contact = { fullName: ' Nguyễn Văn An ', email: 'an@example.com ', phone: '0901 234 567' };
    draft.passengers = [
      { ...draft.passengers[0]!, fullName: 'Nguyễn Văn An', baggage: [15, 25] },
      { ...draft.passengers[1]!, title: 'MS', fullName: 'tran thi binh' },
      { ...draft.passengers[2]!, fullName: 'Nguyễn Bé', dateOfBirth: '2026-03-01', baggage: [15, 15] },
    ];
    expect(toTravellersBody(draft, request)).toEqual({
      contact: { fullName: 'Nguyễn Văn An', email: 'an@example.com', phone: '+84901234567' },
      passengers: [
        {
          type: 'adult',
          title: 'MR',
          fullName: 'NGUYEN VAN AN',
          baggage: [
            { leg: 0, kg: 15 },
            { leg: 1, kg: 25 },
          ],
        },
        { type: 'adult', title: 'MS', fullName: 'TRAN THI BINH', baggage: [] },
        { type: 'infant', title: 'MSTR', fullName: 'NGUYEN BE', dateOfBirth: '2026-03-01', baggage: [] },
      ],
    });
  });
});
