import type { Envelope } from '@/lib/api/envelope';
import { unwrap } from '@/lib/api-client/api-client-error';
import { usersApi } from '@/lib/api-client/services';
import type { SubscriberTokenResult } from '../schemas';

/** POST /users/subscriber/confirm/ or /users/subscriber/unsubscribe/ (the newsletter link pages' button). */
export async function postSubscriberToken(action: 'confirm' | 'unsubscribe', token: string): Promise<SubscriberTokenResult> {
  return unwrap(await usersApi.post<Envelope<SubscriberTokenResult>>(`/subscriber/${action}/`, { token }));
}
