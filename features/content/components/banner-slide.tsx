import { bannerAlt, bannerLink, mediaForScreen, pictureSources } from '../banner-media';
import type { Banner } from '../schemas';
import styles from './home-slideshow.module.css';

/** One banner as a <picture>: the browser picks the medium for the screen size, no script needed. */
export function BannerSlide({ banner, label, priority }: { banner: Banner; label: string; priority: boolean }) {
  const fallback = mediaForScreen(banner.medias, 'MOBILE');
  if (!fallback) return null;
  const picture = (
    <picture>
      {pictureSources(banner.medias).map((source) => (
        <source key={source.media} media={source.media} srcSet={source.src} />
      ))}
      <img
        className={styles.image}
        src={fallback.url}
        alt={bannerAlt(fallback, label)}
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
