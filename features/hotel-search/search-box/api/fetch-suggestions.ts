import type { Envelope } from '@/lib/api/envelope';
import { unwrap } from '@/lib/api-client/api-client-error';
import { hotelApi } from '@/lib/api-client/services';
import type { Lang } from '@/lib/i18n/config';
import type { SuggestResult } from '../../schemas';

/** GET /api/v2-hotel/suggest?q=&lang= (spec 7.5 "Suggestion search"). Errors are rethrown. */
export async function fetchSuggestions(q: string, lang: Lang, signal?: AbortSignal): Promise<SuggestResult> {
  return unwrap(await hotelApi.get<Envelope<SuggestResult>>('/suggest', { params: { q, lang }, signal }));
}
