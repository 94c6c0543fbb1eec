/** Spec 3 "Local data" (the flights' `booker_and_passengers` key): the booker and the adults, prefilled next time. */
const KEY = 'booker_and_passengers';

export type ComboAdult = { title: 'MR' | 'MRS' | 'MS'; fullName: string };
export type ComboContact = { fullName: string; email: string; phone: string };
type Stored = { contact: ComboContact; passengers: { type: string; title: string; fullName: string; dateOfBirth: string; nationality: string }[] };

const str = (value: unknown, max = 200) => (typeof value === 'string' ? value.slice(0, max) : '');
const asRecord = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
const TITLES = ['MR', 'MRS', 'MS'] as const;

function read(): Stored | null {
  try {
    const text = window.localStorage.getItem(KEY);
    if (!text) return null;
    const data = asRecord(JSON.parse(text));
    const contact = asRecord(data.contact);
    const passengers = (Array.isArray(data.passengers) ? data.passengers.slice(0, 18) : []).map(asRecord);
    return {
      contact: { fullName: str(contact.fullName), email: str(contact.email), phone: str(contact.phone) },
      passengers: passengers.map((p) => ({ type: str(p.type, 10), title: str(p.title, 8), fullName: str(p.fullName), dateOfBirth: str(p.dateOfBirth, 10), nationality: str(p.nationality, 2) })),
    };
  } catch {
    return null;
  }
}

/** The kept contact and the first `adults` kept adults (empty slots after). */
export function storedTravellers(adults: number): { contact: ComboContact; adults: ComboAdult[] } {
  const kept = typeof window === 'undefined' ? null : read();
  const keptAdults = (kept?.passengers ?? []).filter((p) => p.type === 'adult');
  return {
    contact: kept?.contact ?? { fullName: '', email: '', phone: '' },
    adults: Array.from({ length: adults }, (_, i) => {
      const p = keptAdults[i];
      const title = (TITLES as readonly string[]).includes(p?.title ?? '') ? (p!.title as ComboAdult['title']) : 'MR';
      return { title, fullName: p?.fullName ?? '' };
    }),
  };
}

/** Keeps this booking's contact and adults first, the other kept passengers after them. */
export function keepTravellers(contact: ComboContact, adults: readonly ComboAdult[]): void {
  try {
    const kept = read();
    const others = (kept?.passengers ?? []).filter((p) => p.type !== 'adult');
    const extraAdults = (kept?.passengers ?? []).filter((p) => p.type === 'adult').slice(adults.length);
    const passengers = [...adults.map((a) => ({ type: 'adult', title: a.title, fullName: a.fullName, dateOfBirth: '', nationality: '' })), ...extraAdults, ...others].slice(0, 18);
    window.localStorage.setItem(KEY, JSON.stringify({ contact, passengers }));
  } catch {
    // a full or blocked storage only means they are not remembered
  }
}
