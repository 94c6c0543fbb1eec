import { toSearchKey } from './search-key';

/** ASCII kebab-case slug from (Vietnamese) text: slugify('Bà Rịa - Vũng Tàu') === 'ba-ria-vung-tau'. */
export function slugify(value: string): string {
  return toSearchKey(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
