export { bannerQuerySchema, HOME_SLIDESHOW_POSITION, type Banner } from './schemas';
export {
  CONTENT_LIMIT,
  contactBodySchema,
  contentListQuerySchema,
  subscribeBodySchema,
  type ContactBody,
  type ContentPost,
  type SubscribeBody,
} from './schemas';
export { HomeSlideshow } from './components/home-slideshow';
