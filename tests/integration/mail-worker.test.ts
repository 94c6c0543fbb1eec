import { sql } from 'drizzle-orm';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import SandboxMailPage from '@/app/sandbox/mail/page';
import { enqueueMail, MAX_ATTEMPTS, sendPendingMail, startMailWorker } from '@/features/mail/server';
import { MailOutboxPage } from '@/features/mail/pages';
import { queryRows } from '@/lib/db/client';
import { resetServerEnvCache } from '@/lib/env/server';
import { smtpSink } from '../helpers/smtp-sink';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

// /sandbox/mail reads the visitor's cookies: a visitor without any here (sandbox-owner.test.ts covers whose mails show)
vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }), headers: async () => new Headers() }));

let database: TestDatabase;
let sink: Awaited<ReturnType<typeof smtpSink>>;
const db = () => database.handle.db;
const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);
const mail = (over: Partial<Parameters<typeof enqueueMail>[1]> = {}) =>
  enqueueMail(db(), {
    to: 'an@example.com',
    subject: 'Order H123 received',
    text: 'Your order H123 is confirmed.\n\nView it: http://localhost:3000/don-hang/H123?token=abc.def',
    html: '<p>Your order <b>H123</b></p><script>alert(1)</script>',
    kind: 'order_received',
    ref: 'order:H123',
    ...over,
  });
const setSmtp = (url: string | null) => {
  if (url) process.env.SMTP_URL = url;
  else delete process.env.SMTP_URL;
  process.env.MAIL_FROM = 'Travel <no-reply@travel.example>';
  resetServerEnvCache();
};

beforeAll(async () => {
  database = await createTestDatabase({ hotels: 0 });
  sink = await smtpSink();
});
beforeEach(async () => {
  await db().execute(sql`delete from mail_outbox`);
  sink.received.length = 0;
  setSmtp(null);
});
afterAll(async () => {
  setSmtp(null);
  delete process.env.MAIL_FROM;
  resetServerEnvCache();
  await sink.close();
  await database.drop();
});

describe('sendPendingMail', () => {
  it('leaves the outbox alone without SMTP_URL', async () => {
    const id = await mail();
    expect(await sendPendingMail()).toEqual({ sent: 0, failed: 0 });
    expect(await rows(sql`select sent_at, attempts from mail_outbox where id = ${id}`)).toEqual([{ sent_at: null, attempts: 0 }]);
  });

  it('sends through SMTP_URL from MAIL_FROM and marks sent; a refused one gets attempts + 1 and its error', async () => {
    setSmtp(`smtp://127.0.0.1:${sink.port}`);
    const good = await mail();
    const bad = await mail({ to: 'bounce@example.com' });
    expect(await sendPendingMail()).toEqual({ sent: 1, failed: 1 });
    expect(sink.received).toHaveLength(1);
    const [message] = sink.received;
    expect(message!.from).toBe('no-reply@travel.example');
    expect(message!.to).toEqual(['an@example.com']);
    expect(message!.data).toMatch(/^Subject: Order H123 received$/m);
    expect(message!.data).toMatch(/^From: Travel <no-reply@travel\.example>$/m);
    expect(message!.data).toContain('http://localhost:3000/don-hang/H123?token=abc.def');
    const [sent] = await rows<{ sent_at: Date | null; attempts: number; subject: string; text: string; html: string }>(
      sql`select sent_at, attempts, subject, text, html from mail_outbox where id = ${good}`,
    );
    expect(sent!.sent_at).not.toBeNull();
    expect(sent!.attempts).toBe(0);
    // delivered: the secrets in the body are gone from the database, the subject stays
    expect([sent!.subject, sent!.text, sent!.html]).toEqual(['Order H123 received', '', '']);
    const [failed] = await rows<{ sent_at: Date | null; attempts: number; last_error: string; text: string }>(
      sql`select sent_at, attempts, last_error, text from mail_outbox where id = ${bad}`,
    );
    expect(failed).toMatchObject({ sent_at: null, attempts: 1 });
    expect(failed!.text).toContain('http://localhost:3000/don-hang/H123?token=abc.def');
    expect(failed!.last_error).toMatch(/550/);

    // a second sweep sends nothing new and retries only the failed one
    expect(await sendPendingMail()).toEqual({ sent: 0, failed: 1 });
    expect(sink.received).toHaveLength(1);
  });

  it('a mail with a reply-to address carries it as Reply-To; one without has none', async () => {
    setSmtp(`smtp://127.0.0.1:${sink.port}`);
    await mail({ subject: 'With reply', replyTo: 'visitor@example.com' });
    await mail({ subject: 'Without reply' });
    expect(await sendPendingMail()).toEqual({ sent: 2, failed: 0 });
    const [withReply, withoutReply] = sink.received;
    expect(withReply!.data).toMatch(/^Reply-To: visitor@example\.com$/m);
    expect(withoutReply!.data).not.toMatch(/^Reply-To:/m);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts and sends in batches, oldest first`, async () => {
    setSmtp(`smtp://127.0.0.1:${sink.port}`);
    const tired = await mail();
    await db().execute(sql`update mail_outbox set attempts = ${MAX_ATTEMPTS} where id = ${tired}`);
    for (let i = 0; i < 3; i += 1) await mail({ subject: `Mail ${i}` });
    expect(await sendPendingMail(2)).toEqual({ sent: 2, failed: 0 });
    expect(sink.received.map((m) => /^Subject: (.*)$/m.exec(m.data)?.[1])).toEqual(['Mail 0', 'Mail 1']);
    expect(await sendPendingMail(2)).toEqual({ sent: 1, failed: 0 });
    expect(await rows(sql`select sent_at is null unsent from mail_outbox where id = ${tired}`)).toEqual([{ unsent: true }]);
  });

  it('a sweep stopped by its signal takes no further mail', async () => {
    setSmtp(`smtp://127.0.0.1:${sink.port}`);
    await mail();
    await mail({ subject: 'Second' });
    const stopped = new AbortController();
    stopped.abort();
    expect(await sendPendingMail(20, undefined, stopped.signal)).toEqual({ sent: 0, failed: 0 });
    expect(sink.received).toHaveLength(0);
    expect(await sendPendingMail(20)).toEqual({ sent: 2, failed: 0 });
  });

  it('the worker sends on its timer and stops when told', async () => {
    setSmtp(`smtp://127.0.0.1:${sink.port}`);
    await mail();
    const stop = startMailWorker(1);
    try {
      await expect.poll(() => sink.received.length, { timeout: 5_000, interval: 100 }).toBe(1);
    } finally {
      stop();
    }
    await mail({ subject: 'After stop' });
    await new Promise((r) => setTimeout(r, 1_500));
    expect(sink.received).toHaveLength(1);
  });
});

describe('/sandbox/mail', () => {
  it('shows the newest mails as text with clickable links, never their HTML, filtered by ref', async () => {
    await mail();
    await mail({ subject: 'Other order', ref: 'order:H999', text: 'Nothing to click' });
    const scope = { refs: ['order:H123', 'order:H999'], to: null };
    const page = renderToStaticMarkup(await MailOutboxPage({ lang: 'vi', about: null, scope }));
    expect(page).toContain('Order H123 received');
    expect(page).toContain('Other order');
    expect(page).toMatch(
      /<a class="[^"]*link[^"]*" href="http:\/\/localhost:3000\/don-hang\/H123\?token=abc\.def" rel="noreferrer">http:\/\/localhost:3000\/don-hang\/H123\?token=abc\.def<\/a><\/pre>/,
    );
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<b>H123</b>');
    const filtered = renderToStaticMarkup(await MailOutboxPage({ lang: 'en', about: 'order:H999', scope }));
    expect(filtered).toContain('Other order');
    expect(filtered).not.toContain('Order H123 received');
    expect(filtered).toContain('Only mails about order:H999.');
  });

  it('is not served when SMTP_URL is set (the mails really go out then)', async () => {
    setSmtp(`smtp://127.0.0.1:${sink.port}`);
    await expect(SandboxMailPage({ searchParams: Promise.resolve({}) })).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
    setSmtp(null);
    const element = await SandboxMailPage({ searchParams: Promise.resolve({ ref: 'order:H123', lang: 'en' }) });
    expect(element.props).toEqual({ lang: 'en', about: 'order:H123', scope: { refs: [], to: null } });
  });
});

describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('several workers at once (PostgreSQL)', () => {
  it('3 sweeps in parallel send each of 30 mails exactly once', async () => {
    setSmtp(`smtp://127.0.0.1:${sink.port}`);
    for (let i = 0; i < 30; i += 1) await mail({ subject: `Parallel ${i}` });
    const results = await Promise.all([sendPendingMail(20), sendPendingMail(20), sendPendingMail(20)]);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(30);
    const subjects = sink.received.map((m) => /^Subject: (.*)$/m.exec(m.data)?.[1]);
    expect(subjects).toHaveLength(30);
    expect(new Set(subjects).size).toBe(30);
    expect(await rows(sql`select count(*)::int n from mail_outbox where sent_at is null`)).toEqual([{ n: 0 }]);
  });
});
