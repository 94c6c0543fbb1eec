import type { Envelope } from '@/lib/api/envelope';
import { unwrap } from '@/lib/api-client/api-client-error';
import { commonApi } from '@/lib/api-client/services';
import type { ContactBody, ContactResult } from '../schemas';

/** POST /common/email/send-internal/ (the contact form). */
export async function sendInternalMessage(body: ContactBody): Promise<ContactResult> {
  return unwrap(await commonApi.post<Envelope<ContactResult>>('/email/send-internal/', body));
}
