import 'server-only';
export { enqueueMail, type OutgoingMail } from './server/enqueue';
export { MAX_ATTEMPTS, sendPendingMail, startMailWorker, type SweepResult } from './server/mail-worker';
export { latestMails, type OutboxMail } from './server/outbox';
export { MailOutboxPage } from './components/mail-outbox-page';
