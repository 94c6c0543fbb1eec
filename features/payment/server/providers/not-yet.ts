import 'server-only';
import { apiError } from '@/lib/api/errors';
import type { ProviderId } from '../../schemas';
import type { PaymentProvider } from './types';

/** A provider whose adapter is not built yet: every call is a 503 PAYMENT_PROVIDER_UNAVAILABLE. */
export function notYet(id: ProviderId): PaymentProvider {
  const refuse = () => {
    throw apiError('PAYMENT_PROVIDER_UNAVAILABLE');
  };
  return { id, start: refuse, verifyReturn: refuse, verifyNotification: refuse, refund: refuse };
}
