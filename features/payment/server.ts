import 'server-only';
export { providerFor } from './server/providers';
export type { ApplyResult, PaymentEvent, PaymentProvider, PaymentRequest, RefundRequest, RefundResult, VerifiedNotification } from './server/providers/types';
