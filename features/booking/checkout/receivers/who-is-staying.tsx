'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAuth } from '@/features/auth/index';
import { useTranslation } from '@/lib/i18n/use-translation';
import { checkoutStyles as styles, FIELD_LIMITS } from '@/features/checkout/index';
import type { BookingRequest } from '../../schemas';
import { SignInOffer } from '../page/sign-in-offer';
import { roomSlots } from './guest-details';
import { ReceiverBlock } from './receiver-block';
import { TextField } from './text-field';
import type { GuestDetailsState } from './use-guest-details';

type Props = { request: BookingRequest; guest: GuestDetailsState; ssoBaseUrl: string; onContinue: () => void };

/** Step 1 "who is staying": the booker's contact, one receiver per room, special requests. */
export function WhoIsStaying({ request, guest, ssoBaseUrl, onContinue }: Props) {
  const { t } = useTranslation('booking');
  const auth = useAuth();
  const form = useRef<HTMLFormElement>(null);
  const [failedAt, setFailedAt] = useState(0);
  const { details } = guest;

  // after a refused submit, the first wrong field takes the focus (its message is read with it)
  useEffect(() => {
    if (failedAt) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedAt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (guest.validate()) onContinue();
    else setFailedAt(Date.now());
  };

  const booker = details.booker;
  return (
    <form ref={form} className={styles.main} onSubmit={submit} noValidate aria-labelledby="who-title">
      <h2 id="who-title" className="visually-hidden">
        {t('steps.1')}
      </h2>
      {auth.status === 'guest' ? <SignInOffer ssoBaseUrl={ssoBaseUrl} text={t('signIn.stepOne')} /> : null}
      <section className={styles.card} aria-labelledby="booker-title">
        <h2 id="booker-title">{t('booker.title')}</h2>
        <div className={styles.fields}>
          <TextField
            id="booker-name"
            label={t('booker.fullName')}
            value={booker.full_name}
            onChange={(v) => guest.setBooker('full_name', v)}
            status={booker.name_status}
            messageKey={booker.name_text}
            autoComplete="name"
            wide
            maxLength={FIELD_LIMITS.namePart * 2 + 1}
          />
          <TextField
            id="booker-email"
            label={t('booker.email')}
            value={booker.email}
            onChange={(v) => guest.setBooker('email', v)}
            status={booker.email_status}
            messageKey={booker.email_text}
            type="email"
            autoComplete="email"
            maxLength={FIELD_LIMITS.email}
          />
          <TextField
            id="booker-phone"
            label={t('booker.phone')}
            value={booker.phone}
            onChange={(v) => guest.setBooker('phone', v)}
            status={booker.phone_status}
            messageKey={booker.phone_text}
            prefix="+84"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={16}
          />
        </div>
      </section>
      <section className={styles.card} aria-labelledby="receivers-title">
        <h2 id="receivers-title">{t('receiver.sectionTitle')}</h2>
        {roomSlots(request).map((slot, i) => {
          const receiver = details.receivers[i];
          if (!receiver) return null;
          return (
            <ReceiverBlock
              key={slot.n}
              slot={slot}
              receiver={receiver}
              onName={(v) => guest.setReceiverName(i, v)}
              onPhone={(v) => guest.setReceiverPhone(i, v)}
              onBed={(groupId) => guest.setBed(i, groupId)}
              sameAsBooker={i === 0 ? { checked: details.same_as_booker, onChange: guest.setSameAsBooker } : undefined}
            />
          );
        })}
        <div className={styles.field}>
          <label htmlFor="special-requests">{t('specialRequests.label')}</label>
          <textarea
            id="special-requests"
            value={details.special_requests}
            onChange={(event) => guest.setSpecialRequests(event.target.value)}
            maxLength={FIELD_LIMITS.specialRequests}
            aria-invalid={details.special_requests_text !== ''}
            aria-describedby="special-requests-hint"
          />
          <p id="special-requests-hint" className={details.special_requests_text ? styles.fieldError : styles.muted}>
            {details.special_requests_text
              ? t(details.special_requests_text)
              : t('specialRequests.hint', { max: FIELD_LIMITS.specialRequests })}
          </p>
        </div>
      </section>
      <div className={styles.actions}>
        <span />
        <button type="submit" className={styles.primary}>
          {t('actions.toReview')}
        </button>
      </div>
    </form>
  );
}
