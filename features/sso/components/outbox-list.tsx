import type { OutboxMail } from '../server/outbox';
import styles from './sso.module.css';

const LINK = /(https?:\/\/[^\s]+)/g;

/** A mail's text with its addresses as links (the developer clicks the reset link here). */
function MailText({ text }: { text: string }) {
  return (
    <pre className={styles.mailBody}>
      {text.split(LINK).map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} className={styles.link} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}

export function OutboxList({ mails, emptyText }: { mails: OutboxMail[]; emptyText: string }) {
  if (mails.length === 0) return <p>{emptyText}</p>;
  return (
    <ol className={styles.mailList}>
      {mails.map((mail) => (
        <li key={mail.id} className={styles.mail} data-testid="outbox-mail">
          <h2 className={styles.mailSubject}>{mail.subject}</h2>
          <p className={styles.hint}>
            {mail.to} ·{' '}
            <time dateTime={mail.createdAt.toISOString()}>{mail.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC</time>
          </p>
          <MailText text={mail.body} />
        </li>
      ))}
    </ol>
  );
}
