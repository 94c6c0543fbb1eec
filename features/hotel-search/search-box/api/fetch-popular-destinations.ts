import type { Envelope } from '@/lib/api/envelope';
import { unwrap } from '@/lib/api-client/api-client-error';
import { hotelApi } from '@/lib/api-client/services';
import type { PopularDestinations } from '../../schemas';

/** GET /api/v2-hotel/popular-destinations (the regions with most hotels). Errors are rethrown. */
export async function fetchPopularDestinations(signal?: AbortSignal): Promise<PopularDestinations> {
  return unwrap(await hotelApi.get<Envelope<PopularDestinations>>('/popular-destinations', { signal }));
}
