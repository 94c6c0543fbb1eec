import type { Envelope } from '@/lib/api/envelope';
import { unwrap } from '@/lib/api-client/api-client-error';
import { usersApi } from '@/lib/api-client/services';
import type { SubscribeBody, SubscribeResult } from '../schemas';

/** POST /users/add-subscriber/ (the footer's newsletter form). */
export async function addSubscriber(body: SubscribeBody): Promise<SubscribeResult> {
  return unwrap(await usersApi.post<Envelope<SubscribeResult>>('/add-subscriber/', body));
}
