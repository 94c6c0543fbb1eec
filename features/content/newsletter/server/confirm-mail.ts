import 'server-only';
import { layoutMail, type OutgoingMail } from '@/features/mail/server';
import { siteUrl } from '@/lib/env/site';
import type { Lang } from '@/lib/i18n/config';
import { localePath, NEWSLETTER_PATHS } from '@/lib/paths';

const TEXT = {
  vi: {
    subject: 'Xác nhận đăng ký nhận tin khuyến mãi',
    heading: 'Xác nhận địa chỉ email của bạn',
    intro: 'Bạn (hoặc ai đó) vừa đăng ký nhận tin khuyến mãi bằng địa chỉ email này. Bấm nút bên dưới để xác nhận.',
    expiry: 'Liên kết có hiệu lực trong 48 giờ.',
    confirm: 'Xác nhận đăng ký',
    footer: 'Nếu bạn không đăng ký, hãy bỏ qua email này: bạn sẽ không nhận được tin nào.',
  },
  en: {
    subject: 'Confirm your newsletter subscription',
    heading: 'Confirm your email address',
    intro: 'You (or someone) signed up for our deals newsletter with this email address. Press the button below to confirm.',
    expiry: 'The link works for 48 hours.',
    confirm: 'Confirm subscription',
    footer: 'If you did not sign up, ignore this email: you will get nothing more.',
  },
} as const;

/**
 * The double opt-in mail: the confirm link only. No unsubscribe link: nothing is subscribed yet, and a mail
 * link scanner following it would unsubscribe; "ignore this mail" is the way out.
 */
export function confirmSubscriptionMail(email: string, lang: Lang, confirmToken: string): OutgoingMail {
  const t = TEXT[lang];
  const confirmLink = `${siteUrl()}${localePath(lang, NEWSLETTER_PATHS.confirm)}?token=${encodeURIComponent(confirmToken)}`;
  return layoutMail({
    to: email,
    subject: t.subject,
    heading: t.heading,
    paragraphs: [t.intro, t.expiry],
    button: { label: t.confirm, href: confirmLink },
    footer: t.footer,
    kind: 'newsletter_confirm',
    // the address as the reference: the demo outbox page filters by it
    ref: `newsletter:${email}`,
  });
}
