import 'server-only';
// The server-rendered pages and sections of mail that app/ mounts. API routes import server.ts, which loads no UI.
export { MailOutboxPage } from './components/mail-outbox-page';
