import 'server-only';
import { orderPath } from '@/lib/paths/site-map';
import { type BankAccount, orderCodeCandidates } from '@/features/payment/server';
import { sandboxMessages } from '../messages';
import { SandboxCard } from './sandbox-card';
import styles from './sandbox.module.css';

const NOTIFY_FORM_PATH = '/sandbox/bank-transfer/notify';

export type BankTransferViewProps = {
  lang: 'vi' | 'en';
  account: BankAccount | null;
  content: string;
  amount: string;
  /** after a send: what the site answered */
  result: { status: string; outcome: string; message: string } | null;
  /** the order link's token the visitor came with (their right to the order on a device without its cookie), sent on with the form */
  token?: string | null;
};

/** The bank sandbox: a transfer to the site's account, sent as the bank's signed notification (a plain form). */
export function BankTransferView({ lang, account, content, amount, result, token = null }: BankTransferViewProps) {
  const m = sandboxMessages(lang).bank;
  const orderCode = orderCodeCandidates(content)[0];
  return (
    <SandboxCard title={m.title} lang={lang}>
      <p>{m.intro}</p>
      {account ? (
        <dl className={styles.facts}>
          <dt>{m.account}</dt>
          <dd>
            {account.bank_short_name} {account.account_number} ({account.account_name})
          </dd>
        </dl>
      ) : (
        <p className={styles.error}>{m.noAccount}</p>
      )}
      {result ? (
        <section className={result.status === '200' ? styles.notice : styles.error} aria-live="polite">
          <h2 className={styles.subtitle}>{m.result}</h2>
          <dl className={styles.facts}>
            <dt>{m.httpStatus}</dt>
            <dd>{result.status || m.noAnswer}</dd>
            {result.outcome ? (
              <>
                <dt>{m.outcome}</dt>
                <dd>{result.outcome}</dd>
              </>
            ) : null}
          </dl>
          {result.message ? <p>{result.message}</p> : null}
          {orderCode ? (
            <a className={styles.link} href={orderPath(orderCode, token ?? undefined)}>
              {m.toOrder} {orderCode}
            </a>
          ) : null}
        </section>
      ) : null}
      <form className={styles.form} method="post" action={NOTIFY_FORM_PATH}>
        <input type="hidden" name="lang" value={lang} />
        {token ? <input type="hidden" name="token" value={token} /> : null}
        <div className={styles.field}>
          <label className={styles.label} htmlFor="content">
            {m.content}
          </label>
          <input className={styles.input} id="content" name="content" defaultValue={content} required maxLength={200} />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="amount">
            {m.amount}
          </label>
          <input className={styles.input} id="amount" name="amount" defaultValue={amount} required inputMode="numeric" pattern="[0-9]+" />
        </div>
        <div className={styles.actions}>
          <button className={`${styles.button} ${styles.primary}`} type="submit" disabled={!account}>
            {result ? m.again : m.send}
          </button>
        </div>
      </form>
    </SandboxCard>
  );
}
