import 'server-only';
export { enqueueMail, type OutgoingMail } from './server/enqueue';
export { layoutMail, type MailFact } from './server/layout';
export { latestMailsOfKind } from './server/outbox';
export { MAX_ATTEMPTS, sendMailNow, sendPendingMail, startMailWorker } from './server/mail-worker';
