import { describe, expect, it } from 'vitest';
import { passengerProblems, ruleProblem } from './passenger-problems';
import { ticketNameProblem, toTicketName } from './ticket-name';
import { emptyPassenger, passengerTypes, titlesFor, travelDates, type PassengerDraft } from './travellers-draft';
import { flightRequestFixture, internationalFixture } from '../checkout-fixture';

const dates = { first: '2026-12-20', last: '2026-12-23' };
const draft = (over: Partial<PassengerDraft>): PassengerDraft => ({
  ...emptyPassenger(over.type ?? 'adult'),
  fullName: 'NGUYEN VAN AN',
  ...over,
});
const problemsOf = (over: Partial<PassengerDraft>, international = false) => {
  const p = draft(over);
  return passengerProblems(p, dates, international, titlesFor(p.type));
};

describe('passenger slots and titles', () => {
  it('lists adults, then children, then infants', () => {
    expect(passengerTypes({ adultCount: 2, childCount: 1, infantCount: 1 })).toEqual(['adult', 'adult', 'child', 'infant']);
  });
  it('offers titles that fit the type', () => {
    expect(titlesFor('adult')).toEqual(['MR', 'MRS', 'MS']);
    expect(titlesFor('child')).toEqual(['MSTR', 'MISS']);
    expect(titlesFor('infant')).toEqual(['MSTR', 'MISS']);
    expect(problemsOf({ type: 'child', title: 'MR', dateOfBirth: '2020-01-01' }).title).toEqual({ key: 'errors.titleRequired' });
  });
  it('reads the first and last flight days of the legs', () => {
    expect(travelDates(flightRequestFixture())).toEqual({ first: '2026-12-20', last: '2026-12-23' });
    expect(travelDates(internationalFixture())).toEqual({ first: '2026-12-20', last: '2026-12-20' });
  });
});

describe('names as tickets print them', () => {
  it('removes accents, upper-cases and collapses spaces', () => {
    expect(toTicketName('  Nguyễn  Thị Đào ')).toBe('NGUYEN THI DAO');
  });
  it('needs a family and a given name, letters only', () => {
    expect(ticketNameProblem('')).toBe('errors.nameRequired');
    expect(ticketNameProblem('Nguyễn')).toBe('errors.nameBothParts');
    expect(ticketNameProblem('Nguyen Van 4n')).toBe('errors.nameLetters');
    expect(ticketNameProblem('Trần Thị Ánh')).toBeNull();
    expect(ticketNameProblem("O'Neil Mary-Jane")).toBeNull();
  });
});

describe('age rules on the travel dates, at their edges', () => {
  it('asks children and infants for a date of birth, never adults', () => {
    expect(problemsOf({ type: 'adult' })).toEqual({});
    expect(problemsOf({ type: 'child', title: 'MSTR' }).dateOfBirth).toEqual({ key: 'errors.dobRequired', values: { days: 14 } });
    expect(problemsOf({ type: 'infant', title: 'MISS' }).dateOfBirth?.key).toBe('errors.dobRequired');
  });
  it('a child is 2 on the first flight day, and under 12', () => {
    expect(problemsOf({ type: 'child', title: 'MSTR', dateOfBirth: '2024-12-20' }).dateOfBirth).toBeUndefined();
    expect(problemsOf({ type: 'child', title: 'MSTR', dateOfBirth: '2024-12-21' }).dateOfBirth?.key).toBe('errors.childAge');
    expect(problemsOf({ type: 'child', title: 'MSTR', dateOfBirth: '2014-12-21' }).dateOfBirth).toBeUndefined();
    expect(problemsOf({ type: 'child', title: 'MSTR', dateOfBirth: '2014-12-20' }).dateOfBirth?.key).toBe('errors.childAge');
  });
  it('an infant is 14 days old on the first flight and still under 2 on the last', () => {
    expect(problemsOf({ type: 'infant', title: 'MISS', dateOfBirth: '2026-12-06' }).dateOfBirth).toBeUndefined();
    expect(problemsOf({ type: 'infant', title: 'MISS', dateOfBirth: '2026-12-07' }).dateOfBirth).toEqual({
      key: 'errors.infantMinDays',
      values: { days: 14 },
    });
    // 2 on 23-12-2026 (the return flight): too old although under 2 on the way out
    expect(problemsOf({ type: 'infant', title: 'MISS', dateOfBirth: '2024-12-22' }).dateOfBirth?.key).toBe('errors.infantUnder2');
    expect(problemsOf({ type: 'infant', title: 'MISS', dateOfBirth: '2024-12-24' }).dateOfBirth).toBeUndefined();
    expect(problemsOf({ type: 'infant', title: 'MISS', dateOfBirth: '2026-12-21' }).dateOfBirth?.key).toBe('errors.dobAfterFlight');
  });
  it('shows a newer rule message as it is', () => {
    expect(ruleProblem('Một quy tắc mới')).toEqual({ key: 'errors.plain', values: { message: 'Một quy tắc mới' } });
    expect(ruleProblem(null)).toBeUndefined();
  });
});

describe('international routes', () => {
  it('need nationality, a passport number and a passport valid 6 months after the last flight', () => {
    expect(problemsOf({}, true)).toEqual({
      nationality: { key: 'errors.nationalityRequired' },
      passportNumber: { key: 'errors.passportRequired' },
      passportExpiry: { key: 'errors.passportExpiryRequired', values: { days: 14 } },
    });
    expect(problemsOf({ nationality: 'VN', passportNumber: 'b1234567', passportExpiry: '2027-06-23' }, true)).toEqual({});
    expect(problemsOf({ nationality: 'VN', passportNumber: 'B12', passportExpiry: '2027-06-22' }, true)).toEqual({
      passportNumber: { key: 'errors.passportInvalid' },
      passportExpiry: { key: 'errors.passportExpiry6m', values: { days: 14 } },
    });
  });
  it('are not asked on domestic routes', () => {
    expect(problemsOf({}, false)).toEqual({});
  });
});
