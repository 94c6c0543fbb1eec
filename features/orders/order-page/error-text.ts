import { ApiClientError } from '@/lib/api-client/api-client-error';
import type { Lang } from '@/lib/i18n/config';

/**
 * What a failed call tells the traveller: the server's own message on a Vietnamese page (it may name the
 * detail, e.g. the field or the wait), the catalogue's wording of its code on an English one.
 */
export function errorText(error: unknown, lang: Lang, fallback: string): string {
  if (!(error instanceof ApiClientError)) return fallback;
  return lang === 'vi' && error.message ? error.message : error.messageIn(lang);
}
