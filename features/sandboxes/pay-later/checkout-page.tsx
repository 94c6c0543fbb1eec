import 'server-only';
import { formatVnd } from '@/lib/money/format-money';
import { SANDBOX_PATHS } from '@/lib/paths/site-map';
import { CHECKOUT_PARAMS } from '@/features/payment/server';
import type { CheckoutView } from './checkout';
import styles from './sandbox.module.css';

const masked = (phone: string) => `${phone.slice(0, 4)}•••${phone.slice(-3)}`;

/** The sandbox partner's checkout: the member approves or declines paying the order later (plain form, no script). */
export function PayLaterCheckoutPage({ view }: { view: CheckoutView }) {
  if (!view.ok) {
    return (
      <main className={styles.page}>
        <h1>Mua trước trả sau (sandbox)</h1>
        <p className={styles.error} role="alert">
          {view.reason === 'expired'
            ? 'Liên kết thanh toán đã hết hạn / The payment link has expired.'
            : 'Chữ ký không hợp lệ / The signature is not valid.'}
        </p>
      </main>
    );
  }
  const { params, account } = view;
  const amount = Number(params.amount);
  return (
    <main className={styles.page}>
      <h1>Mua trước trả sau (sandbox)</h1>
      <div className={styles.card}>
        <dl className={styles.facts}>
          <dt>Đơn hàng / Order</dt>
          <dd>{params.order}</dd>
          <dt>Số tiền / Amount</dt>
          <dd>{formatVnd(amount)}</dd>
          <dt>Tài khoản / Account</dt>
          <dd>{masked(params.phone)}</dd>
          <dt>Hạn mức còn lại / Available limit</dt>
          <dd>{account ? formatVnd(account.availLimitAmount) : '—'}</dd>
        </dl>
        <form method="post" action={`${SANDBOX_PATHS.payLater}/checkout/complete`} className={styles.actions}>
          {CHECKOUT_PARAMS.map((key) => (
            <input key={key} type="hidden" name={key} value={params[key]} />
          ))}
          <input type="hidden" name="sig" value={view.sig} />
          <button type="submit" name="decision" value="approve" className={styles.approve}>
            Đồng ý thanh toán / Approve
          </button>
          <button type="submit" name="decision" value="decline" className={styles.decline}>
            Từ chối / Decline
          </button>
        </form>
        <p className={styles.muted}>
          Phê duyệt trừ hạn mức; vượt hạn mức thì giao dịch thất bại. / Approving spends the limit; above it the payment fails.
        </p>
      </div>
    </main>
  );
}
