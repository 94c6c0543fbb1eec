import type { Envelope } from '@/lib/api/envelope';
import { createServiceClient, unwrap } from '@/lib/api-client/http';
import type { PopularDestinations } from '../../schemas';

const client = createServiceClient('v2-hotel');

/** GET /api/v2-hotel/popular-destinations (the regions with most hotels). Errors are rethrown. */
export async function fetchPopularDestinations(signal?: AbortSignal): Promise<PopularDestinations> {
  return unwrap(await client.get<Envelope<PopularDestinations>>('/popular-destinations', { signal }));
}
