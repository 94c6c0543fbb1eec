'use client';

import { lazy, Suspense, useState } from 'react';
import { HOTEL_IMAGE_FALLBACK } from '@/features/hotels/index';
import type { HotelListItem } from '@/features/hotel-search/schemas';
import { useDetailT } from '../detail-text';
import { Dialog } from './dialog';
import { showMapTile, type GalleryGrid, type GalleryTile } from './gallery-tiles';
import styles from './hotel-gallery.module.css';

// the heavy widgets load on the first open only (react-image-gallery, photo-sphere-viewer + three, the map)
const GalleryCarousel = lazy(() => import('./gallery-carousel'));
const PanoramaViewer = lazy(() => import('./panorama-viewer'));
const LocationMap = lazy(() => import('./location-map'));

type Props = {
  hotelName: string;
  /** the desktop grid: photo tiles and the action tiles' slots (galleryGrid) */
  grid: GalleryGrid;
  photos: string[];
  panoramas: string[];
  address: string;
  mapHotel: HotelListItem;
  /** combo offers hide the map tile (spec 2.8) */
  isCombo?: boolean;
};

type Open = { kind: 'photos'; index: number } | { kind: '360' } | { kind: 'map' } | null;

function Loading() {
  const t = useDetailT();
  return (
    <p className={styles.loading} role="status">
      {t('loading')}
    </p>
  );
}

function TileImage({ tile, alt }: { tile: GalleryTile; alt: string }) {
  const [failed, setFailed] = useState(false);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- generated local SVG illustrations, drawn at the tile's size
    <img
      src={failed ? HOTEL_IMAGE_FALLBACK : tile.url}
      alt={alt}
      width={tile.width}
      height={tile.height}
      loading={tile.position < 3 ? 'eager' : 'lazy'}
      fetchPriority={tile.position === 0 ? 'high' : undefined}
      onError={() => setFailed(true)}
    />
  );
}

/**
 * The hotel gallery (spec 2.8, 9) and the address line. Desktop: one grid of up to 7 tiles scaled to the
 * content width (photos, the last a "view all" tile opening "Ảnh khách sạn" at the first photo, then the
 * 360° tile when panoramas exist and the "view map" tile). Phone: the photos swipe sideways and the 360° and
 * map tiles sit over them as buttons. The address's "Xem bản đồ" opens the same map popup.
 */
export function HotelGallery({ hotelName, grid, photos, panoramas, address, mapHotel, isCombo = false }: Props) {
  const t = useDetailT();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const altOf = (n: number) => t('photo', { name: hotelName, n });
  const { tiles } = grid;
  const last = tiles[tiles.length - 1];
  const withMap = showMapTile(isCombo);
  const slotClass = (size: { height: number }) => (size.height > 140 ? styles.full : '');
  const [panoramaSlot, mapSlot] = panoramas.length > 0 ? [grid.actions[0], grid.actions[1]] : [undefined, grid.actions[0]];

  return (
    <section className={styles.section} aria-label={t('gallery.label')}>
      <div className={`${styles.grid} ${styles[`cols${grid.columns.length}`]}`} data-testid="hotel-gallery">
        <div className={styles.strip}>
          {tiles.map((tile) => (
            <button
              key={tile.url}
              type="button"
              className={`${styles.tile} ${slotClass(tile)}`}
              data-testid="gallery-tile"
              // the last tile's visible text ("view all N photos") is its name, so voice control and readers agree
              aria-label={tile === last ? t('gallery.viewAll', { count: photos.length }) : t('gallery.open', { n: tile.position + 1 })}
              // "view all" starts the carousel at the first photo; a photo opens at itself
              onClick={() => setOpen({ kind: 'photos', index: tile === last ? 0 : tile.position })}
            >
              <TileImage tile={tile} alt={altOf(tile.position + 1)} />
              {tile === last && (
                <span className={styles.viewAll} data-testid="gallery-view-all">
                  {t('gallery.viewAll', { count: photos.length })}
                </span>
              )}
            </button>
          ))}
        </div>
        {(withMap || panoramas.length > 0) && (
          <div className={styles.actions}>
            {panoramas.length > 0 && (
              <button
                type="button"
                className={`${styles.tile} ${styles.actionTile} ${panoramaSlot ? slotClass(panoramaSlot) : ''}`}
                data-testid="gallery-360"
                onClick={() => setOpen({ kind: '360' })}
              >
                <span aria-hidden="true" className={styles.actionIcon}>
                  360°
                </span>
                {t('panorama.open')}
              </button>
            )}
            {withMap && (
              <button
                type="button"
                className={`${styles.tile} ${styles.actionTile} ${styles.mapTile} ${mapSlot ? slotClass(mapSlot) : ''}`}
                data-testid="gallery-map"
                onClick={() => setOpen({ kind: 'map' })}
              >
                {t('map.view')}
              </button>
            )}
          </div>
        )}
      </div>
      <p className={styles.address} data-testid="hotel-address">
        <span>{address}</span>
        <button type="button" className={styles.linkButton} data-testid="address-map" onClick={() => setOpen({ kind: 'map' })}>
          {t('map.view')}
        </button>
      </p>

      {open?.kind === 'photos' && (
        <Dialog title={t('gallery.title')} closeLabel={t('close')} onClose={close} testId="gallery-modal">
          <Suspense fallback={<Loading />}>
            <GalleryCarousel images={photos} startIndex={open.index} altOf={altOf} />
          </Suspense>
        </Dialog>
      )}
      {open?.kind === '360' && (
        <Dialog title={t('panorama.title')} closeLabel={t('close')} onClose={close} testId="panorama-modal">
          <Suspense fallback={<Loading />}>
            <PanoramaViewer urls={panoramas} />
          </Suspense>
        </Dialog>
      )}
      {open?.kind === 'map' && (
        <Dialog title={t('map.title', { name: hotelName })} closeLabel={t('close')} onClose={close} testId="map-modal" variant="popup">
          <Suspense fallback={<Loading />}>
            <LocationMap hotel={mapHotel} />
          </Suspense>
        </Dialog>
      )}
    </section>
  );
}
