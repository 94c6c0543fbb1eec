import 'server-only';
import type { NextRequest } from 'next/server';
import { enqueueMail } from '@/features/mail/server';
import { getDb } from '@/lib/db/client';
import { serverEnv } from '@/lib/env/server';
import { vnDateTime } from '@/lib/dates/product-date';
import { takeContentLimit } from '../../content-rate-limits';
import { internalMessages } from '../../db';
import { contentMail } from '../../mail-layout';
import type { ContactBody, ContactResult } from '../../schemas';

const ANSWER = {
  vi: 'Cảm ơn bạn đã liên hệ. Chúng tôi sẽ phản hồi qua email trong thời gian sớm nhất.',
  en: 'Thank you for your message. We will answer by email as soon as we can.',
} as const;

/**
 * POST /common/email/send-internal/ (the contact form): CONTACT_RATE_LIMIT_PER_HOUR messages per client address
 * (429 past it), then the message is kept in internal_messages and mailed to SUPPORT_EMAIL through the
 * outbox in the same transaction, its Reply-To the sender's address (and named in the mail too).
 */
export async function sendInternalMessage(request: NextRequest, body: ContactBody, now: Date = new Date()): Promise<ContactResult> {
  await takeContentLimit(request, 'contact');
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(internalMessages)
      .values({ fullName: body.full_name, email: body.email, phone: body.phone ?? null, subject: body.subject, message: body.message, lang: body.lang, createdAt: now })
      .returning({ id: internalMessages.id });
    await enqueueMail(
      tx,
      contentMail({
        to: serverEnv().SUPPORT_EMAIL,
        subject: `[Liên hệ #${row!.id}] ${body.subject}`,
        heading: `Tin nhắn mới từ ${body.full_name}`,
        paragraphs: [
          `Email: ${body.email}${body.phone ? ` · Điện thoại: ${body.phone}` : ''} · Ngôn ngữ: ${body.lang} · ${vnDateTime(now.toISOString())}`,
          body.message,
        ],
        button: { label: `Trả lời ${body.email}`, href: `mailto:${body.email}?subject=${encodeURIComponent(`Re: ${body.subject}`)}` },
        footer: 'Gửi từ biểu mẫu liên hệ của trang web.',
        kind: 'contact_message',
        ref: `contact:${row!.id}`,
        replyTo: body.email,
      }),
    );
    return row!.id;
  });
  return { id, message: ANSWER[body.lang] };
}
