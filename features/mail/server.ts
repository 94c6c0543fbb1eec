import 'server-only';
export { enqueueMail, type OutgoingMail } from './server/enqueue';
