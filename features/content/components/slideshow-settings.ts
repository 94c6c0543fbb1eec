import type { Settings } from 'react-slick';

/** Spec 9: autoplay, infinite, dots, no arrows, 3000 ms transition, 5000 ms interval, one slide. */
export const HOME_SLIDESHOW_SETTINGS = {
  autoplay: true,
  autoplaySpeed: 5000,
  speed: 3000,
  infinite: true,
  dots: true,
  arrows: false,
  slidesToShow: 1,
  slidesToScroll: 1,
  pauseOnHover: true,
  pauseOnFocus: true,
} as const satisfies Settings;
