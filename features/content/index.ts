export { bannerQuerySchema, HOME_SLIDESHOW_POSITION, type Banner } from './schemas';
export { contactBodySchema, contentListQuerySchema, subscribeBodySchema, subscriberTokenBodySchema } from './schemas';
export { HomeSlideshow } from './components/home-slideshow';
