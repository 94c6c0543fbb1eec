import { joinFullName } from '@/features/auth/index';
import { localPhone } from '@/features/checkout/index';
import type { BookingRequest } from '../../schemas';
import { newBooker, newReceiver, roomSlots, type GuestDetails } from './guest-details';

/** Spec 3 "Local data": the booker and receivers, kept in the browser between visits. */
export const BOOKER_AND_RECEIVER_KEY = 'booker_and_receiver';

/** What is stored: values only (no statuses); beds and requests belong to one booking request. */
export type StoredDetails = {
  booking_request_id: string;
  booker: { full_name: string; email: string; phone: string };
  receivers: { full_name: string; phone: string; bed_group_id: number | null }[];
  special_requests: string;
  same_as_booker: boolean;
};

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;
type ProfileLike = { first_name: string; last_name: string; email: string; phone: string | null };

const str = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 500) : '');
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** The stored details, or null when none or unreadable (another site version, a hand edit, no storage). */
export function readStoredDetails(storage: StorageLike | undefined): StoredDetails | null {
  let raw: unknown;
  try {
    const text = storage?.getItem(BOOKER_AND_RECEIVER_KEY);
    if (!text) return null;
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const data = record(raw);
  const booker = record(data.booker);
  const receivers = Array.isArray(data.receivers) ? data.receivers.slice(0, 50).map(record) : [];
  return {
    booking_request_id: str(data.booking_request_id),
    booker: { full_name: str(booker.full_name), email: str(booker.email), phone: str(booker.phone) },
    receivers: receivers.map((r) => ({
      full_name: str(r.full_name),
      phone: str(r.phone),
      bed_group_id: Number.isInteger(r.bed_group_id) ? (r.bed_group_id as number) : null,
    })),
    special_requests: str(data.special_requests),
    same_as_booker: data.same_as_booker === true,
  };
}

export function toStoredDetails(requestId: string, details: GuestDetails): StoredDetails {
  return {
    booking_request_id: requestId,
    booker: { full_name: details.booker.full_name, email: details.booker.email, phone: details.booker.phone },
    receivers: details.receivers.map((r) => ({ full_name: r.full_name, phone: r.phone, bed_group_id: r.bed_group_id })),
    special_requests: details.special_requests,
    same_as_booker: details.same_as_booker,
  };
}

/** Stores the details; a full or blocked storage only means they are not remembered. */
export function writeStoredDetails(storage: StorageLike | undefined, stored: StoredDetails): void {
  try {
    storage?.setItem(BOOKER_AND_RECEIVER_KEY, JSON.stringify(stored));
  } catch {
    // private mode or quota: the form still works, it just is not remembered
  }
}

const profileBooker = (profile: ProfileLike) =>
  newBooker(joinFullName({ lastName: profile.last_name, firstName: profile.first_name }), profile.email, localPhone(profile.phone));

/**
 * The form's start for a request: what was stored (names and phones always; bed choices and requests only
 * for the same booking request), the booker from the signed-in profile when nothing was stored.
 */
export function restoreDetails(request: BookingRequest, stored: StoredDetails | null, profile: ProfileLike | null): GuestDetails {
  const same = stored?.booking_request_id === request.id;
  const fromProfile = profile ? profileBooker(profile) : newBooker();
  const hasStoredBooker = stored !== null && (stored.booker.full_name !== '' || stored.booker.email !== '' || stored.booker.phone !== '');
  const booker = hasStoredBooker ? newBooker(stored.booker.full_name, stored.booker.email, stored.booker.phone) : fromProfile;
  const receivers = roomSlots(request).map(({ room }, i) => {
    const kept = stored?.receivers[i];
    const options = room.bed_options.map((option) => option.group_id);
    const bed = same && kept?.bed_group_id != null && options.includes(kept.bed_group_id) ? kept.bed_group_id : (options[0] ?? null);
    return newReceiver(kept?.full_name ?? '', kept?.phone ?? '', bed);
  });
  return {
    booker,
    receivers,
    special_requests: same ? (stored?.special_requests ?? '') : '',
    special_requests_text: '',
    same_as_booker: stored?.same_as_booker ?? false,
  };
}

/** Spec 4 "Authentication" prefill: a profile arriving after the form fills only an empty booker. */
export function prefillBooker(details: GuestDetails, profile: ProfileLike): GuestDetails {
  const b = details.booker;
  if (b.full_name !== '' || b.email !== '' || b.phone !== '') return details;
  return { ...details, booker: profileBooker(profile) };
}
