'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { Settings } from 'react-slick';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { Banner } from '../schemas';
import { BannerSlide } from './banner-slide';
import { FallbackBanner } from './fallback-banner';
import { HOME_SLIDESHOW_SETTINGS } from './slideshow-settings';
import styles from './home-slideshow.module.css';

type SliderType = ComponentType<Settings & { children: React.ReactNode }>;

/**
 * The home slideshow. Banners are read on the server for the page's language (a language switch is a
 * new page, so they reload with it); the first one is in the HTML for a fast LCP, and the carousel
 * code loads after hydration, only when there is more than one banner.
 */
export function HomeSlideshow({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation('home');
  const [Slider, setSlider] = useState<SliderType | null>(null);
  const needsCarousel = banners.length > 1;
  const sectionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!needsCarousel) return;
    let alive = true;
    void Promise.all([import('react-slick'), import('./slick-styles')]).then(([mod]) => {
      if (alive) setSlider(() => mod.default as unknown as SliderType);
    });
    return () => {
      alive = false;
    };
  }, [needsCarousel]);

  // the carousel hides the slides not shown (and its clones) with aria-hidden; their links must not take focus
  useEffect(() => {
    const root = sectionRef.current;
    if (!root || !Slider) return;
    const sync = () => {
      for (const slide of root.querySelectorAll('.slick-slide'))
        slide.toggleAttribute('inert', slide.getAttribute('aria-hidden') === 'true');
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [Slider]);

  const label = t('bannerLabel');
  // spec 2.1's fixed text, the fallback banner's two headlines, stands in for a missing alt
  const fixedAlt = `${t('fallbackHeadline1')}. ${t('fallbackHeadline2')}`;
  if (banners.length === 0) {
    return (
      <section className={styles.hero} aria-label={label}>
        <FallbackBanner headline1={t('fallbackHeadline1')} headline2={t('fallbackHeadline2')} />
      </section>
    );
  }
  return (
    <section ref={sectionRef} className={styles.hero} aria-label={label} data-testid="home-slideshow" data-count={banners.length}>
      {Slider && needsCarousel ? (
        <Slider {...HOME_SLIDESHOW_SETTINGS} className={styles.slider}>
          {banners.map((banner, index) => (
            <BannerSlide key={banner.id} banner={banner} label={fixedAlt} priority={index === 0} />
          ))}
        </Slider>
      ) : (
        <BannerSlide banner={banners[0]!} label={fixedAlt} priority />
      )}
    </section>
  );
}
