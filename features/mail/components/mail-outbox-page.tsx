import 'server-only';
import { latestMails, type MailScope } from '../server/outbox';
import { linkify } from './linkify';
import styles from './mail-outbox.module.css';

type Lang = 'vi' | 'en';

// a stand-in for a mail client (like the sign-on pages), so its few words live here rather than in the site's namespaces
const MESSAGES = {
  vi: {
    title: 'Hộp thư thử nghiệm',
    intro:
      'SMTP_URL chưa được cấu hình: email của trang được giữ ở đây thay vì gửi đi. Bạn chỉ thấy thư về đơn hàng và tài khoản của mình (50 thư mới nhất).',
    filtered: (ref: string) => `Chỉ thư về ${ref}.`,
    empty: 'Chưa có email nào.',
    to: 'Đến',
    at: 'Lúc',
    sent: 'Đã gửi',
    unsent: 'Chưa gửi',
  },
  en: {
    title: 'Test mailbox',
    intro:
      'SMTP_URL is not set: the site keeps its emails here instead of sending them. You see only the mails about your own orders and account (the newest 50).',
    filtered: (ref: string) => `Only mails about ${ref}.`,
    empty: 'No emails yet.',
    to: 'To',
    at: 'At',
    sent: 'Sent',
    unsent: 'Not sent',
  },
} as const;

// an order code, or an address (newsletter:<email>)
const REF = /^[a-z_]{1,20}:[A-Za-z0-9._@+-]{1,120}$/;

/**
 * /sandbox/mail: the outbox as a mail client would show it: the TEXT version (never the HTML) with its links
 * clickable, only the mails within the reader's scope (their orders and account; app/sandbox/mail decides it).
 */
export async function MailOutboxPage({ lang, about, scope }: { lang: Lang; about: string | null; scope: MailScope }) {
  const m = MESSAGES[lang];
  const filter = about && REF.test(about) ? about : null;
  const mails = await latestMails(scope, filter);
  return (
    <main className={styles.page} data-testid="mail-outbox">
      <h1 className={styles.heading}>{m.title}</h1>
      <p className={styles.muted}>
        {m.intro} {filter ? m.filtered(filter) : null}
      </p>
      {mails.length === 0 ? (
        <p className={styles.muted}>{m.empty}</p>
      ) : (
        <ol className={styles.list}>
          {mails.map((mail) => (
            <li key={mail.id} className={styles.item} data-testid="outbox-mail" data-ref={mail.ref ?? ''}>
              <h2 className={styles.subject}>{mail.subject}</h2>
              <div className={styles.meta}>
                <span>
                  {m.to}: {mail.to}
                </span>
                <span>
                  {m.at}: <time dateTime={mail.createdAt}>{mail.createdAt.replace('T', ' ').slice(0, 19)} UTC</time>
                </span>
                <span>{mail.sentAt ? m.sent : m.unsent}</span>
              </div>
              <pre className={styles.text}>
                {linkify(mail.text).map((piece, i) =>
                  piece.kind === 'link' ? (
                    <a key={i} className={styles.link} href={piece.href} rel="noreferrer">
                      {piece.href}
                    </a>
                  ) : (
                    piece.value
                  ),
                )}
              </pre>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
