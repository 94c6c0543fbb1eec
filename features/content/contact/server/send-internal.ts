import 'server-only';
import { sql } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { enqueueMail, layoutMail } from '@/features/mail/server';
import { getDb, queryRows } from '@/lib/db/client';
import { serverEnv } from '@/lib/env/server';
import { todayIso, vnDateTime } from '@/lib/dates/product-date';
import { randomInt } from 'node:crypto';
import { takeContactAck, takeContentLimit } from '../../content-rate-limits';
import { internalMessages } from '../../db';
import type { ContactBody, ContactResult } from '../../schemas';
import { contactAckMail } from './ack-mail';

const ANSWER = {
  vi: 'Cảm ơn bạn đã liên hệ. Chúng tôi đã gửi email xác nhận kèm mã yêu cầu và sẽ phản hồi trong thời gian sớm nhất.',
  en: 'Thank you for your message. We have emailed you a confirmation with your ticket number and will answer as soon as we can.',
} as const;

/** LH-<year in Vietnam>-<id, at least 6 digits>: unique because the id is. */
const contactTicket = (id: number, now: Date) => `LH-${todayIso(now).slice(0, 4)}-${String(id).padStart(6, '0')}`;

/**
 * POST /common/email/send-internal/ (the contact form): CONTACT_RATE_LIMIT_PER_HOUR messages per client address
 * (429 past it). A filled honeypot (`website`, hidden from people) gets the same kind of answer but nothing is
 * kept or mailed. Otherwise the message is kept in internal_messages with its ticket number, mailed to
 * SUPPORT_EMAIL (Reply-To the sender) and acknowledged to the sender in their language, all through the outbox in
 * one transaction; the acknowledgement repeats nothing the sender wrote (it must not carry a stranger's text to an
 * address typed into the form) and goes at most a few times an hour to one mailbox.
 */
export async function sendInternalMessage(request: NextRequest, body: ContactBody, now: Date = new Date()): Promise<ContactResult> {
  await takeContentLimit(request, 'contact');
  if (body.website) {
    const ticket = contactTicket(randomInt(1, 1_000_000), now);
    return { id: 0, ticket, message: ANSWER[body.lang] };
  }
  const acknowledge = await takeContactAck(body.email);
  const db = await getDb();
  const { id, ticket } = await db.transaction(async (tx) => {
    // the id first, so the ticket is written with the row (it is NOT NULL and unique)
    const [next] = await queryRows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('internal_messages', 'id'))::int as id`);
    const id = next!.id;
    const ticket = contactTicket(id, now);
    await tx.insert(internalMessages).values({
      id,
      ticket,
      fullName: body.full_name,
      email: body.email,
      phone: body.phone ?? null,
      subject: body.subject,
      message: body.message,
      lang: body.lang,
      createdAt: now,
    });
    await enqueueMail(
      tx,
      layoutMail({
        to: serverEnv().SUPPORT_EMAIL,
        subject: `[Liên hệ ${ticket}] ${body.subject}`,
        heading: `Tin nhắn mới từ ${body.full_name}`,
        paragraphs: [
          `Mã yêu cầu: ${ticket} · Email: ${body.email}${body.phone ? ` · Điện thoại: ${body.phone}` : ''} · Ngôn ngữ: ${body.lang} · ${vnDateTime(now.toISOString())}`,
          body.message,
        ],
        button: {
          label: `Trả lời ${body.email}`,
          href: `mailto:${body.email}?subject=${encodeURIComponent(`Re: [${ticket}] ${body.subject}`)}`,
        },
        footer: 'Gửi từ biểu mẫu liên hệ của trang web.',
        kind: 'contact_message',
        ref: `contact:${id}`,
        replyTo: body.email,
      }),
    );
    if (acknowledge) await enqueueMail(tx, contactAckMail({ to: body.email, ticket, lang: body.lang, at: now, ref: `contact-ack:${id}` }));
    return { id, ticket };
  });
  return { id, ticket, message: ANSWER[body.lang] };
}
