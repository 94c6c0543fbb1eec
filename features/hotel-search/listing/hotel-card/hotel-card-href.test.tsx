import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listItem } from '../test-fixtures';
import { HotelCard } from './hotel-card';
import { toCardHotel } from './card-hotel';
import { TestProviders } from '@/tests/helpers/render-with-providers';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
  usePathname: () => '/khach-san/da-nang',
  useSearchParams: () => new URLSearchParams(),
}));

function cardHref(stay: { checkIn: string; nights: number; roomCount?: number; adultCount?: number }) {
  render(
    <TestProviders>
      <HotelCard
        hotel={toCardHotel(listItem(), { lang: 'vi', stay, isDomestic: true, keyword: null, regionId: 7 })}
        lang="vi"
        nights={stay.nights}
        isDomestic
        index={0}
        ssoBaseUrl="/sso"
      />
    </TestProviders>,
  );
  const href = screen.getAllByRole('link')[0]!.getAttribute('href')!;
  return new URL(href, 'http://x');
}

describe('HotelCard link (spec 2.6; issue 16 item 11)', () => {
  it('keeps the rooms and adults of the search', () => {
    const url = cardHref({ checkIn: '2026-12-01', nights: 2, roomCount: 3, adultCount: 4 });
    expect(url.searchParams.get('checkInDate')).toBe('01-12-2026');
    expect(url.searchParams.get('nights')).toBe('2');
    expect(url.searchParams.get('roomCount')).toBe('3');
    expect(url.searchParams.get('adultCount')).toBe('4');
    expect(url.searchParams.get('regionId')).toBe('7');
  });

  it('leaves the defaults (1 room, 1 adult) out of the address', () => {
    const url = cardHref({ checkIn: '2026-12-01', nights: 1, roomCount: 1, adultCount: 1 });
    expect(url.searchParams.has('roomCount')).toBe(false);
    expect(url.searchParams.has('adultCount')).toBe(false);
  });
});
