import { MIN_INFANT_AGE_DAYS, passengerAgeProblem, passportProblem } from '../../rules/ages';
import type { PassengerDraft } from './travellers-draft';
import { ticketNameProblem } from './ticket-name';

export type PassengerField = 'title' | 'fullName' | 'dateOfBirth' | 'nationality' | 'passportNumber' | 'passportExpiry';
/** A message: its key in the flightCheckout namespace and what it interpolates. */
export type Problem = { key: string; values?: Record<string, string | number> };
export type PassengerProblems = Partial<Record<PassengerField, Problem>>;

/** The contract's age and passport messages (Vietnamese) mapped to this page's keys, so English pages say them in English. */
const RULE_KEYS: Readonly<Record<string, string>> = {
  'Vui lòng nhập ngày sinh của trẻ em và em bé': 'errors.dobRequired',
  'Ngày sinh phải trước ngày bay': 'errors.dobAfterFlight',
  'Người lớn phải từ 12 tuổi trở lên vào ngày bay': 'errors.adultAge',
  'Trẻ em phải từ 2 đến dưới 12 tuổi vào ngày bay': 'errors.childAge',
  [`Em bé phải được ít nhất ${MIN_INFANT_AGE_DAYS} ngày tuổi vào ngày bay`]: 'errors.infantMinDays',
  'Em bé phải dưới 2 tuổi trong suốt hành trình': 'errors.infantUnder2',
  'Vui lòng nhập ngày hết hạn hộ chiếu': 'errors.passportExpiryRequired',
  'Hộ chiếu phải còn hạn ít nhất 6 tháng sau ngày bay cuối': 'errors.passportExpiry6m',
};

/** A rule's message as a Problem; an unknown one (a newer rule) is shown as it is. */
export function ruleProblem(message: string | null): Problem | undefined {
  if (message === null) return undefined;
  const key = RULE_KEYS[message];
  return key ? { key, values: { days: MIN_INFANT_AGE_DAYS } } : { key: 'errors.plain', values: { message } };
}

const PASSPORT = /^[A-Z0-9]{6,12}$/;

/**
 * Every problem of one passenger: the name, the age on the travel dates (children and infants; an adult's
 * date of birth is not asked), and on international routes nationality and a passport valid 6 months after
 * the last flight.
 */
export function passengerProblems(
  p: PassengerDraft,
  dates: { first: string; last: string },
  international: boolean,
  titles: readonly string[],
): PassengerProblems {
  const problems: PassengerProblems = {};
  if (!titles.includes(p.title)) problems.title = { key: 'errors.titleRequired' };
  const name = ticketNameProblem(p.fullName);
  if (name) problems.fullName = { key: name };
  if (p.type !== 'adult') problems.dateOfBirth = ruleProblem(passengerAgeProblem(p.type, p.dateOfBirth || null, dates.first, dates.last));
  if (international) {
    if (!/^[A-Z]{2}$/.test(p.nationality)) problems.nationality = { key: 'errors.nationalityRequired' };
    const number = p.passportNumber.trim().toUpperCase();
    if (number === '') problems.passportNumber = { key: 'errors.passportRequired' };
    else if (!PASSPORT.test(number)) problems.passportNumber = { key: 'errors.passportInvalid' };
    problems.passportExpiry = ruleProblem(passportProblem(p.passportExpiry || null, dates.last));
  }
  for (const field of Object.keys(problems) as PassengerField[]) if (!problems[field]) delete problems[field];
  return problems;
}
