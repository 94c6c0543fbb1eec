import { describe, expect, it } from 'vitest';
import { bookingRequestFixture } from '../checkout-fixture';
import {
  editBooker,
  editReceiverName,
  editReceiverPhone,
  newBooker,
  newReceiver,
  receiverFromBooker,
  roomSlots,
  validateGuestDetails,
  type GuestDetails,
} from './guest-details';

const details = (over: Partial<GuestDetails> = {}): GuestDetails => ({
  booker: newBooker('Trần Thị Bình', 'binh@example.com', '912345678'),
  receivers: [newReceiver('Nguyễn Văn An', '901234567', 1), newReceiver('Lê Minh', '0987654321', 2)],
  special_requests: '',
  special_requests_text: '',
  same_as_booker: false,
  ...over,
});

describe('receivers per room', () => {
  it('makes one slot per room over every line, numbered from 1', () => {
    const base = bookingRequestFixture();
    const second = { ...base.rooms[0]!, booking_request_rate_id: 2, room_count: 1, room_name: 'Phòng Suite' };
    const slots = roomSlots({ ...base, rooms: [base.rooms[0]!, second] });
    expect(slots.map((s) => [s.n, s.room.room_name])).toEqual([
      [1, 'Phòng Deluxe Hướng biển'],
      [2, 'Phòng Deluxe Hướng biển'],
      [3, 'Phòng Suite'],
    ]);
  });
});

describe('spec 3 name helper in the receiver', () => {
  it('splits the full name: the first word is the last name, the rest the first name', () => {
    expect(newReceiver('Nguyễn Văn An')).toMatchObject({ last_name: 'Nguyễn', first_name: 'Văn An' });
    expect(editReceiverName(newReceiver(), '  Phạm   Thị  Hồng ')).toMatchObject({
      last_name: 'Phạm',
      first_name: 'Thị Hồng',
      full_name: '  Phạm   Thị  Hồng ',
    });
  });
});

describe('spec 5 field status', () => {
  it('marks every wrong field with its message and says the form is not valid', () => {
    const { details: checked, valid } = validateGuestDetails(
      details({ booker: newBooker('Bình', 'x', ''), receivers: [newReceiver('Nguyễn Văn An', '12', 1)] }),
    );
    expect(valid).toBe(false);
    expect(checked.booker).toMatchObject({
      name_status: 'error',
      name_text: 'errors.nameBothParts',
      email_text: 'errors.emailInvalid',
      phone_text: 'errors.phoneRequired',
    });
    expect(checked.receivers[0]).toMatchObject({
      name_status: 'success',
      name_text: '',
      phone_status: 'error',
      phone_text: 'errors.phoneInvalid',
    });
  });

  it('passes a complete form', () => {
    const { details: checked, valid } = validateGuestDetails(details());
    expect(valid).toBe(true);
    expect(checked.receivers.every((r) => r.name_status === 'success' && r.phone_status === 'success')).toBe(true);
  });

  it('fails on over-long special requests', () => {
    const { details: checked, valid } = validateGuestDetails(details({ special_requests: 'a'.repeat(501) }));
    expect(valid).toBe(false);
    expect(checked.special_requests_text).toBe('errors.specialRequestsTooLong');
  });

  it('resets a field to success with its message cleared when it is edited, leaving the others', () => {
    const { details: checked } = validateGuestDetails(details({ receivers: [newReceiver('', '', 1)], booker: newBooker('', '', '') }));
    const receiver = checked.receivers[0]!;
    expect(editReceiverName(receiver, 'N')).toMatchObject({
      name_status: 'success',
      name_text: '',
      phone_status: 'error',
      phone_text: 'errors.phoneRequired',
    });
    expect(editReceiverPhone(receiver, '9')).toMatchObject({ phone_status: 'success', phone_text: '', name_status: 'error' });
    expect(editBooker(checked.booker, 'email', 'a')).toMatchObject({
      email_status: 'success',
      email_text: '',
      name_status: 'error',
      phone_status: 'error',
    });
    expect(editBooker(checked.booker, 'full_name', 'a')).toMatchObject({ name_status: 'success', name_text: '', email_status: 'error' });
  });

  it('copies the booker into receiver 1 for "same as booker", keeping the bed', () => {
    expect(receiverFromBooker(newReceiver('', '', 2), newBooker('Trần Thị Bình', 'b@x.vn', '912345678'))).toMatchObject({
      full_name: 'Trần Thị Bình',
      last_name: 'Trần',
      first_name: 'Thị Bình',
      phone: '912345678',
      bed_group_id: 2,
    });
  });
});
