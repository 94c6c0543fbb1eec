import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The site's email outbox (order emails; later the newsletter): a mail is written here in the same
 * transaction as the change it tells about, then a worker sends it through SMTP_URL and marks it sent.
 * With no SMTP_URL the mails stay here and /sandbox/mail shows them (outside production).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** e.g. order_received, order_confirmed, order_cancelled */
    kind: text('kind').notNull(),
    /** what it is about, e.g. order:HB12345 (for the demo page's filter) */
    ref: text('ref'),
    /** where an answer goes (the contact form's mail to support: the visitor's address); null = the sender */
    replyTo: text('reply_to'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_unsent_idx').on(t.sentAt, t.id), index('mail_outbox_ref_idx').on(t.ref)],
);
