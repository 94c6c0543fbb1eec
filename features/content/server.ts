import 'server-only';
export { listBanners } from './server/list-banners';
