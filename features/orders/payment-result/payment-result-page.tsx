import 'server-only';
import { viewerOfPage } from '../server/access/order-access';
import { PaymentResult } from './payment-result';
import { PublicPaymentResult, TransactionNotFound, UnverifiedResult } from './result-panels';
import { paymentResultOf } from './result-of';

type Props = { query: Record<string, string | string[] | undefined> };

const flat = (query: Props['query']): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query).flatMap(([key, value]) =>
      typeof value === 'string' ? [[key, value]] : Array.isArray(value) && value[0] !== undefined ? [[key, value[0]]] : [],
    ),
  );

/** Spec 2.9 / 4 / 8: the payment (order) lookup by transaction_id, for its owner and for any other browser. */
export async function PaymentResultPage({ query }: Props) {
  const params = flat(query);
  const transactionId = params.transaction_id?.trim();
  const view = await paymentResultOf(await viewerOfPage(), transactionId, params);
  if (view.kind === 'owner' && transactionId) return <PaymentResult transactionId={transactionId} returned={view.returned} />;
  if (view.kind === 'public')
    return <PublicPaymentResult orderCode={view.orderCode} outcome={view.outcome} orderStatus={view.orderStatus} />;
  if (view.kind === 'unverified') return <UnverifiedResult />;
  return <TransactionNotFound />;
}
