'use client';

import { lazy, Suspense, useState } from 'react';
import { HOTEL_IMAGE_FALLBACK } from '@/features/hotels/index';
import type { HotelListItem } from '@/features/hotel-search/schemas';
import { useDetailT } from '../detail-text';
import { Dialog } from './dialog';
import { showMapTile, type GalleryTile } from './gallery-tiles';
import styles from './hotel-gallery.module.css';

// the heavy widgets load on the first open only (react-image-gallery, photo-sphere-viewer + three, the map)
const GalleryCarousel = lazy(() => import('./gallery-carousel'));
const PanoramaViewer = lazy(() => import('./panorama-viewer'));
const LocationMap = lazy(() => import('./location-map'));

type Props = {
  hotelName: string;
  tiles: GalleryTile[];
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
 * The hotel gallery (spec 2.8, 9) and the address line: up to 7 photos at the spec's sizes, a "view all"
 * tile opening "Ảnh khách sạn", a 360 tile when panoramas exist, a "view map" tile and the address's
 * "Xem bản đồ" opening one map popup at the hotel.
 */
export function HotelGallery({ hotelName, tiles, photos, panoramas, address, mapHotel, isCombo = false }: Props) {
  const t = useDetailT();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const altOf = (n: number) => t('photo', { name: hotelName, n });
  const columns = [tiles.slice(0, 1), tiles.slice(1, 2), tiles.slice(2, 3), tiles.slice(3, 5), tiles.slice(5, 7)].filter((c) => c.length > 0);
  const last = tiles[tiles.length - 1];
  const withMap = showMapTile(isCombo);

  return (
    <section className={styles.section} aria-label={t('gallery.label')}>
      <div className={styles.strip} data-testid="hotel-gallery">
        {columns.map((column) => (
          <div key={column[0]!.position} className={styles.column}>
            {column.map((tile) => (
              <button
                key={tile.url}
                type="button"
                className={styles.tile}
                data-testid="gallery-tile"
                // the last tile's visible text ("view all N photos") is its name, so voice control and readers agree
                aria-label={tile === last ? t('gallery.viewAll', { count: photos.length }) : t('gallery.open', { n: tile.position + 1 })}
                onClick={() => setOpen({ kind: 'photos', index: tile.position })}
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
        ))}
        {(withMap || panoramas.length > 0) && (
          <div className={styles.column}>
            {panoramas.length > 0 && (
              <button type="button" className={`${styles.tile} ${styles.actionTile}`} data-testid="gallery-360" onClick={() => setOpen({ kind: '360' })}>
                <span aria-hidden="true" className={styles.actionIcon}>
                  360°
                </span>
                {t('panorama.open')}
              </button>
            )}
            {withMap && (
              <button type="button" className={`${styles.tile} ${styles.actionTile} ${styles.mapTile}`} data-testid="gallery-map" onClick={() => setOpen({ kind: 'map' })}>
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
