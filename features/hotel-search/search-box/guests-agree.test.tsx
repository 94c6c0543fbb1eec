import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAX_ADULTS, MAX_ROOMS } from '../constants';
import { MobileSummaryBar } from './mobile-summary-bar';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { SearchBox } from './search-box';

const BEST_PRICE = { provinceIds: [], cityIds: [] };

function render(roomCount: number, adultCount: number) {
  const stay = { checkIn: '2030-12-05', nights: 2, roomCount, adultCount };
  renderWithProviders(
    <>
      <SearchBox lang="vi" initial={stay} bestPrice={BEST_PRICE} />
      <MobileSummaryBar lang="vi" stay={stay} destination={{ keyword: 'x', selection: null }} bestPrice={BEST_PRICE} />
    </>,
  );
  return { box: screen.getByTestId('guests-toggle').textContent, bar: screen.getByTestId('summary-bar').textContent };
}

describe('rooms and adults read the same in the box and the summary bar (spec 5; issue 16 item 9)', () => {
  it('3 rooms and 1 adult: 3 adults in both', () => {
    const { box, bar } = render(3, 1);
    expect(box).toContain('3 phòng, 3 người lớn');
    expect(bar).toContain('3 phòng, 3 người lớn');
  });

  it('out of range: clamped to the nearest allowed value in both, not reset to 1/1', () => {
    const { box, bar } = render(99, 999);
    const text = `${MAX_ROOMS} phòng, ${MAX_ADULTS} người lớn`;
    expect(box).toContain(text);
    expect(bar).toContain(text);
  });
});
