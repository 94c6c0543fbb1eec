import 'server-only';
export { enqueueMail, type OutgoingMail } from './server/enqueue';
export { MAX_ATTEMPTS, sendPendingMail, startMailWorker } from './server/mail-worker';
