import { toSearchKey } from './search-key';

const ASCII = /^[\x00-\x7f]*$/;

/** ASCII kebab-case slug from (Vietnamese) text: slugify('Bà Rịa - Vũng Tàu') === 'ba-ria-vung-tau'. */
export function slugify(value: string): string {
  // ASCII text has no marks to strip: lower case gives the same slug without Unicode normalisation, a sitemap
  // file slugs 50,000 names
  return (ASCII.test(value) ? value.toLowerCase() : toSearchKey(value)).replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}
