export { HOME_SLIDESHOW_POSITION, type Banner } from './schemas';
export { HomeSlideshow } from './components/home-slideshow';
