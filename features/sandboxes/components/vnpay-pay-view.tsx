import 'server-only';
import { formatAmount } from '@/lib/money/format-money';
import type { PayCheck } from '../vnpay/check';
import { sandboxMessages } from '../messages';
import { SandboxCard } from './sandbox-card';
import styles from './sandbox.module.css';

const COMPLETE_PATH = '/sandbox/vnpay/pay/complete';
/** VNPay's published sandbox test card (NCB). */
const TEST_CARD = { bank: 'NCB', number: '9704198526191432198', name: 'NGUYEN VAN A', issued: '07/15', otp: '123456' };

const timeInVietnam = (date: Date, lang: 'vi' | 'en') =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'vi-VN', {
    timeZone: 'Asia/Ho_Chi_Minh',
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(date);

function Field({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input className={styles.input} id={id} name={id} defaultValue={value} autoComplete="off" />
    </div>
  );
}

/**
 * The sandbox gateway's pay page: what is paid, a test card, and the three outcomes (a plain form, no script).
 * `pass`: the sandbox pass the page was opened with, sent on with the form.
 */
export function VnpayPayView({ check, pass = null }: { check: PayCheck; pass?: string | null }) {
  const lang = check.ok && check.payment.locale === 'en' ? 'en' : 'vi';
  const m = sandboxMessages(lang).vnpay;
  if (!check.ok) {
    const signature = check.reason === 'signature';
    return (
      <SandboxCard title={m.title} lang={lang}>
        <div className={styles.error} role="alert">
          <h2 className={styles.subtitle}>{signature ? m.badSignatureTitle : m.invalidTitle}</h2>
          <p>{signature ? m.badSignatureText : m.invalidText}</p>
        </div>
      </SandboxCard>
    );
  }
  const { payment } = check;
  return (
    <SandboxCard title={m.title} lang={lang}>
      <dl className={styles.facts}>
        <dt>{m.merchant}</dt>
        <dd>{payment.tmnCode}</dd>
        <dt>{m.txnRef}</dt>
        <dd>{payment.txnRef}</dd>
        <dt>{m.amount}</dt>
        <dd>{formatAmount(payment.amountVnd, 'VND')}</dd>
        <dt>{m.orderInfo}</dt>
        <dd>{payment.orderInfo}</dd>
        {payment.expiresAt ? (
          <>
            <dt>{m.expiresAt}</dt>
            <dd>{timeInVietnam(payment.expiresAt, lang)}</dd>
          </>
        ) : null}
      </dl>
      {payment.expired ? (
        <div className={styles.error} role="alert">
          <h2 className={styles.subtitle}>{m.expiredTitle}</h2>
          <p>{m.expiredText}</p>
        </div>
      ) : null}
      <form className={styles.form} method="post" action={COMPLETE_PATH}>
        {Object.entries(payment.params).map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        {pass ? <input type="hidden" name="sandbox_pass" value={pass} /> : null}
        {payment.expired ? null : (
          <fieldset className={styles.form}>
            <legend className={styles.label}>{m.card}</legend>
            <Field id="bank" label={m.bank} value={TEST_CARD.bank} />
            <Field id="card_number" label={m.cardNumber} value={TEST_CARD.number} />
            <Field id="card_name" label={m.cardName} value={TEST_CARD.name} />
            <Field id="issue_date" label={m.issueDate} value={TEST_CARD.issued} />
            <Field id="otp" label={m.otp} value="" />
            <p className={styles.hint}>{m.otpHint}</p>
          </fieldset>
        )}
        <div className={styles.actions}>
          {payment.expired ? null : (
            <button className={`${styles.button} ${styles.primary}`} type="submit" name="action" value="pay">
              {m.pay}
            </button>
          )}
          <button className={styles.button} type="submit" name="action" value="cancel">
            {payment.expired ? m.back : m.cancel}
          </button>
          {payment.expired ? null : (
            <button className={styles.button} type="submit" name="action" value="fail">
              {m.fail}
            </button>
          )}
        </div>
      </form>
    </SandboxCard>
  );
}
