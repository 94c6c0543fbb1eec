import 'server-only';
import type { Metadata } from 'next';
import type { Lang } from '@/lib/i18n/config';
import { getServerT } from '@/lib/i18n/server';
import { CONTACT_PATH, HOME_PATH, alternates, localePath } from '@/lib/paths';
import { ContactForm, type ContactTexts } from './contact-form';
import styles from '../../content.module.css';
import { Breadcrumb } from '@/components/navigation/breadcrumb';

export async function contactMetadata(lang: Lang): Promise<Metadata> {
  const t = getServerT(lang, 'content');
  const brand = getServerT(lang, 'common')('brand');
  return { title: `${t('contactTitle')} - ${brand}`, description: t('contactMetaDescription'), alternates: alternates(lang, CONTACT_PATH) };
}

/** /lien-he: the contact form; its texts go to the browser as props (no translation namespace shipped). */
export function ContactPage({ lang }: { lang: Lang }) {
  const t = getServerT(lang, 'content');
  const texts: ContactTexts = {
    full_name: t('contactName'),
    email: t('contactEmail'),
    phone: t('contactPhone'),
    subject: t('contactSubject'),
    message: t('contactMessage'),
    errors: {
      full_name: t('contactNameError'),
      email: t('contactEmailError'),
      phone: t('contactPhoneError'),
      subject: t('contactSubjectError'),
      message: t('contactMessageError'),
    },
    submit: t('contactSubmit'),
    sending: t('contactSending'),
    ticket: t('contactTicket'),
  };
  return (
    <div className={styles.page} data-testid="contact-page">
      <Breadcrumb
        label={getServerT(lang, 'common')('breadcrumb')}
        crumbs={[{ label: t('home'), href: localePath(lang, HOME_PATH) }, { label: t('contactTitle') }]}
      />
      <h1 className={styles.title}>{t('contactTitle')}</h1>
      <p className={styles.lead}>{t('contactIntro')}</p>
      <ContactForm lang={lang} texts={texts} />
    </div>
  );
}
