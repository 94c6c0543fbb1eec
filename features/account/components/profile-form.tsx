'use client';

import { useState, type FormEvent } from 'react';
import { GENDERS, type Profile } from '@/features/auth/index';
import { ApiClientError, unwrap } from '@/lib/api-client/api-client-error';
import { userApi } from '@/lib/api-client/services';
import type { Envelope } from '@/lib/api/envelope';
import { useLang } from '@/lib/i18n/i18n-provider';
import { useTranslation } from '@/lib/i18n/use-translation';
import { properNameLang } from '@/lib/i18n/vietnamese';
import styles from './account.module.css';

type Field = 'last_name' | 'first_name' | 'gender' | 'phone';
const FIELDS: { name: 'last_name' | 'first_name'; key: string }[] = [
  { name: 'last_name', key: 'lastName' },
  { name: 'first_name', key: 'firstName' },
];

/** The profile card (read-only) with its edit form: PATCH /api/v2-user/profile, field messages from the server. */
export function ProfileForm({ initial }: { initial: Profile }) {
  const { t } = useTranslation('account');
  const lang = useLang();
  const [profile, setProfile] = useState(initial);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [notice, setNotice] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = Object.fromEntries(['last_name', 'first_name', 'gender', 'phone'].map((name) => [name, String(form.get(name) ?? '')]));
    setBusy(true);
    setErrors({});
    try {
      setProfile(unwrap(await userApi.patch<Envelope<Profile>>('/profile', body)));
      setEditing(false);
      setNotice(t('profile.saved'));
    } catch (error) {
      const fields: Partial<Record<Field | 'form', string>> = {
        form: error instanceof ApiClientError ? t('profile.failed') : String(error),
      };
      if (error instanceof ApiClientError) {
        for (const item of error.fieldErrors) fields[item.path as Field] ??= item.message;
        if (error.fieldErrors.length === 0) fields.form = error.messageIn(lang);
      }
      setErrors(fields);
    } finally {
      setBusy(false);
    }
  };

  const notSet = <span className={styles.muted}>{t('profile.notSet')}</span>;
  if (!editing) {
    return (
      <section className={styles.card} aria-labelledby="profile-title">
        <div className={styles.cardHead}>
          <h2 id="profile-title">{t('profile.title')}</h2>
          <button type="button" className={styles.secondary} onClick={() => (setEditing(true), setNotice(''))} data-testid="profile-edit">
            {t('profile.edit')}
          </button>
        </div>
        {notice ? (
          <p role="status" className={styles.success}>
            {notice}
          </p>
        ) : null}
        <dl className={styles.facts} data-testid="profile-card">
          <dt>{t('profile.lastName')}</dt>
          <dd lang={properNameLang(profile.last_name)}>{profile.last_name || notSet}</dd>
          <dt>{t('profile.firstName')}</dt>
          <dd lang={properNameLang(profile.first_name)}>{profile.first_name || notSet}</dd>
          <dt>{t('profile.gender')}</dt>
          <dd>{profile.gender ? t(`profile.genders.${profile.gender}`) : notSet}</dd>
          <dt>{t('profile.phone')}</dt>
          <dd>{profile.phone ?? notSet}</dd>
          <dt>{t('profile.email')}</dt>
          <dd>{profile.email}</dd>
        </dl>
      </section>
    );
  }

  const describedBy = (name: Field) => (errors[name] ? `${name}-error` : undefined);
  const message = (name: Field) =>
    errors[name] ? (
      <p id={`${name}-error`} className={styles.fieldError}>
        {errors[name]}
      </p>
    ) : null;
  return (
    <section className={styles.card} aria-labelledby="profile-title">
      <h2 id="profile-title">{t('profile.title')}</h2>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="profile-form">
        {FIELDS.map(({ name, key }) => (
          <div key={name} className={styles.field}>
            <label htmlFor={`profile-${name}`}>{t(`profile.${key}`)}</label>
            <input
              id={`profile-${name}`}
              name={name}
              defaultValue={profile[name]}
              maxLength={50}
              required
              aria-invalid={Boolean(errors[name])}
              aria-describedby={describedBy(name)}
            />
            {message(name)}
          </div>
        ))}
        <div className={styles.field}>
          <label htmlFor="profile-gender">{t('profile.gender')}</label>
          <select
            id="profile-gender"
            name="gender"
            defaultValue={profile.gender ?? ''}
            required
            aria-invalid={Boolean(errors.gender)}
            aria-describedby={describedBy('gender')}
          >
            <option value="" disabled>
              {t('profile.chooseGender')}
            </option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(`profile.genders.${gender}`)}
              </option>
            ))}
          </select>
          {message('gender')}
        </div>
        <div className={styles.field}>
          <label htmlFor="profile-phone">{t('profile.phone')}</label>
          <input
            id="profile-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            defaultValue={profile.phone ?? ''}
            required
            aria-invalid={Boolean(errors.phone)}
            aria-describedby={describedBy('phone')}
          />
          {message('phone')}
        </div>
        <p className={styles.muted}>
          {t('profile.email')}: {profile.email}. {t('profile.emailHint')}
        </p>
        {errors.form ? (
          <p role="alert" className={styles.fieldError}>
            {errors.form}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={busy}>
            {busy ? t('profile.saving') : t('profile.save')}
          </button>
          <button type="button" className={styles.secondary} onClick={() => (setEditing(false), setErrors({}))}>
            {t('profile.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
