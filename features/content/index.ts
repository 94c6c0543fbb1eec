export { bannerQuerySchema, HOME_SLIDESHOW_POSITION, type Banner } from './schemas';
export { contactBodySchema, contentListQuerySchema, subscribeBodySchema } from './schemas';
export { HomeSlideshow } from './components/home-slideshow';
