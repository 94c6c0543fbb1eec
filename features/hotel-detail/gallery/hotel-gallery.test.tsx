import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HOTEL_IMAGE_FALLBACK } from '@/features/hotels/index';
import type { HotelListItem } from '@/features/hotel-search/schemas';
import { RESOURCES } from '@/lib/i18n/resources';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';
import { DetailTextProvider } from '../detail-text';
import { galleryGrid } from './gallery-tiles';
import { HotelGallery } from './hotel-gallery';

const images = Array.from({ length: 9 }, (_, i) => ({ url: `/media/hotels/7-${i + 1}.svg`, is360: false }));
const photos = images.map((i) => i.url);
const mapHotel = { id: 7, location: { lat: 16.06, lon: 108.24 }, country_code: 'VN' } as HotelListItem;

function renderGallery(props: Partial<Parameters<typeof HotelGallery>[0]> = {}, lang: 'vi' | 'en' = 'vi') {
  return renderWithProviders(
    <DetailTextProvider lang={lang} resources={RESOURCES[lang].hotelDetail}>
      <HotelGallery
        hotelName="Khách sạn Biển Xanh"
        grid={galleryGrid(images, { isCombo: props.isCombo })}
        photos={photos}
        panoramas={[]}
        address="12 Võ Nguyên Giáp, Đà Nẵng"
        mapHotel={mapHotel}
        {...props}
      />
    </DetailTextProvider>,
    { lang },
  );
}

describe('HotelGallery (spec 2.8, 4, 9)', () => {
  it('draws 6 photo tiles and the map tile in one grid, "view all" on the last photo', () => {
    renderGallery();
    const tiles = screen.getAllByTestId('gallery-tile');
    expect(tiles).toHaveLength(6);
    expect(tiles.map((t) => `${t.querySelector('img')!.getAttribute('width')}x${t.querySelector('img')!.getAttribute('height')}`)).toEqual([
      '471x290',
      '275x140',
      '275x140',
      '142x140',
      '142x140',
      '142x140',
    ]);
    expect(screen.getByTestId('hotel-gallery')).toContainElement(screen.getByTestId('gallery-map'));
    expect(within(tiles[5]!).getByTestId('gallery-view-all')).toHaveTextContent('Xem tất cả 9 ảnh');
    // its accessible name is what it shows (WCAG 2.5.3), the others name their photo
    expect(tiles[5]).toHaveAccessibleName('Xem tất cả 9 ảnh');
    expect(tiles[0]).not.toHaveAccessibleName('Xem tất cả 9 ảnh');
  });

  it('"view all" opens the carousel at the first photo; a photo tile opens at itself', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByTestId('gallery-view-all'));
    const dialog = await screen.findByRole('dialog', { name: 'Ảnh khách sạn' });
    await waitFor(() => expect(within(dialog).getByTestId('gallery-carousel')).toBeInTheDocument());
    expect(dialog.querySelector('.image-gallery-thumbnail.active')).toHaveAttribute('aria-label', expect.stringMatching(/ 1$/));
    await user.keyboard('{Escape}');
    await user.click(screen.getAllByTestId('gallery-tile')[2]!);
    const again = await screen.findByRole('dialog', { name: 'Ảnh khách sạn' });
    await waitFor(() =>
      expect(again.querySelector('.image-gallery-thumbnail.active')).toHaveAttribute('aria-label', expect.stringMatching(/ 3$/)),
    );
  });

  it('opens "Ảnh khách sạn"; a click on the backdrop leaves it open, Esc closes it and gives focus back', async () => {
    const user = userEvent.setup();
    renderGallery();
    const opener = screen.getAllByTestId('gallery-tile')[2]!;
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Ảnh khách sạn' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    fireEvent.click(screen.getByTestId('gallery-modal-backdrop'));
    expect(screen.getByRole('dialog', { name: 'Ảnh khách sạn' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog and closes with its close button', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getAllByTestId('gallery-tile')[0]!);
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(screen.getByTestId('gallery-modal-close'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the map tile unless the offer is a combo, and the 360 tile only with panoramas', () => {
    const { unmount } = renderGallery();
    expect(screen.getByTestId('gallery-map')).toHaveTextContent('Xem bản đồ');
    expect(screen.queryByTestId('gallery-360')).toBeNull();
    unmount();
    renderGallery({ isCombo: true, panoramas: ['/media/hotels/7-360-1.svg'] }, 'en');
    expect(screen.queryByTestId('gallery-map')).toBeNull();
    expect(screen.getByTestId('gallery-360')).toBeInTheDocument();
    expect(screen.getByTestId('address-map')).toHaveTextContent('View map');
  });

  it('swaps in the fallback picture when a photo fails to load (spec 8)', () => {
    renderGallery();
    const img = screen.getAllByTestId('gallery-tile')[0]!.querySelector('img')!;
    act(() => {
      fireEvent.error(img);
    });
    expect(img).toHaveAttribute('src', HOTEL_IMAGE_FALLBACK);
  });
});
