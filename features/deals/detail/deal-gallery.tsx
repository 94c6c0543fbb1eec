'use client';

import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { DealDetail } from '../schemas';
import styles from './deal-detail.module.css';

/** The deal's photos, the default one first (spec 3 image_deal): one large image and thumbnails to pick another. */
export function DealGallery({ images, name }: { images: DealDetail['image_deal']; name: string }) {
  const { t } = useTranslation('deals');
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  if (!shown) return null;
  return (
    <section className={styles.gallery} aria-label={t('detail.gallery')} data-testid="deal-gallery">
      {/* eslint-disable-next-line @next/next/no-img-element -- local deal images at their display size */}
      <img className={styles.mainImage} src={shown.image} alt={shown.alt || name} width={780} height={450} fetchPriority="high" />
      {images.length > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((image, i) => (
            <li key={image.image}>
              <button
                type="button"
                className={`${styles.thumb} ${i === current ? styles.thumbActive : ''}`}
                onClick={() => setCurrent(i)}
                aria-pressed={i === current}
                aria-label={t('detail.imageN', { n: i + 1 })}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- a small local thumbnail */}
                <img src={image.image} alt="" width={104} height={60} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
