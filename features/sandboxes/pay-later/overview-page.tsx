import 'server-only';
import { formatAmount } from '@/lib/money/format-money';
import { DEMO_VOUCHERS } from '@/features/payment/server';
import { listAccounts } from './accounts';
import styles from './sandbox.module.css';

// the partner's accounts are members' phone numbers: a public demo shows them masked, as the checkout does
const masked = (phone: string) => `${phone.slice(0, 4)}•••${phone.slice(-3)}`;

/** /sandbox/pay-later: the partner's customers (phones masked) and the demo's voucher codes. */
export async function PayLaterOverviewPage() {
  const accounts = await listAccounts();
  return (
    <main className={styles.page}>
      <h1>Mua trước trả sau (sandbox)</h1>
      <p className={styles.muted}>
        Hạn mức theo số điện thoại: kết thúc bằng 0 — không được duyệt; bằng 9 — 50.000.000 ₫; còn lại 5.000.000 ₫. / Limit by phone: ending
        in 0 — not allowed; in 9 — 50.000.000 ₫; otherwise 5.000.000 ₫.
      </p>
      <table className={styles.table}>
        <caption className={styles.muted}>Tài khoản đối tác / Partner accounts</caption>
        <thead>
          <tr>
            <th scope="col">Điện thoại / Phone</th>
            <th scope="col">Đã đăng ký / Registered</th>
            <th scope="col">Hạn mức / Limit</th>
            <th scope="col">Còn lại / Available</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((a) => (
            <tr key={a.phone}>
              <td>{masked(a.phone)}</td>
              <td>{a.registered ? '✓' : '—'}</td>
              <td>{formatAmount(a.limitAmount, 'VND')}</td>
              <td>{formatAmount(a.availLimitAmount, 'VND')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Voucher demo / Demo vouchers</h2>
      <ul>
        {DEMO_VOUCHERS.map((v) => (
          <li key={v.code}>
            <code className={styles.code}>{v.code}</code> — {v.note}
          </li>
        ))}
      </ul>
    </main>
  );
}
