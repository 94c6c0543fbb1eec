export {
  bannerQuerySchema,
  HOME_SLIDESHOW_POSITION,
  SCREEN_TYPES,
  type Banner,
  type BannerMedia,
  type ScreenType,
} from './schemas';
export { bannerAlt, bannerLink, mediaForScreen, mediaForWidth, pictureSources, screenTypeForWidth } from './banner-media';
export { HomeSlideshow } from './components/home-slideshow';
export { HOME_SLIDESHOW_SETTINGS, BANNER_HEIGHT } from './components/slideshow-settings';
