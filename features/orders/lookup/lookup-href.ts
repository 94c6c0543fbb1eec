import type { Lang } from '@/lib/i18n/config';
import { ORDER_LOOKUP_PATH, localePath } from '@/lib/paths';

/** "Find my order" in `lang`, with the order code filled in when known. */
export const lookupHref = (lang: Lang, orderCode?: string): string =>
  `${localePath(lang, ORDER_LOOKUP_PATH)}${orderCode ? `?${new URLSearchParams({ code: orderCode })}` : ''}`;
