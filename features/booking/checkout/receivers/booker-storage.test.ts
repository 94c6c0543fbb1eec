import { describe, expect, it } from 'vitest';
import { bookingRequestFixture } from '../checkout-fixture';
import {
  BOOKER_AND_RECEIVER_KEY,
  prefillBooker,
  readStoredDetails,
  restoreDetails,
  toStoredDetails,
  writeStoredDetails,
} from './booker-storage';
import { newBooker, newReceiver, type GuestDetails } from './guest-details';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const request = bookingRequestFixture();
const profile = { first_name: 'Văn An', last_name: 'Nguyễn', email: 'an@example.com', phone: '+84901234567' };
const entered: GuestDetails = {
  booker: newBooker('Trần Thị Bình', 'binh@example.com', '912345678'),
  receivers: [newReceiver('Nguyễn Văn An', '901234567', 2), newReceiver('Lê Minh Châu', '987654321', 1)],
  special_requests: 'Phòng tầng cao',
  special_requests_text: '',
  same_as_booker: true,
};

describe('booker_and_receiver in localStorage', () => {
  it('round-trips what was entered under the spec key', () => {
    const storage = new MemoryStorage();
    writeStoredDetails(storage, toStoredDetails(request.id, entered));
    expect([...storage.items.keys()]).toEqual([BOOKER_AND_RECEIVER_KEY]);
    const restored = restoreDetails(request, readStoredDetails(storage), null);
    expect(restored.booker).toMatchObject({ full_name: 'Trần Thị Bình', email: 'binh@example.com', phone: '912345678' });
    expect(restored.receivers.map((r) => [r.full_name, r.last_name, r.first_name, r.phone, r.bed_group_id])).toEqual([
      ['Nguyễn Văn An', 'Nguyễn', 'Văn An', '901234567', 2],
      ['Lê Minh Châu', 'Lê', 'Minh Châu', '987654321', 1],
    ]);
    expect(restored).toMatchObject({ special_requests: 'Phòng tầng cao', same_as_booker: true });
  });

  it('keeps names and phones for another request but not its beds and requests', () => {
    const storage = new MemoryStorage();
    writeStoredDetails(storage, toStoredDetails('another-request', entered));
    const restored = restoreDetails(request, readStoredDetails(storage), null);
    expect(restored.receivers.map((r) => [r.full_name, r.bed_group_id])).toEqual([
      ['Nguyễn Văn An', 1],
      ['Lê Minh Châu', 1],
    ]);
    expect(restored.special_requests).toBe('');
  });

  it('ignores missing, broken or odd data and a storage that throws', () => {
    expect(readStoredDetails(new MemoryStorage())).toBeNull();
    const broken = new MemoryStorage();
    broken.setItem(BOOKER_AND_RECEIVER_KEY, '{not json');
    expect(readStoredDetails(broken)).toBeNull();
    const odd = new MemoryStorage();
    odd.setItem(BOOKER_AND_RECEIVER_KEY, JSON.stringify({ booker: 7, receivers: [{ full_name: 3, bed_group_id: 'x' }] }));
    expect(readStoredDetails(odd)?.receivers).toEqual([{ full_name: '', phone: '', bed_group_id: null }]);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(readStoredDetails(throwing)).toBeNull();
    expect(() => writeStoredDetails(throwing, toStoredDetails(request.id, entered))).not.toThrow();
  });

  it('prefills the booker from the signed-in profile when nothing was stored, and only then', () => {
    const fresh = restoreDetails(request, null, profile);
    expect(fresh.booker).toMatchObject({ full_name: 'Nguyễn Văn An', email: 'an@example.com', phone: '901234567' });
    const storage = new MemoryStorage();
    writeStoredDetails(storage, toStoredDetails(request.id, entered));
    expect(restoreDetails(request, readStoredDetails(storage), profile).booker.full_name).toBe('Trần Thị Bình');
    const empty = restoreDetails(request, null, null);
    expect(prefillBooker(empty, profile).booker.email).toBe('an@example.com');
    expect(prefillBooker(restoreDetails(request, readStoredDetails(storage), null), profile).booker.email).toBe('binh@example.com');
  });
});
