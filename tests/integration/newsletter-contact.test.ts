import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as subscribeRoute from '@/app/api/users/add-subscriber/route';
import * as contactRoute from '@/app/api/common/email/send-internal/route';
import * as confirmRoute from '@/app/api/users/subscriber/confirm/route';
import * as unsubscribeRoute from '@/app/api/users/subscriber/unsubscribe/route';
import { unsubscribeTokenOf } from '@/features/content/newsletter/server/tokens';
import { mailboxOf } from '@/features/content/content-rate-limits';
import { confirmSubscription, resetContentRateLimits, subscribe, unsubscribe, CONFIRM_RESEND_MINUTES } from '@/features/content/server';
import { queryRows } from '@/lib/db/client';
import { resetServerEnvCache } from '@/lib/env/server';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { startApiServer } from '../helpers/api-server';

type Mail = { to_address: string; subject: string; text: string; html: string; kind: string; ref: string | null };

describe(`newsletter and contact form [${process.env.TEST_DB_KIND}]`, () => {
  let database: TestDatabase;
  let api: Awaited<ReturnType<typeof startApiServer>>;
  let client = 0;
  /** Each test posts from its own client address unless it names one (the budgets are per address). */
  let address = '';
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
  };
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.handle.db, query);
  const count = async (table: string) => Number((await rows<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n);
  const mailsTo = (to: string) =>
    rows<Mail>(sql`select to_address, subject, text, html, kind, ref from mail_outbox where to_address = ${to} order by id`);
  const subscriber = async (email: string) =>
    (
      await rows<{ id: number; status: string; email: string }>(
        sql`select id, status, email from newsletter_subscribers where email = ${email}`,
      )
    )[0];
  /** The token of a link of a mail's text part: "…/nhan-tin/xac-nhan?token=…". */
  const tokenIn = (mail: Mail, path: string) => {
    const match = new RegExp(`${path.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
    expect(match, `${path} link in: ${mail.text}`).not.toBeNull();
    return match![1]!;
  };

  beforeAll(async () => {
    database = await createTestDatabase({ hotels: 4 });
    api = await startApiServer({
      '/api/users/add-subscriber/': subscribeRoute,
      '/api/common/email/send-internal/': contactRoute,
      '/api/users/subscriber/confirm/': confirmRoute,
      '/api/users/subscriber/unsubscribe/': unsubscribeRoute,
    });
  });
  beforeEach(async () => {
    client += 1;
    address = `203.0.113.${client}`;
    await resetContentRateLimits();
  });
  afterAll(async () => {
    await api?.close();
    await database?.drop();
  });

  describe('POST /api/users/add-subscriber/ (double opt-in)', () => {
    it('subscribe: one pending row and one confirmation mail with the confirm link only (no unsubscribe link a scanner could follow); again: still one row, no second mail', async () => {
      const first = await post('/api/users/add-subscriber/', { email: '  An.Nguyen@Example.COM ', lang: 'vi' });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ status: 'success', data: { message: 'Vui lòng kiểm tra hộp thư để xác nhận đăng ký nhận tin.' } });
      const row = await subscriber('an.nguyen@example.com');
      expect(row?.status).toBe('pending');
      const mails = await mailsTo('an.nguyen@example.com');
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        kind: 'newsletter_confirm',
        ref: 'newsletter:an.nguyen@example.com',
        subject: 'Xác nhận đăng ký nhận tin khuyến mãi',
      });
      const confirmToken = tokenIn(mails[0]!, '/nhan-tin/xac-nhan');
      expect(mails[0]!.text).not.toContain('/nhan-tin/huy');
      expect(mails[0]!.html).not.toContain('/nhan-tin/huy');
      expect(mails[0]!.text).toContain('hãy bỏ qua email này');
      // only the hash is stored
      expect(
        (
          await rows<{ n: number }>(sql`select count(*)::int as n from newsletter_subscribers where confirm_token_hash = ${confirmToken}`)
        )[0]!.n,
      ).toBe(0);

      const again = await post('/api/users/add-subscriber/', { email: 'an.nguyen@example.com', lang: 'vi' });
      expect(again.body).toEqual(first.body);
      expect(await count(`newsletter_subscribers where email = 'an.nguyen@example.com'`)).toBe(1);
      expect(await mailsTo('an.nguyen@example.com')).toHaveLength(1);
    });

    it('confirm link: pending -> confirmed (a second click answers the same); the confirmed address subscribing again gets no mail', async () => {
      await post('/api/users/add-subscriber/', { email: 'binh@example.com', lang: 'en' });
      const [mail] = await mailsTo('binh@example.com');
      expect(mail!.subject).toBe('Confirm your newsletter subscription');
      expect(mail!.text).toContain('/en/nhan-tin/xac-nhan?token=');
      const token = tokenIn(mail!, '/nhan-tin/xac-nhan');
      expect(await confirmSubscription(token)).toBe('confirmed');
      expect((await subscriber('binh@example.com'))?.status).toBe('confirmed');
      expect(await confirmSubscription(token)).toBe('confirmed');
      const again = await post('/api/users/add-subscriber/', { email: 'binh@example.com', lang: 'en' });
      expect(again.body.data.message).toBe('Please check your mailbox to confirm your subscription.');
      expect(await mailsTo('binh@example.com')).toHaveLength(1);
      expect((await subscriber('binh@example.com'))?.status).toBe('confirmed');
    });

    it('unsubscribe link: -> unsubscribed, again the same; the old confirm link is then refused; subscribing again starts over', async () => {
      await post('/api/users/add-subscriber/', { email: 'chi@example.com' });
      const [mail] = await mailsTo('chi@example.com');
      const confirm = tokenIn(mail!, '/nhan-tin/xac-nhan');
      // the unsubscribe link of newsletter mails (none is in the confirmation mail)
      const unsub = unsubscribeTokenOf('chi@example.com');
      await confirmSubscription(confirm);
      expect(await unsubscribe(unsub)).toBe('unsubscribed');
      expect(await unsubscribe(unsub)).toBe('unsubscribed');
      expect((await subscriber('chi@example.com'))?.status).toBe('unsubscribed');
      await expect(confirmSubscription(confirm)).rejects.toMatchObject({ errorCode: 'INVALID_SUBSCRIBE_TOKEN' });
      // past the resend window the address may ask again: the same row, pending, a new mail whose unsubscribe link is the same
      await subscribe({ email: 'chi@example.com', lang: 'vi' }, new Date(Date.now() + (CONFIRM_RESEND_MINUTES + 1) * 60_000));
      const mails = await mailsTo('chi@example.com');
      expect(mails).toHaveLength(2);
      expect((await subscriber('chi@example.com'))?.status).toBe('pending');
      expect(tokenIn(mails[1]!, '/nhan-tin/xac-nhan')).not.toBe(confirm);
      expect(await count(`newsletter_subscribers where email = 'chi@example.com'`)).toBe(1);
    });

    it('POST /api/users/subscriber/confirm/ and /unsubscribe/ take the link token (the pages only post it); bad tokens are 400 INVALID_SUBSCRIBE_TOKEN; GET is 405', async () => {
      await post('/api/users/add-subscriber/', { email: 'khanh@example.com' });
      const token = tokenIn((await mailsTo('khanh@example.com'))[0]!, '/nhan-tin/xac-nhan');
      for (let i = 0; i < 2; i++) {
        const confirmed = await post('/api/users/subscriber/confirm/', { token });
        expect(confirmed).toMatchObject({ status: 200, body: { status: 'success', data: { outcome: 'confirmed' } } });
      }
      expect((await subscriber('khanh@example.com'))?.status).toBe('confirmed');
      const gone = await post('/api/users/subscriber/unsubscribe/', { token: unsubscribeTokenOf('khanh@example.com') });
      expect(gone).toMatchObject({ status: 200, body: { data: { outcome: 'unsubscribed' } } });
      expect((await subscriber('khanh@example.com'))?.status).toBe('unsubscribed');
      for (const path of ['/api/users/subscriber/confirm/', '/api/users/subscriber/unsubscribe/']) {
        for (const bad of ['A'.repeat(43), 'short', '']) {
          const refused = await post(path, { token: bad });
          expect(refused.status).toBe(400);
          expect(refused.body.error_code).toBe('INVALID_SUBSCRIBE_TOKEN');
        }
        expect((await post(path, { token: 'x'.repeat(201) })).body.error_code).toBe('BAD_REQUEST');
        expect((await post(path, { token, extra: 1 })).status).toBe(400);
        expect((await fetch(`${api.url}${path}?token=${token}`)).status).toBe(405);
      }
      expect((await post('/api/users/subscriber/confirm/', { token })).body.error_code).toBe('INVALID_SUBSCRIBE_TOKEN');
    });

    it('an address that unsubscribed and signs up again inside the resend window gets a mail at once', async () => {
      const t0 = new Date();
      await subscribe({ email: 'lan@example.com', lang: 'vi' }, t0);
      await unsubscribe(unsubscribeTokenOf('lan@example.com'), new Date(t0.getTime() + 60_000));
      await subscribe({ email: 'lan@example.com', lang: 'vi' }, new Date(t0.getTime() + 2 * 60_000));
      const mails = await mailsTo('lan@example.com');
      expect(mails).toHaveLength(2);
      expect((await subscriber('lan@example.com'))?.status).toBe('pending');
      expect(await confirmSubscription(tokenIn(mails[1]!, '/nhan-tin/xac-nhan'), new Date(t0.getTime() + 3 * 60_000))).toBe('confirmed');
    });

    it('past NEWSLETTER_CONFIRM_MAILS_PER_HOUR site-wide, a sign-up is kept without a mail and answered the same', async () => {
      process.env.NEWSLETTER_CONFIRM_MAILS_PER_HOUR = '2';
      resetServerEnvCache();
      await resetContentRateLimits();
      try {
        const answers = [];
        for (const name of ['cap1', 'cap2', 'cap3']) {
          address = `198.51.100.${answers.length + 20}`;
          answers.push(await post('/api/users/add-subscriber/', { email: `${name}@example.com` }));
        }
        expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
        expect(answers[2]!.body).toEqual(answers[0]!.body);
        expect((await subscriber('cap3@example.com'))?.status).toBe('pending');
        expect((await mailsTo('cap1@example.com')).length + (await mailsTo('cap2@example.com')).length).toBe(2);
        expect(await mailsTo('cap3@example.com')).toHaveLength(0);
      } finally {
        delete process.env.NEWSLETTER_CONFIRM_MAILS_PER_HOUR;
        resetServerEnvCache();
        await resetContentRateLimits();
      }
    });

    it('a pending address gets a second mail only after the resend window; the first link is replaced', async () => {
      const t0 = new Date();
      await subscribe({ email: 'dung@example.com', lang: 'vi' }, t0);
      await subscribe({ email: 'dung@example.com', lang: 'vi' }, new Date(t0.getTime() + (CONFIRM_RESEND_MINUTES - 1) * 60_000));
      expect(await mailsTo('dung@example.com')).toHaveLength(1);
      await subscribe({ email: 'dung@example.com', lang: 'vi' }, new Date(t0.getTime() + (CONFIRM_RESEND_MINUTES + 1) * 60_000));
      const mails = await mailsTo('dung@example.com');
      expect(mails).toHaveLength(2);
      await expect(confirmSubscription(tokenIn(mails[0]!, '/nhan-tin/xac-nhan'))).rejects.toMatchObject({
        errorCode: 'INVALID_SUBSCRIBE_TOKEN',
      });
      expect(await confirmSubscription(tokenIn(mails[1]!, '/nhan-tin/xac-nhan'), new Date(t0.getTime() + 20 * 60_000))).toBe('confirmed');
    });

    it('a confirm link past 48 hours, an unknown token and a malformed one are INVALID_SUBSCRIBE_TOKEN', async () => {
      const t0 = new Date();
      await subscribe({ email: 'em@example.com', lang: 'vi' }, t0);
      const token = tokenIn((await mailsTo('em@example.com'))[0]!, '/nhan-tin/xac-nhan');
      await expect(confirmSubscription(token, new Date(t0.getTime() + 49 * 3_600_000))).rejects.toMatchObject({
        errorCode: 'INVALID_SUBSCRIBE_TOKEN',
        httpStatus: 400,
      });
      expect((await subscriber('em@example.com'))?.status).toBe('pending');
      for (const bad of ['A'.repeat(43), 'short', '', undefined, `${token}x`, "' or 1=1 --"]) {
        await expect(confirmSubscription(bad)).rejects.toMatchObject({ errorCode: 'INVALID_SUBSCRIBE_TOKEN' });
        await expect(unsubscribe(bad)).rejects.toMatchObject({ errorCode: 'INVALID_SUBSCRIBE_TOKEN' });
      }
    });

    it('two sign-ups of one new address at once make one row and one mail', async () => {
      const answers = await Promise.all([1, 2, 3].map(() => post('/api/users/add-subscriber/', { email: 'giang@example.com' })));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(await count(`newsletter_subscribers where email = 'giang@example.com'`)).toBe(1);
      expect(await mailsTo('giang@example.com')).toHaveLength(1);
    });

    it.each([
      ['no email', { lang: 'vi' }],
      ['not an email', { email: 'not-an-email' }],
      ['an email over 254 characters', { email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.vn` }],
      ['an unknown language', { email: 'x@example.com', lang: 'fr' }],
      ['an unknown field', { email: 'x@example.com', admin: true }],
      ['an email with a newline', { email: 'x@example.com\nbcc: y@example.com' }],
      ['a number', { email: 42 }],
      ['not JSON', '{"email":'],
      ['an array', '["x@example.com"]'],
    ])('400 for %s, nothing written', async (_, body) => {
      const before = { subscribers: await count('newsletter_subscribers'), mails: await count('mail_outbox') };
      const { status, body: answer } = await post('/api/users/add-subscriber/', body);
      expect(status).toBe(400);
      expect(answer.status).toBe('error');
      expect(['BAD_REQUEST', 'INVALID_JSON']).toContain(answer.error_code);
      expect({ subscribers: await count('newsletter_subscribers'), mails: await count('mail_outbox') }).toEqual(before);
    });

    it('rate limited per client address: past the hourly budget 429 TOO_MANY_ATTEMPTS, nothing written', async () => {
      process.env.SUBSCRIBE_RATE_LIMIT_PER_HOUR = '3';
      resetServerEnvCache();
      try {
        for (let i = 0; i < 3; i++) expect((await post('/api/users/add-subscriber/', { email: `limit${i}@example.com` })).status).toBe(200);
        const before = await count('newsletter_subscribers');
        const refused = await post('/api/users/add-subscriber/', { email: 'limit9@example.com' });
        expect(refused.status).toBe(429);
        expect(refused.body.error_code).toBe('TOO_MANY_ATTEMPTS');
        expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
        expect(await count('newsletter_subscribers')).toBe(before);
        // another client still may
        address = '198.51.100.7';
        expect((await post('/api/users/add-subscriber/', { email: 'limit9@example.com' })).status).toBe(200);
      } finally {
        delete process.env.SUBSCRIBE_RATE_LIMIT_PER_HOUR;
        resetServerEnvCache();
      }
    });

    it('rate limited per email address too, whatever the client', async () => {
      for (let i = 0; i < 5; i++) {
        address = `192.0.2.${i + 1}`;
        expect((await post('/api/users/add-subscriber/', { email: 'hoa@example.com' })).status).toBe(200);
      }
      address = '192.0.2.99';
      expect((await post('/api/users/add-subscriber/', { email: 'HOA@example.com' })).status).toBe(429);
    });

    it('the per-address budget is per mailbox: +tags and Gmail dots are one inbox', async () => {
      expect(mailboxOf('A.n.H+promo@GoogleMail.com')).toBe('anh@gmail.com');
      expect(mailboxOf('a.n+x@example.com')).toBe('a.n@example.com');
      const variants = ['tu.an@gmail.com', 'tuan+1@gmail.com', 't.u.a.n@googlemail.com', 'tuan+deals@gmail.com', 'TUAN@gmail.com'];
      for (const [i, email] of variants.entries()) {
        address = `192.0.2.${i + 110}`;
        expect((await post('/api/users/add-subscriber/', { email })).status).toBe(200);
      }
      address = '192.0.2.199';
      expect((await post('/api/users/add-subscriber/', { email: 'tu.an+last@gmail.com' })).status).toBe(429);
    });

    it('a browser post from another site is refused (403), nothing written', async () => {
      const before = await count('newsletter_subscribers');
      const { status, body } = await post(
        '/api/users/add-subscriber/',
        { email: 'csrf@example.com' },
        { origin: 'https://evil.example', cookie: 'x=1' },
      );
      expect(status).toBe(403);
      expect(body.error_code).toBe('FORBIDDEN_ORIGIN');
      expect(await count('newsletter_subscribers')).toBe(before);
    });
  });

  describe('POST /api/common/email/send-internal/ (contact form)', () => {
    const message = {
      full_name: 'Lê Thị Hoa',
      email: 'Hoa.Le@Example.com',
      phone: '+84 901 234 567',
      subject: 'Hỏi về đơn hàng <b>',
      message: 'Xin chào,\nTôi muốn đổi ngày nhận phòng <script>alert(1)</script>.',
      lang: 'vi',
    };

    it('keeps the message with its ticket, mails it to the support team and acknowledges it to the sender in their language, through the outbox', async () => {
      const { status, body } = await post('/api/common/email/send-internal/', message);
      expect(status).toBe(201);
      expect(body.data).toEqual({
        id: expect.any(Number),
        ticket: expect.stringMatching(/^LH-20\d\d-\d{6}$/),
        message: expect.stringContaining('Cảm ơn bạn đã liên hệ'),
      });
      const { id, ticket } = body.data as { id: number; ticket: string };
      expect(ticket).toBe(`LH-${new Date(Date.now() + 7 * 3_600_000).getUTCFullYear()}-${String(id).padStart(6, '0')}`);
      const [stored] = await rows<{
        full_name: string;
        email: string;
        phone: string;
        subject: string;
        message: string;
        ticket: string;
        lang: string;
      }>(sql`select full_name, email, phone, subject, message, ticket, lang from internal_messages where id = ${id}`);
      expect(stored).toEqual({
        full_name: 'Lê Thị Hoa',
        email: 'hoa.le@example.com',
        phone: '+84 901 234 567',
        subject: 'Hỏi về đơn hàng <b>',
        message: message.message,
        ticket,
        lang: 'vi',
      });
      const [mail] = await mailsTo('hotro@vivu.example');
      expect(mail).toMatchObject({ kind: 'contact_message', ref: `contact:${id}` });
      expect(mail!.subject).toBe(`[Liên hệ ${ticket}] Hỏi về đơn hàng <b>`);
      expect(mail!.text).toContain('hoa.le@example.com');
      expect(mail!.text).toContain('Tôi muốn đổi ngày nhận phòng');
      expect(mail!.html).toContain('mailto:hoa.le@example.com');
      // an answer from the support mailbox goes to the visitor
      const [{ reply_to } = { reply_to: null }] = await rows<{ reply_to: string | null }>(
        sql`select reply_to from mail_outbox where ref = ${`contact:${id}`}`,
      );
      expect(reply_to).toBe('hoa.le@example.com');
      // what the sender wrote is text in the mail, never markup
      expect(mail!.html).not.toContain('<script>');
      expect(mail!.html).toContain('&#60;script&#62;');

      // the sender's acknowledgement: Vietnamese, the ticket, nothing they typed (no stranger's words to a typed-in address)
      const acks = await mailsTo('hoa.le@example.com');
      expect(acks).toHaveLength(1);
      expect(acks[0]).toMatchObject({
        kind: 'contact_ack',
        ref: `contact-ack:${id}`,
        subject: `Vivu Travel đã nhận tin nhắn của bạn (mã ${ticket})`,
      });
      expect(acks[0]!.text).toContain(`mã yêu cầu ${ticket}`);
      for (const typed of ['Lê Thị Hoa', 'Hỏi về đơn hàng', 'đổi ngày nhận phòng', '+84 901'])
        expect(acks[0]!.text + acks[0]!.html).not.toContain(typed);

      // in English from the English page
      const english = await post('/api/common/email/send-internal/', { ...message, email: 'hoa.en@example.com', lang: 'en' });
      expect(english.status).toBe(201);
      expect(english.body.data.message).toMatch(/^Thank you for your message/);
      expect(english.body.data.ticket).not.toBe(ticket);
      const [ack] = await mailsTo('hoa.en@example.com');
      expect(ack).toMatchObject({
        kind: 'contact_ack',
        subject: `Vivu Travel has received your message (ticket ${english.body.data.ticket})`,
      });
      expect(ack!.text).toContain(`as ticket ${english.body.data.ticket}`);
      expect(ack!.text).toContain('/en/lien-he');
      expect((await rows<{ lang: string }>(sql`select lang from internal_messages where id = ${english.body.data.id}`))[0]!.lang).toBe(
        'en',
      );
    });

    it('a filled honeypot gets an answer like any other, but nothing is kept or mailed', async () => {
      const before = { messages: await count('internal_messages'), mails: await count('mail_outbox') };
      const { status, body } = await post('/api/common/email/send-internal/', {
        ...message,
        email: 'robot@example.com',
        website: 'https://spam.example',
      });
      expect(status).toBe(201);
      expect(body.data).toEqual({
        id: expect.any(Number),
        ticket: expect.stringMatching(/^LH-20\d\d-\d{6}$/),
        message: expect.stringContaining('Cảm ơn bạn đã liên hệ'),
      });
      expect({ messages: await count('internal_messages'), mails: await count('mail_outbox') }).toEqual(before);
      expect(await mailsTo('robot@example.com')).toHaveLength(0);
      // an empty honeypot (what a person's browser sends) is a message like any other
      expect((await post('/api/common/email/send-internal/', { ...message, website: '' })).status).toBe(201);
      expect(await count('internal_messages')).toBe(before.messages + 1);
    });

    it('one mailbox gets at most 3 acknowledgements an hour from any number of clients; the messages still reach the team', async () => {
      const to = 'ack.budget@example.com';
      for (let i = 0; i < 4; i++) {
        address = `198.51.100.${i + 1}`;
        expect(
          (await post('/api/common/email/send-internal/', { ...message, email: i % 2 ? 'Ack.Budget+x@example.com' : to })).status,
        ).toBe(201);
      }
      expect(
        (
          await rows<{ n: number }>(
            sql`select count(*)::int as n from internal_messages where email in (${to}, 'ack.budget+x@example.com')`,
          )
        )[0]!.n,
      ).toBe(4);
      expect(
        (
          await rows<{ n: number }>(
            sql`select count(*)::int as n from mail_outbox where kind = 'contact_ack' and to_address in (${to}, 'ack.budget+x@example.com')`,
          )
        )[0]!.n,
      ).toBe(3);
    });

    it('goes to SUPPORT_EMAIL when set', async () => {
      process.env.SUPPORT_EMAIL = 'cskh@example.vn';
      resetServerEnvCache();
      try {
        const { status } = await post('/api/common/email/send-internal/', { ...message, phone: undefined });
        expect(status).toBe(201);
        expect(await mailsTo('cskh@example.vn')).toHaveLength(1);
      } finally {
        delete process.env.SUPPORT_EMAIL;
        resetServerEnvCache();
      }
    });

    it('5 messages per client address per hour, then 429 TOO_MANY_ATTEMPTS and nothing written (a honeypot robot spends the budget too)', async () => {
      for (let i = 0; i < 5; i++)
        expect((await post('/api/common/email/send-internal/', i === 4 ? { ...message, website: 'x' } : message)).status).toBe(201);
      const before = { messages: await count('internal_messages'), mails: await count('mail_outbox') };
      const refused = await post('/api/common/email/send-internal/', message);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ status: 'error', error_code: 'TOO_MANY_ATTEMPTS' });
      expect(Number(refused.retryAfter)).toBeGreaterThan(3_000);
      expect({ messages: await count('internal_messages'), mails: await count('mail_outbox') }).toEqual(before);
    });

    it.each([
      ['no name', { ...message, full_name: undefined }],
      ['a one-letter name', { ...message, full_name: 'A' }],
      ['a name over 100', { ...message, full_name: 'A'.repeat(101) }],
      ['a name with a newline', { ...message, full_name: 'An\r\nBcc: x@example.com' }],
      ['a subject with a control character', { ...message, subject: 'Hỏi\u0000đáp' }],
      ['a subject with a newline', { ...message, subject: 'Hỏi\nBcc: x@example.com' }],
      ['a message over 5000', { ...message, message: 'x'.repeat(5001) }],
      ['a short message', { ...message, message: 'hi' }],
      ['a message with a control character', { ...message, message: 'Xin chào bạn \u001b[31m đỏ' }],
      ['a bad email', { ...message, email: 'hoa@' }],
      ['a bad phone', { ...message, phone: 'call me maybe' }],
      ['an unknown field', { ...message, to: 'ceo@example.com' }],
      ['an unknown language', { ...message, lang: 'de' }],
      ['not JSON', 'full_name=An'],
    ])('400 for %s, nothing written', async (_, body) => {
      const before = { messages: await count('internal_messages'), mails: await count('mail_outbox') };
      const { status, body: answer } = await post('/api/common/email/send-internal/', body);
      expect(status).toBe(400);
      expect(['BAD_REQUEST', 'INVALID_JSON']).toContain(answer.error_code);
      expect({ messages: await count('internal_messages'), mails: await count('mail_outbox') }).toEqual(before);
    });
  });
});
