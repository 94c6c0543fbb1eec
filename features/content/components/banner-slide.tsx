'use client';

import { bannerAlt, bannerLink, mediaForScreen, pictureSources } from '../banner-media';
import type { Banner } from '../schemas';
import styles from './home-slideshow.module.css';
import { useScreenType } from './use-screen-type';

/**
 * One banner as a <picture>: the browser picks the medium for the screen size, no script needed. One <img>
 * serves every source, so its alt follows the screen type after hydration: the alt of the media shown,
 * or the fixed label when that media has none.
 */
export function BannerSlide({ banner, label, priority }: { banner: Banner; label: string; priority: boolean }) {
  const screenType = useScreenType();
  const fallback = mediaForScreen(banner.medias, 'MOBILE');
  if (!fallback) return null;
  const shown = mediaForScreen(banner.medias, screenType) ?? fallback;
  const picture = (
    <picture>
      {pictureSources(banner.medias).map((source) => (
        <source key={source.media} media={source.media} srcSet={source.src} />
      ))}
      <img
        className={styles.image}
        src={fallback.url}
        alt={bannerAlt(shown, label)}
        width={fallback.width}
        height={fallback.height}
        fetchPriority={priority ? 'high' : 'auto'}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
      />
    </picture>
  );
  const href = bannerLink(banner);
  // The artwork carries no text: the title is live text in the page's language, never cropped.
  const title = fallback.title?.trim();
  const content = (
    <>
      {picture}
      {title && (
        <span className={styles.caption}>
          <span className={styles.captionText}>{title}</span>
        </span>
      )}
    </>
  );
  return (
    <div className={styles.slide} data-testid="banner-slide" data-banner-id={banner.id}>
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
          {content}
        </a>
      ) : (
        content
      )}
    </div>
  );
}
