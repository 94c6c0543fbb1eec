import type { Translate } from '@/lib/i18n/translate';
import styles from '../flight-checkout.module.css';
import { FormField } from './form-field';
import type { ContactDraft } from './travellers-draft';
import type { ContactProblems } from './use-travellers';

type Props = {
  contact: ContactDraft;
  problems: ContactProblems;
  shown: (field: keyof ContactDraft) => boolean;
  onChange: (patch: Partial<ContactDraft>) => void;
  onBlur: (field: keyof ContactDraft) => void;
  t: Translate;
  /** the booking namespace, where the contact rules' messages live */
  tBooking: Translate;
};

/** The contact (full name, email, phone after a fixed +84), as the hotel booker form. */
export function ContactFields({ contact, problems, shown, onChange, onBlur, t, tBooking }: Props) {
  const error = (field: keyof ContactDraft) => (problems[field] && shown(field) ? tBooking(problems[field]) : undefined);
  return (
    <section className={styles.card} aria-labelledby="flight-contact-title" data-testid="flight-contact">
      <h2 id="flight-contact-title">{t('contact.title')}</h2>
      <p className={styles.muted}>{t('contact.hint')}</p>
      <div className={styles.fields}>
        <FormField id="contact-name" label={t('contact.fullName')} error={error('fullName')} wide>
          {(control) => (
            <input
              {...control}
              value={contact.fullName}
              autoComplete="name"
              maxLength={100}
              onChange={(e) => onChange({ fullName: e.target.value })}
              onBlur={() => onBlur('fullName')}
            />
          )}
        </FormField>
        <FormField id="contact-email" label={t('contact.email')} error={error('email')}>
          {(control) => (
            <input
              {...control}
              type="email"
              value={contact.email}
              autoComplete="email"
              maxLength={254}
              onChange={(e) => onChange({ email: e.target.value })}
              onBlur={() => onBlur('email')}
            />
          )}
        </FormField>
        <FormField id="contact-phone" label={t('contact.phone')} error={error('phone')} prefix="+84">
          {(control) => (
            <input
              {...control}
              type="tel"
              inputMode="tel"
              value={contact.phone}
              autoComplete="tel-national"
              maxLength={20}
              onChange={(e) => onChange({ phone: e.target.value })}
              onBlur={() => onBlur('phone')}
            />
          )}
        </FormField>
      </div>
    </section>
  );
}
