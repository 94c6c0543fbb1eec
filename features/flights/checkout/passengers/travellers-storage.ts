import { localPhone } from '@/features/checkout/index';
import { joinFullName } from '@/features/auth/index';
import { PASSENGER_TYPES, type FlightBookingRequest, type PassengerType } from '../../schemas';
import { emptyPassenger, passengerTypes, titlesFor, type PassengerDraft, type TravellersDraft } from './travellers-draft';

/** Spec 3 "Local data": the booker and passengers, kept in the browser to fill the next booking. */
export const BOOKER_AND_PASSENGERS_KEY = 'booker_and_passengers';

/** What is kept: names, titles, dates of birth and nationality; never passport numbers (a shared computer). */
type StoredPassenger = { type: PassengerType; title: string; fullName: string; dateOfBirth: string; nationality: string };
export type StoredTravellers = { contact: { fullName: string; email: string; phone: string }; passengers: StoredPassenger[] };

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;
type ProfileLike = { first_name: string; last_name: string; email: string; phone: string | null };

const str = (value: unknown, max = 200): string => (typeof value === 'string' ? value.slice(0, max) : '');
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const isType = (value: unknown): value is PassengerType => (PASSENGER_TYPES as readonly unknown[]).includes(value);

/** The stored travellers, or null when none or unreadable (another site version, a hand edit, no storage). */
export function readStoredTravellers(storage: StorageLike | undefined): StoredTravellers | null {
  let raw: unknown;
  try {
    const text = storage?.getItem(BOOKER_AND_PASSENGERS_KEY);
    if (!text) return null;
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const data = record(raw);
  const contact = record(data.contact);
  const passengers = (Array.isArray(data.passengers) ? data.passengers.slice(0, 18) : []).map(record).filter((p) => isType(p.type));
  return {
    contact: { fullName: str(contact.fullName), email: str(contact.email), phone: str(contact.phone) },
    passengers: passengers.map((p) => ({
      type: p.type as PassengerType,
      title: str(p.title, 8),
      fullName: str(p.fullName),
      dateOfBirth: str(p.dateOfBirth, 10),
      nationality: str(p.nationality, 2),
    })),
  };
}

/**
 * What to keep after this booking: its passengers first, then the ones kept before beyond this party's
 * slots of each type (a family of five booking for two still finds the other three next time).
 */
export function toStoredTravellers(draft: TravellersDraft, previous: StoredTravellers | null = null): StoredTravellers {
  const now = draft.passengers.map(({ type, title, fullName, dateOfBirth, nationality }) => ({
    type,
    title,
    fullName,
    dateOfBirth,
    nationality,
  }));
  const slots = (type: PassengerType) => now.filter((p) => p.type === type).length;
  const rest = PASSENGER_TYPES.flatMap((type) => (previous?.passengers ?? []).filter((p) => p.type === type).slice(slots(type)));
  return { contact: { ...draft.contact }, passengers: [...now, ...rest].slice(0, 18) };
}

/** Stores the travellers; a full or blocked storage only means they are not remembered. */
export function writeStoredTravellers(storage: StorageLike | undefined, stored: StoredTravellers): void {
  try {
    storage?.setItem(BOOKER_AND_PASSENGERS_KEY, JSON.stringify(stored));
  } catch {
    // private mode or quota: the form still works, it just is not remembered
  }
}

/**
 * The form's start for a request: the n-th stored passenger of each type fills the n-th slot of that type
 * (a title that does not fit the type is dropped); the contact from storage, else from the signed-in profile;
 * baggage is chosen per booking, so it starts from what the server already priced on this request.
 */
export function restoreTravellers(
  request: Pick<FlightBookingRequest, 'adultCount' | 'childCount' | 'infantCount' | 'passengers'>,
  stored: StoredTravellers | null,
  profile: ProfileLike | null,
): TravellersDraft {
  const seen: Record<PassengerType, number> = { adult: 0, child: 0, infant: 0 };
  const passengers = passengerTypes(request).map((type, i): PassengerDraft => {
    const kept = stored?.passengers.filter((p) => p.type === type)[seen[type]++];
    const base = emptyPassenger(type);
    const priced = request.passengers[i];
    const baggage: [number, number] = [
      priced?.listBaggage.find((b) => b.leg === 0)?.kg ?? 0,
      priced?.listBaggage.find((b) => b.leg === 1)?.kg ?? 0,
    ];
    if (!kept) return { ...base, baggage };
    return {
      ...base,
      title: titlesFor(type).includes(kept.title) ? kept.title : base.title,
      fullName: kept.fullName,
      dateOfBirth: type === 'adult' ? '' : kept.dateOfBirth,
      nationality: kept.nationality,
      baggage,
    };
  });
  const c = stored?.contact;
  const hasStored = c !== undefined && (c.fullName !== '' || c.email !== '' || c.phone !== '');
  const contact = hasStored
    ? { ...c }
    : profile
      ? {
          fullName: joinFullName({ lastName: profile.last_name, firstName: profile.first_name }),
          email: profile.email,
          phone: localPhone(profile.phone),
        }
      : { fullName: '', email: '', phone: '' };
  return { contact, passengers };
}
