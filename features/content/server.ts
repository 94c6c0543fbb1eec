import 'server-only';
export { listBanners } from './server/list-banners';
export { clearBlogCache, listArticles, listBlogPosts, listPromotions } from './posts/server/list-blog';
export { articleSlugs } from './posts/server/list-content';
export { addSubscriber } from './newsletter/server/add-subscriber';
export { subscribe, CONFIRM_RESEND_MINUTES } from './newsletter/server/subscribe';
export { confirmSubscription, unsubscribe } from './newsletter/server/confirm-subscription';
export { sendInternalMessage } from './contact/server/send-internal';
export { resetContentRateLimits } from './content-rate-limits';
