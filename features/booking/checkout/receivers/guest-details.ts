import { splitFullName } from '@/features/auth/index';
import { emailError, nameError, phoneError, specialRequestsError } from '@/features/checkout/index';
import type { BookingRequest, BookingRoom } from '../../schemas';

export type FieldStatus = 'success' | 'error';

/** Spec 3 "Receiver" (first_name, last_name, phone, name/phone status and text) plus what the form keeps. */
export type Receiver = {
  /** as typed; first and last name are split from it with the spec 3 helper */
  full_name: string;
  first_name: string;
  last_name: string;
  /** as typed after the fixed +84 prefix */
  phone: string;
  name_status: FieldStatus;
  /** the message's translation key (booking namespace); '' when none */
  name_text: string;
  phone_status: FieldStatus;
  phone_text: string;
  /** the chosen bed option (spec 3 "Bed type option" group_id) */
  bed_group_id: number | null;
};

export type Booker = {
  full_name: string;
  email: string;
  phone: string;
  name_status: FieldStatus;
  name_text: string;
  email_status: FieldStatus;
  email_text: string;
  phone_status: FieldStatus;
  phone_text: string;
};

export type GuestDetails = {
  booker: Booker;
  receivers: Receiver[];
  special_requests: string;
  special_requests_text: string;
  same_as_booker: boolean;
};

/** One receiver block per room: each line's rooms in order, numbered from 1 over the whole request. */
export type RoomSlot = { n: number; room: BookingRoom };

export function roomSlots(request: BookingRequest): RoomSlot[] {
  return request.rooms.flatMap((room) => Array.from({ length: room.room_count }, () => room)).map((room, i) => ({ n: i + 1, room }));
}

const OK = { name_status: 'success', name_text: '', phone_status: 'success', phone_text: '' } as const;

export function newReceiver(fullName = '', phone = '', bedGroupId: number | null = null): Receiver {
  const { lastName, firstName } = splitFullName(fullName);
  return { full_name: fullName, last_name: lastName, first_name: firstName, phone, bed_group_id: bedGroupId, ...OK };
}

export function newBooker(fullName = '', email = '', phone = ''): Booker {
  return { full_name: fullName, email, phone, ...OK, email_status: 'success', email_text: '' };
}

/** Spec 5: editing a field resets its status to success and clears its message; the name is split again. */
export function editReceiverName(receiver: Receiver, fullName: string): Receiver {
  const { lastName, firstName } = splitFullName(fullName);
  return { ...receiver, full_name: fullName, last_name: lastName, first_name: firstName, name_status: 'success', name_text: '' };
}

export function editReceiverPhone(receiver: Receiver, phone: string): Receiver {
  return { ...receiver, phone, phone_status: 'success', phone_text: '' };
}

export function editBooker(booker: Booker, field: 'full_name' | 'email' | 'phone', value: string): Booker {
  const prefix = field === 'full_name' ? 'name' : field;
  return { ...booker, [field]: value, [`${prefix}_status`]: 'success', [`${prefix}_text`]: '' };
}

const status = (message: string | null) => ({ status: (message ? 'error' : 'success') as FieldStatus, text: message ?? '' });

/** Every field checked: the details with their statuses and messages set, and whether all are fine. */
export function validateGuestDetails(details: GuestDetails): { details: GuestDetails; valid: boolean } {
  const b = details.booker;
  const [bName, bEmail, bPhone] = [status(nameError(b.full_name)), status(emailError(b.email)), status(phoneError(b.phone))];
  const booker: Booker = {
    ...b,
    name_status: bName.status,
    name_text: bName.text,
    email_status: bEmail.status,
    email_text: bEmail.text,
    phone_status: bPhone.status,
    phone_text: bPhone.text,
  };
  const receivers = details.receivers.map((r) => {
    const [name, phone] = [status(nameError(r.full_name)), status(phoneError(r.phone))];
    return { ...r, name_status: name.status, name_text: name.text, phone_status: phone.status, phone_text: phone.text };
  });
  const special = specialRequestsError(details.special_requests) ?? '';
  const fields = [
    booker.name_status,
    booker.email_status,
    booker.phone_status,
    ...receivers.flatMap((r) => [r.name_status, r.phone_status]),
  ];
  return {
    details: { ...details, booker, receivers, special_requests_text: special },
    valid: special === '' && fields.every((s) => s === 'success'),
  };
}

/** "Same as booker" for receiver 1: the booker's name and phone, statuses reset. */
export function receiverFromBooker(receiver: Receiver, booker: Booker): Receiver {
  return editReceiverPhone(editReceiverName(receiver, booker.full_name), booker.phone);
}
