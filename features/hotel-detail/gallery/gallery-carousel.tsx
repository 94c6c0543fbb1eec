'use client';

import ImageGallery from 'react-image-gallery';
import 'react-image-gallery/styles/image-gallery.css';
import { HOTEL_IMAGE_FALLBACK } from '@/features/hotels/index';
import styles from './hotel-gallery.module.css';

type Props = { images: string[]; startIndex: number; altOf: (n: number) => string };

/**
 * The "Ảnh khách sạn" carousel (spec 9): react-image-gallery with 65x65 thumbnails and a 200 ms slide;
 * its other settings are the library's defaults the spec lists (3000 ms interval, 30 px swipe threshold).
 * Loaded only when the modal opens.
 */
export default function GalleryCarousel({ images, startIndex, altOf }: Props) {
  const items = images.map((url, i) => ({
    original: url,
    thumbnail: url,
    originalAlt: altOf(i + 1),
    thumbnailAlt: altOf(i + 1),
    thumbnailWidth: 65,
    thumbnailHeight: 65,
  }));
  return (
    <div className={styles.carousel} data-testid="gallery-carousel">
      <ImageGallery
        items={items}
        startIndex={startIndex}
        slideDuration={200}
        slideInterval={3000}
        swipeThreshold={30}
        showPlayButton={false}
        lazyLoad
        onErrorImageURL={HOTEL_IMAGE_FALLBACK}
      />
    </div>
  );
}
