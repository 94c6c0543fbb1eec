// Public entry point of the region seed data.
export { VN_PROVINCES } from './vn-provinces';
export { FOREIGN_COUNTRIES } from './foreign';
