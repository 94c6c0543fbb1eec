import 'server-only';
import type { Lang } from '@/lib/i18n/config';
import { getServerT } from '@/lib/i18n/server';
import { NewsletterForm } from './newsletter-form';

/** The footer's newsletter form with its texts in the page language (sent as props: no namespace shipped). */
export function FooterNewsletter({ lang }: { lang: Lang }) {
  const t = getServerT(lang, 'content');
  return (
    <NewsletterForm
      lang={lang}
      texts={{
        title: t('newsletterTitle'),
        text: t('newsletterText'),
        email: t('newsletterEmail'),
        submit: t('newsletterSubmit'),
        sending: t('newsletterSending'),
        invalidEmail: t('newsletterInvalidEmail'),
      }}
    />
  );
}
